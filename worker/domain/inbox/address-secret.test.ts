import { describe, expect, it } from "vitest";
import { feedSecretFor } from "../calendar/feed-secret";
import { INBOX_SECRET_PATTERN, inboxSecretFor, inboxSecretHash } from "./address-secret";

const KEY = "a-session-secret-0123456789abcdef0123456789";

describe("a forwarding address's secret", () => {
  it("is 26 characters of lower-case base32 (128 bits), the same for the same key and nonce", () => {
    const secret = inboxSecretFor(KEY, "nonce-1");
    expect(secret).toMatch(INBOX_SECRET_PATTERN);
    expect(secret).toHaveLength(26);
    expect(inboxSecretFor(KEY, "nonce-1")).toBe(secret);
  });

  it("changes with the nonce and with the key, and is never the calendar feed's secret of the same value", () => {
    const secret = inboxSecretFor(KEY, "nonce-1");
    expect(inboxSecretFor(KEY, "nonce-2")).not.toBe(secret);
    expect(inboxSecretFor(`${KEY}x`, "nonce-1")).not.toBe(secret);
    expect(feedSecretFor(KEY, "nonce-1").toLowerCase()).not.toContain(secret);
  });

  it("is looked up by its SHA-256 in hex", () => {
    // SHA-256("abc"), the FIPS 180-2 test vector.
    expect(inboxSecretHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
