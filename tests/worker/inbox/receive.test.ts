/**
 * The email() handler (issue 32): only a live address of the inbound domain receives; the size and daily
 * limits; a second delivery of the same message is kept once; one user's mail never reaches another's inbox;
 * what the sender is told on a refusal and on an unexpected failure.
 */
import { env } from "cloudflare:workers";
import { INBOX_DAILY_CAP, INBOX_MAX_RAW_BYTES } from "@core/limits";
import { utcDay } from "@worker/domain/inbox/address.server";
import { REFUSALS, TEMPORARY_FAILURE } from "@worker/domain/inbox/receive.server";
import { describe, expect, it } from "vitest";
import { api, signUp } from "../support";
import { addressRow, deliver, rawEmail, storedMessages, turnOn } from "./helpers";

describe("who receives", () => {
  it("a live address keeps the message: sender, subject, date and text, never the raw message", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    expect(address).toMatch(/^[a-z2-7]{26}@in\.offerpath\.app$/);
    const res = await deliver(address, rawEmail({ messageId: "first@greenhouse.example" }));
    expect(res).toEqual({ rejected: null, error: null });
    const row = await env.DB.prepare(
      "SELECT message_id, sender_address, sender_name, subject, sent_at, body_text, status, kind FROM inbox_messages WHERE user_id = ?",
    )
      .bind(user.userId)
      .first();
    expect(row).toEqual({
      message_id: "first@greenhouse.example",
      sender_address: "no-reply@greenhouse.io",
      sender_name: "Acme Recruiting",
      subject: "Your application to Acme",
      sent_at: Date.parse("2026-11-24T10:15:00Z"),
      body_text: expect.stringContaining("move forward with other candidates"),
      status: "pending",
      kind: expect.any(String),
    });
  });

  it("the address is case-insensitive and a +tag is ignored", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    const [secret, domain] = address.split("@");
    expect((await deliver(`${secret.toUpperCase()}+jobs@${domain.toUpperCase()}`, rawEmail())).rejected).toBeNull();
    expect(await storedMessages(user.userId)).toHaveLength(1);
  });

  it("refuses an unknown address, another domain and anything that is not a secret, keeping nothing", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    const [secret] = address.split("@");
    const others = [
      `${"a".repeat(26)}@in.offerpath.app`,
      `${secret}@offerpath.app`,
      `${secret}@in.offerpath.app.evil.test`,
      `${secret.slice(1)}@in.offerpath.app`,
      "postmaster@in.offerpath.app",
      "not an address",
    ];
    for (const to of others) expect(await deliver(to, rawEmail())).toEqual({ rejected: REFUSALS.address, error: null });
    expect(await storedMessages(user.userId)).toEqual([]);
    expect((await addressRow(user.userId))?.day_count).toBe(0);
  });

  it("refuses a turned-off address with the same words as an unknown one, and receives again once it is on", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    expect((await api("DELETE", "/inbox/address", { token: user.token })).status).toBe(200);
    expect(await deliver(address, rawEmail())).toEqual({ rejected: REFUSALS.address, error: null });
    expect(await storedMessages(user.userId)).toEqual([]);
    expect(await turnOn(user)).toBe(address);
    expect((await deliver(address, rawEmail())).rejected).toBeNull();
    expect(await storedMessages(user.userId)).toHaveLength(1);
  });

  it("regenerating kills the old address at once; the new one receives", async () => {
    const user = await signUp();
    const old = await turnOn(user);
    const res = await api("POST", "/inbox/address", { token: user.token, body: { regenerate: true } });
    const fresh = res.body.inboxAddress.address;
    expect(fresh).not.toBe(old);
    expect(await deliver(old, rawEmail())).toEqual({ rejected: REFUSALS.address, error: null });
    expect((await deliver(fresh, rawEmail({ subject: "To the new address" }))).rejected).toBeNull();
    expect((await storedMessages(user.userId)).map((m) => m.subject)).toEqual(["To the new address"]);
  });

  it("another user's address never reaches your inbox", async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const [aliceAddress, bobAddress] = [await turnOn(alice), await turnOn(bob)];
    expect(aliceAddress).not.toBe(bobAddress);
    await deliver(aliceAddress, rawEmail({ subject: "For Alice", messageId: "shared@example.test" }));
    // The same Message-ID at Bob's address is Bob's own copy, kept for him; Alice still has hers only.
    await deliver(bobAddress, rawEmail({ subject: "For Bob", messageId: "shared@example.test" }));
    expect((await storedMessages(alice.userId)).map((m) => m.subject)).toEqual(["For Alice"]);
    expect((await storedMessages(bob.userId)).map((m) => m.subject)).toEqual(["For Bob"]);
  });
});

