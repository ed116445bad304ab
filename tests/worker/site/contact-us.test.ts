/** Contact us on both faces: POST /api/v1/contactus (api-contract.md §10) and the /contact form (decision 015). */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { SITEVERIFY_URL } from "@worker/adapters/turnstile.server";
import { issueContactFormStamp } from "@worker/domain/contact-messages.server";
import { app } from "@worker/index";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, formPost, outboxMark, testDeps, uniqueClientIp, unreachableD1, waitForOutboxEmail } from "../support";

const REQUIRED = "Please provide all required fields: name, email, subject, and message";
const UNAVAILABLE = "There was an error processing your request. Please try again later.";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const SUPPORT = "support@offerpath.app";

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: "Asha Rao",
    email: `asha-${crypto.randomUUID().slice(0, 8)}@example.test`,
    subject: "Question about the Premium plan",
    message: "Does Premium include the browser extension?",
    recaptchaToken: DUMMY_TOKEN,
    ...overrides,
  };
}

const contactus = (body: unknown, ip = uniqueClientIp()) =>
  api("POST", "/contactus", { body, headers: { "CF-Connecting-IP": ip } });

async function storedFor(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, name, subject, status, verified FROM contact_messages WHERE email = ? ORDER BY created_at",
  )
    .bind(email)
    .all<{ id: string; name: string; subject: string; status: string; verified: number }>();
  return results;
}

/** A request through the whole Worker with some bindings replaced (another Turnstile secret, a broken D1). */
async function withEnv(overrides: Partial<Env>, path: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.request(path, init, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const apiPost = (body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueClientIp() },
  body: JSON.stringify(body),
});

/** The signed render time of a form opened `ageMs` ago. */
const stampFrom = (ageMs: number) => issueContactFormStamp(testDeps({ now: () => new Date(Date.now() - ageMs) }));

function formFields(overrides: Record<string, string> = {}) {
  const { recaptchaToken: _, ...fields } = message();
  return { ...fields, startedAt: stampFrom(10_000), phone: "", ...overrides } as Record<string, string>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/v1/contactus", () => {
  it("stores the message, answers 201 with the contract's body and emails support", async () => {
    const body = message();
    const mark = await outboxMark();
    const res = await contactus(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        status: "unread",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      message: "Your message has been received. We will contact you soon.",
    });
    expect(await storedFor(body.email)).toEqual([
      { id: res.body.data._id, name: body.name, subject: body.subject, status: "unread", verified: 1 },
    ]);
    const mail = await waitForOutboxEmail(SUPPORT, { since: mark, subject: `Contact form: ${body.subject}` });
    expect(mail?.text).toContain(`From: ${body.name} <${body.email}>`);
    expect(mail?.text).toContain(body.message);
  });

  it("accepts the token as turnstileToken too", async () => {
    const { recaptchaToken: _, ...body } = message();
    const res = await contactus({ ...body, turnstileToken: DUMMY_TOKEN });
    expect(res.status).toBe(201);
  });

  it.each([
    ["name", undefined],
    ["email", "   "],
    ["subject", ""],
    ["message", undefined],
    ["name", 42],
  ])("refuses a missing or blank %s (%j) with the contract's message", async (field, value) => {
    const body = message({ [field]: value });
    const res = await contactus(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: REQUIRED });
  });

  it("refuses an invalid email with a message naming email", async () => {
    const body = message({ email: "not-an-address" });
    const res = await contactus(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/email/i);
    expect(await storedFor("not-an-address")).toEqual([]);
  });

  it("refuses a message without a token, storing nothing", async () => {
    for (const token of [undefined, "", "   ", 12]) {
      const body = message({ recaptchaToken: token });
      const res = await contactus(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: "Please verify that you are not a robot." });
      expect(await storedFor(body.email)).toEqual([]);
    }
  });

  it.each([
    ["always fails", "2x0000000000000000000000000000000AA"],
    ["token already spent", "3x0000000000000000000000000000000AA"],
  ])("answers 400 when siteverify says no (%s)", async (_, secret) => {
    const body = message();
    const res = await withEnv({ TURNSTILE_SECRET_KEY: secret }, "/api/v1/contactus", apiPost(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "Human verification failed. Please try again." });
    expect(await storedFor(body.email)).toEqual([]);
  });

  it("calls the real siteverify with the secret, the token, remoteip and an idempotency key", async () => {
    const calls: { url: string; form: FormData }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push({ url: String(input), form: init?.body as FormData });
      return Response.json({ success: true, "error-codes": [], hostname: "offerpath.app" });
    });
    const body = message();
    const res = await withEnv({ TURNSTILE_SECRET_KEY: "0x4AAAAAAAreal-secret" }, "/api/v1/contactus", {
      ...apiPost(body),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.7" },
    });
    expect(res.status).toBe(201);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(SITEVERIFY_URL);
    expect(calls[0].form.get("secret")).toBe("0x4AAAAAAAreal-secret");
    expect(calls[0].form.get("response")).toBe(DUMMY_TOKEN);
    expect(calls[0].form.get("remoteip")).toBe("203.0.113.7");
    expect(calls[0].form.get("idempotency_key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the contract's 500 when siteverify cannot be reached or answers nonsense, storing nothing", async () => {
    const answers = [
      () => Promise.reject(new TypeError("Network connection lost.")),
      () => Promise.resolve(new Response("Bad gateway", { status: 502 })),
      () => Promise.resolve(new Response("<html>challenge</html>", { status: 200 })),
    ];
    for (const answer of answers) {
      vi.spyOn(globalThis, "fetch").mockImplementation(answer);
      vi.spyOn(console, "error").mockImplementation(() => {});
      const body = message();
      const res = await withEnv({ TURNSTILE_SECRET_KEY: "0x4AAAAAAAreal-secret" }, "/api/v1/contactus", apiPost(body));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, message: UNAVAILABLE });
      expect(await storedFor(body.email)).toEqual([]);
      vi.restoreAllMocks();
    }
  });

  it("answers the contract's 500 when storage cannot be reached", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await withEnv({ DB: unreachableD1 }, "/api/v1/contactus", apiPost(message()));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: UNAVAILABLE });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/Contact form/);
  });

  it("answers success to a filled honeypot and stores nothing", async () => {
    const body = message({ phone: "+91 98765 43210" });
    const res = await contactus(body);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(await storedFor(body.email)).toEqual([]);
  });

  it("throttles each client to 5 messages an hour", async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 5; i++) expect((await contactus(message(), ip)).status).toBe(201);
    const refused = await contactus(message(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
    expect((await contactus(message())).status).toBe(201);
  });
});

