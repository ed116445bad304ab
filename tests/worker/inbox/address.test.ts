/**
 * The forwarding address through `/api/v1/inbox/address` (issue 32, api-contract.md §16): each user sees and
 * changes only their own; 404 before the first turn on; the body validated; the secret looks like one and is
 * stored only as a hash; the Gmail confirmation of the last days is shown; retention of 30 days.
 */
import { env } from "cloudflare:workers";
import { INBOX_KEEP_DAYS } from "@core/limits";
import { sqlBatch } from "@worker/db/sql-batch";
import { runHousekeeping } from "@worker/domain/housekeeping.server";
import { getInboxAddress, turnOnInboxAddress } from "@worker/domain/inbox/address.server";
import { inboxSecretFor, inboxSecretHash } from "@worker/domain/inbox/address-secret";
import { afterReceive } from "@worker/domain/inbox/after-receive.server";
import { type InboxMessageRow, insertInboxMessages } from "@worker/domain/writes.server";
import { describe, expect, it } from "vitest";
import { api, signUp, testDeps } from "../support";
import { count, deliver, rawEmail, storeAddress, storedMessages, turnOn } from "./helpers";

const DAY = 86_400_000;

function messageRow(overrides: Partial<InboxMessageRow> = {}): InboxMessageRow {
  const id = crypto.randomUUID();
  return {
    id,
    messageId: `${id}@example.test`,
    receivedAt: Date.now(),
    senderAddress: "forwarding-noreply@google.com",
    senderName: "Gmail Team",
    forwardedBy: "",
    subject: "Gmail Forwarding Confirmation",
    sentAt: null,
    bodyText: "",
    authResults: null,
    kind: "other",
    evidence: "",
    fields: {},
    jobId: null,
    proposal: {},
    confirmation: null,
    ...overrides,
  };
}

describe("GET/POST/DELETE /api/v1/inbox/address", () => {
  it("404 before the first turn on; POST turns it on; GET shows it; DELETE turns it off, POST brings it back", async () => {
    const user = await signUp();
    const none = await api("GET", "/inbox/address", { token: user.token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      success: false,
      message: "No forwarding address: turn it on with POST /inbox/address",
    });
    expect((await api("DELETE", "/inbox/address", { token: user.token })).status).toBe(404);

    const on = await api("POST", "/inbox/address", { token: user.token });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      success: true,
      inboxAddress: {
        address: expect.stringMatching(/^[a-z2-7]{26}@in\.offerpath\.app$/),
        enabled: true,
        autoApply: [],
        refusedToday: 0,
        confirmation: null,
      },
    });
    const address = on.body.inboxAddress.address;
    expect((await api("GET", "/inbox/address", { token: user.token })).body.inboxAddress.address).toBe(address);
    // Turning on again is harmless: the same address.
    expect((await api("POST", "/inbox/address", { token: user.token, body: {} })).body.inboxAddress.address).toBe(
      address,
    );

    const off = await api("DELETE", "/inbox/address", { token: user.token });
    expect(off.status).toBe(200);
    expect(off.body.inboxAddress).toMatchObject({ address, enabled: false });
    expect((await api("GET", "/inbox/address", { token: user.token })).body.inboxAddress.enabled).toBe(false);
    const again = await api("POST", "/inbox/address", { token: user.token, body: { regenerate: false } });
    expect(again.body.inboxAddress).toMatchObject({ address, enabled: true });
  });

  it("regenerate: a new address, turned on, even from off", async () => {
    const user = await signUp();
    const first = await turnOn(user);
    await api("DELETE", "/inbox/address", { token: user.token });
    const res = await api("POST", "/inbox/address", { token: user.token, body: { regenerate: true } });
    expect(res.status).toBe(200);
    expect(res.body.inboxAddress.enabled).toBe(true);
    expect(res.body.inboxAddress.address).not.toBe(first);
  });

  it("validates the body and needs a bearer token", async () => {
    const user = await signUp();
    const bad = await api("POST", "/inbox/address", { token: user.token, body: { regenerate: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: "regenerate must be true or false" });
    const malformed = await api("POST", "/inbox/address", {
      token: user.token,
      rawBody: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
    for (const method of ["GET", "POST", "DELETE"]) expect((await api(method, "/inbox/address")).status).toBe(401);
  });

  it("each user sees and changes only their own address", async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const aliceAddress = await turnOn(alice);
    expect((await api("GET", "/inbox/address", { token: bob.token })).status).toBe(404);
    // Bob turning his own on, regenerating and off never touches Alice's.
    await turnOn(bob);
    await api("POST", "/inbox/address", { token: bob.token, body: { regenerate: true } });
    await api("DELETE", "/inbox/address", { token: bob.token });
    const alices = await api("GET", "/inbox/address", { token: alice.token });
    expect(alices.body.inboxAddress).toMatchObject({ address: aliceAddress, enabled: true });
    expect((await deliver(aliceAddress, rawEmail())).rejected).toBeNull();
  });
});