describe("limits", () => {
  it("refuses a message over 10 MB before reading it", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    const big = await deliver(address, rawEmail(), { rawSize: INBOX_MAX_RAW_BYTES + 1 });
    expect(big).toEqual({ rejected: REFUSALS.size, error: null });
    expect(await storedMessages(user.userId)).toEqual([]);
  });

  it("keeps a 3 MB message whose size is a PDF attachment (not kept), and refuses 1.2 MB of text", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    const pdf = btoa("%PDF-1.7 offer letter ".repeat(110_000)).replace(/.{76}/g, "$&\r\n");
    const withPdf = [
      "From: Acme Recruiting <people@acme.example>",
      "To: candidate@example.test",
      "Subject: Your offer from Acme",
      "Date: Tue, 24 Nov 2026 10:15:00 +0000",
      `Message-ID: <${crypto.randomUUID()}@acme.example>`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "We are delighted to offer you the role of Engineer. The offer letter is attached.",
      "--b1",
      'Content-Type: application/pdf; name="offer.pdf"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="offer.pdf"',
      "",
      pdf,
      "--b1--",
      "",
    ].join("\r\n");
    const size = new TextEncoder().encode(withPdf).byteLength;
    expect(size).toBeGreaterThan(3 * 1024 * 1024);
    expect(size).toBeLessThan(INBOX_MAX_RAW_BYTES);
    expect(await deliver(address, withPdf)).toEqual({ rejected: null, error: null });
    expect((await storedMessages(user.userId)).map((m) => m.subject)).toEqual(["Your offer from Acme"]);

    const text = rawEmail({ body: "Thank you for applying. ".repeat(Math.ceil((1.2 * 1024 * 1024) / 24)) });
    expect(await deliver(address, text)).toEqual({ rejected: REFUSALS.text, error: null });
    expect(await storedMessages(user.userId)).toHaveLength(1);
  });

  it(`accepts ${INBOX_DAILY_CAP} messages a UTC day, refuses the next ones and counts them`, async () => {
    const user = await signUp();
    const address = await turnOn(user);
    // The day's first 199 as if already received (the counter is what decides), then the real last three.
    await env.DB.prepare("UPDATE inbox_addresses SET day = ?, day_count = ? WHERE user_id = ?")
      .bind(utcDay(new Date()), INBOX_DAILY_CAP - 1, user.userId)
      .run();
    expect((await deliver(address, rawEmail({ subject: "The 200th" }))).rejected).toBeNull();
    expect(await deliver(address, rawEmail({ subject: "The 201st" }))).toEqual({ rejected: REFUSALS.cap, error: null });
    expect(await deliver(address, rawEmail({ subject: "The 202nd" }))).toEqual({ rejected: REFUSALS.cap, error: null });
    expect((await storedMessages(user.userId)).map((m) => m.subject)).toEqual(["The 200th"]);
    expect(await addressRow(user.userId)).toMatchObject({ day_count: INBOX_DAILY_CAP, refused_count: 2 });
    const view = await api("GET", "/inbox/address", { token: user.token });
    expect(view.body.inboxAddress.refusedToday).toBe(2);
  });

  it("a new UTC day starts the counters again", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    await env.DB.prepare(
      "UPDATE inbox_addresses SET day = '2026-01-01', day_count = ?, refused_count = 9 WHERE user_id = ?",
    )
      .bind(INBOX_DAILY_CAP, user.userId)
      .run();
    expect((await api("GET", "/inbox/address", { token: user.token })).body.inboxAddress.refusedToday).toBe(0);
    expect((await deliver(address, rawEmail())).rejected).toBeNull();
    expect(await addressRow(user.userId)).toMatchObject({ day: utcDay(new Date()), day_count: 1, refused_count: 0 });
  });

  it("the cap holds when many messages arrive at once", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    await env.DB.prepare("UPDATE inbox_addresses SET day = ?, day_count = ? WHERE user_id = ?")
      .bind(utcDay(new Date()), INBOX_DAILY_CAP - 3, user.userId)
      .run();
    const results = await Promise.all(Array.from({ length: 8 }, () => deliver(address, rawEmail())));
    expect(results.filter((r) => r.rejected === null)).toHaveLength(3);
    expect(results.filter((r) => r.rejected === REFUSALS.cap)).toHaveLength(5);
    expect(await storedMessages(user.userId)).toHaveLength(3);
    expect(await addressRow(user.userId)).toMatchObject({ day_count: INBOX_DAILY_CAP, refused_count: 5 });
  });
});

describe("delivered twice", () => {
  it("the same Message-ID is accepted again and kept once", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    const raw = rawEmail({ messageId: "twice@greenhouse.example" });
    expect(await deliver(address, raw)).toEqual({ rejected: null, error: null });
    expect(await deliver(address, raw)).toEqual({ rejected: null, error: null });
    expect(await storedMessages(user.userId)).toHaveLength(1);
    // Counted once against the day's cap.
    expect(await addressRow(user.userId)).toMatchObject({ day_count: 1 });
  });
});

describe("an unexpected failure", () => {
  it("is a temporary failure for the sender (retried later), with no internal detail, and nothing half-kept", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    // The message's body cannot be read: the stream errors as a broken connection would.
    const failing = await deliver(
      address,
      new ReadableStream({
        pull(controller) {
          controller.error(new Error("D1_ERROR: internal detail that must not reach the sender"));
        },
      }),
      { rawSize: 100 },
    );
    expect(failing.rejected).toBeNull();
    expect(String(failing.error)).toBe(`Error: ${TEMPORARY_FAILURE}`);
    expect(await storedMessages(user.userId)).toEqual([]);
    // The retry the sending server will make takes this attempt's place: nothing counted against the cap.
    expect(await addressRow(user.userId)).toMatchObject({ day_count: 0 });
  });
});

describe("a broken configuration", () => {
  it("is a temporary failure too, naming no setting", async () => {
    const { createExecutionContext } = await import("cloudflare:test");
    const worker = (await import("@worker/index")).default;
    const message = {
      from: "candidate@example.test",
      to: `${"a".repeat(26)}@in.offerpath.app`,
      headers: new Headers(),
      raw: new Blob([rawEmail()]).stream(),
      rawSize: 100,
      setReject: () => {},
    } as unknown as ForwardableEmailMessage;
    const broken = { ...env, JWT_SECRET: "short" } as Env;
    await expect(worker.email?.(message, broken, createExecutionContext())).rejects.toThrow(
      new Error(TEMPORARY_FAILURE),
    );
  });
});