describe("the /contact form", () => {
  const postForm = (fields: Record<string, string>, ip = uniqueClientIp()) =>
    withEnv({}, "/contact", {
      method: "POST",
      headers: {
        Origin: "http://localhost",
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": ip,
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("renders the fields, the honeypot, a signed timestamp and the Turnstile site key", async () => {
    const res = await withEnv({}, "/contact", {});
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of ["name", "email", "subject", "message", "phone", "startedAt"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/name="startedAt" value="\d+\.[A-Za-z0-9_-]{43}"/);
    expect(html).toContain("1x00000000000000000000AA");
  });

  it("with a token: stores a verified message and redirects with a success flash", async () => {
    const fields = formFields({ "cf-turnstile-response": DUMMY_TOKEN });
    const res = await postForm(fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact?sent");
    expect(res.headers.get("Set-Cookie")).toContain("op_toast=");
    expect(await storedFor(fields.email)).toMatchObject([{ verified: 1, status: "unread" }]);
  });

  it("without JavaScript (no token): stores the message flagged unverified and tells support", async () => {
    const fields = formFields();
    const mark = await outboxMark();
    const res = await postForm(fields);
    expect(res.status).toBe(302);
    expect(await storedFor(fields.email)).toMatchObject([{ verified: 0 }]);
    const mail = await waitForOutboxEmail(SUPPORT, {
      since: mark,
      subject: `Contact form (unverified): ${fields.subject}`,
    });
    expect(mail?.text).toContain("Human verification: none (sent without JavaScript)");
  });

  it("answers success to a filled honeypot and stores nothing", async () => {
    const fields = formFields({ phone: "555-0100" });
    const res = await postForm(fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact?sent");
    expect(await storedFor(fields.email)).toEqual([]);
  });

  it.each([
    ["posted 1 s after the page was rendered", () => stampFrom(1_000)],
    ["without the timestamp", () => ""],
    ["with a forged timestamp", () => `${Date.now() - 60_000}.${"A".repeat(43)}`],
    ["with another form's signature", () => `${Date.now() - 60_000}.${stampFrom(1).split(".")[1]}`],
  ])("answers success to a form %s and stores nothing", async (_, stamp) => {
    const fields = formFields({ startedAt: stamp(), "cf-turnstile-response": DUMMY_TOKEN });
    const res = await postForm(fields);
    expect(res.status).toBe(302);
    expect(await storedFor(fields.email)).toEqual([]);
  });

  it("keeps the stricter limit for unverified messages: 2 an hour per client, while verified ones go on", async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 2; i++) expect((await postForm(formFields(), ip)).status).toBe(302);
    const refused = await postForm(formFields(), ip);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Too many messages\. Please try again in \d+ minutes?\./);
    expect((await postForm(formFields({ "cf-turnstile-response": DUMMY_TOKEN }), ip)).status).toBe(302);
  });

  it("shows field errors with status 400 and keeps what was typed", async () => {
    const res = await postForm(formFields({ name: "  ", email: "nope", subject: "Kept subject" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Name is required");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('value="Kept subject"');
  });

  it("shows siteverify's refusal above the form (400) and its outage as the contract's message (500)", async () => {
    const refusedFields = formFields({ "cf-turnstile-response": DUMMY_TOKEN });
    const refused = await withEnv({ TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" }, "/contact", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(refusedFields).toString(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Human verification failed. Please try again.");
    expect(await storedFor(refusedFields.email)).toEqual([]);

    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const down = await withEnv({ TURNSTILE_SECRET_KEY: "0x4AAAAAAAreal-secret" }, "/contact", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(formFields({ "cf-turnstile-response": DUMMY_TOKEN })).toString(),
    });
    expect(down.status).toBe(500);
    expect(await down.text()).toContain(UNAVAILABLE);
  });

  it("is refused when posted from another site", async () => {
    const res = await formPost("/contact", formFields());
    expect(res.status).toBe(302);
    const cross = await withEnv({}, "/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(formFields()).toString(),
    });
    expect(cross.status).toBe(403);
  });
});