describe("the secret", () => {
  it("is stored only as its hash, derived from the server key and the row's nonce", async () => {
    const user = await signUp();
    const address = await turnOn(user);
    const row = await env.DB.prepare("SELECT nonce, secret_hash FROM inbox_addresses WHERE user_id = ?")
      .bind(user.userId)
      .first<{ nonce: string; secret_hash: string }>();
    const secret = address.split("@")[0];
    expect(row?.secret_hash).toBe(inboxSecretHash(secret));
    expect(inboxSecretFor(env.SESSION_SECRET, row?.nonce ?? "")).toBe(secret);
    const dump = JSON.stringify(
      await env.DB.prepare("SELECT * FROM inbox_addresses WHERE user_id = ?").bind(user.userId).first(),
    );
    expect(dump).not.toContain(secret);
  });

  it("after the server key changes, the old address is reported as none and turning on draws a working one", async () => {
    const user = await signUp();
    const old = await turnOn(user);
    const rotated = testDeps();
    rotated.config = { ...rotated.config, SESSION_SECRET: "a-rotated-session-secret-0123456789abcdef" };
    expect(await getInboxAddress(rotated, user.userId)).toBeNull();
    const fresh = await turnOnInboxAddress(rotated, user.userId);
    expect(fresh.address).not.toBe(old);
    expect(await getInboxAddress(rotated, user.userId)).toMatchObject({ address: fresh.address, enabled: true });
  });
});

describe("the Gmail confirmation and retention", () => {
  it("shows the newest confirmation of the last 3 days, and none older", async () => {
    const user = await signUp();
    await turnOn(user);
    const now = Date.now();
    await sqlBatch(
      testDeps().db,
      insertInboxMessages(user.userId, [
        messageRow({
          receivedAt: now - 4 * DAY,
          confirmation: { code: "111111111", link: "https://mail.google.com/old" },
        }),
        messageRow({ receivedAt: now - DAY, confirmation: { code: "222222222", link: "https://mail.google.com/new" } }),
        messageRow({ receivedAt: now - 60_000 }),
      ]),
    );
    const view = await api("GET", "/inbox/address", { token: user.token });
    expect(view.body.inboxAddress.confirmation).toEqual({ code: "222222222", link: "https://mail.google.com/new" });

    const later = await getInboxAddress(testDeps({ now: () => new Date(now + 3 * DAY) }), user.userId);
    expect(later?.confirmation).toBeNull();
  });

  it(`housekeeping deletes messages older than ${INBOX_KEEP_DAYS} days, with their notifications, and keeps the rest`, async () => {
    const user = await signUp();
    await storeAddress(user.userId);
    const now = Date.now();
    const rows = [
      messageRow({ subject: "old", receivedAt: now - INBOX_KEEP_DAYS * DAY - 1 }),
      messageRow({ subject: "very old", receivedAt: now - 90 * DAY }),
      messageRow({ subject: "recent", receivedAt: now - INBOX_KEEP_DAYS * DAY + 60_000 }),
    ];
    await sqlBatch(testDeps().db, insertInboxMessages(user.userId, rows));
    for (const row of rows) await afterReceive(testDeps(), user.userId, row.id);
    expect(await count("notifications", user.userId)).toBe(3);
    const report = await runHousekeeping(testDeps(), new Date(now));
    expect(report.inboxMessages).toBeGreaterThanOrEqual(2);
    expect((await storedMessages(user.userId)).map((m) => m.subject)).toEqual(["recent"]);
    const { results } = await env.DB.prepare("SELECT title FROM notifications WHERE user_id = ?")
      .bind(user.userId)
      .all();
    expect(results).toEqual([{ title: "Forwarded email: recent" }]);
  });

  it("the writer keeps a matched job only when it is the owner's", async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const job = await api("POST", "/jobs", { token: bob.token, body: { company: "Acme", position: "Engineer" } });
    const row = messageRow({ jobId: job.body.job._id });
    await sqlBatch(testDeps().db, insertInboxMessages(alice.userId, [row]));
    const stored = await env.DB.prepare("SELECT job_id FROM inbox_messages WHERE id = ?").bind(row.id).first();
    expect(stored).toEqual({ job_id: null });
  });
});
