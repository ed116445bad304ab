/**
 * Issue 6 item 1: hostile field names never reach Object.prototype. Kept in its own file (its own
 * isolate and storage) so that a regression cannot break the rest of the suite.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  api,
  as,
  createJob,
  formPost,
  jobRow,
  ORIGIN,
  PASSWORD,
  send,
  signUp,
  signUpForWeb,
  userWithJob,
} from "../support";

const PROTO_KEYS = ["notes", "x", "userId", "status", "isAdmin"];

afterEach(() => {
  // Contain a regression: a polluted prototype would fail every later test of this isolate.
  for (const key of PROTO_KEYS) delete (Object.prototype as Record<string, unknown>)[key];
});

function expectCleanPrototype() {
  const probe: Record<string, unknown> = {};
  for (const key of PROTO_KEYS) expect(probe[key], `Object.prototype.${key}`).toBeUndefined();
}

/** The symptoms the attack run saw: API sign-in answers 500, another user's status change writes the text. */
async function expectIsolateUnharmed() {
  expectCleanPrototype();
  const bystander = await signUp();
  const login = await api("POST", "/auth/login", {
    body: { email: bystander.email, password: PASSWORD },
    headers: { "CF-Connecting-IP": bystander.ip },
  });
  expect(login.status).toBe(200);
  expect(login.body.success).toBe(true);

  const victim = await userWithJob();
  const change = await formPost(
    "/applications",
    { intent: "status", jobId: victim.jobId, status: "offer" },
    { cookie: victim.cookie, ip: victim.ip },
  );
  expect(change.status).toBe(302);
  const row = await jobRow(victim.jobId);
  expect(row?.status).toBe("offer");
  expect(row?.notes).toBe("original notes");
}

describe("item 1: prototype pollution through form field names", () => {
  it.each(["__proto__.notes", "constructor.prototype.notes", "salary.__proto__.notes"])(
    "item 1: an anonymous POST /login with a field named %s pollutes nothing",
    async (field) => {
      const res = await formPost("/login", [
        ["email", "nobody@example.test"],
        ["password", "whatever-1"],
        [field, "PWNED by attacker"],
      ]);
      expect(res.status).toBeLessThan(500);
      await expectIsolateUnharmed();
    },
  );

  it("item 1: bracket and repeated hostile names on POST /register pollute nothing", async () => {
    const res = await formPost("/register", [
      ["name", "Mallory"],
      ["email", "mallory-proto@example.test"],
      ["password", PASSWORD],
      ["confirmPassword", PASSWORD],
      ["__proto__[notes]", "PWNED"],
      ["__proto__.x", "1"],
      ["__proto__.x", "2"],
      ["constructor[prototype][isAdmin]", "true"],
    ]);
    expect(res.status).toBeLessThan(500);
    await expectIsolateUnharmed();
  });

  it("item 1: hostile nested names on the signed-in job form pollute nothing and own nothing", async () => {
    const attacker = await signUpForWeb();
    const victim = await signUp();
    const res = await formPost(
      "/jobs/new",
      [
        ["company", "Proto Corp"],
        ["position", "Polluter"],
        ["salary.min", "1"],
        ["salary.__proto__.min", "999"],
        ["salary.constructor.prototype.x", "1"],
        ["__proto__.userId", victim.userId],
        ["constructor.prototype.status", "offer"],
      ],
      { cookie: attacker.cookie, ip: attacker.ip },
    );
    expect(res.status).toBeLessThan(500);
    const mine = await api("GET", "/jobs", as(attacker));
    const theirs = await api("GET", "/jobs", as(victim));
    expect(theirs.body.jobs).toEqual([]);
    for (const job of mine.body.jobs) expect(job.status).toBe("applied");
    await expectIsolateUnharmed();
  });

  it("item 1: a multipart form with hostile names pollutes nothing", async () => {
    const boundary = "proto-boundary";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${part("email", "nobody@example.test")}${part("password", "x")}${part("__proto__.notes", "PWNED")}${part("constructor.prototype.notes", "PWNED")}--${boundary}--\r\n`;
    const res = await send("/login", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBeLessThan(500);
    await expectIsolateUnharmed();
  });

  it("item 1: a JSON body with __proto__ and constructor keys pollutes nothing and sets nothing", async () => {
    const attacker = await signUp();
    const res = await api("POST", "/jobs", {
      ...as(attacker),
      rawBody:
        '{"company":"Json Proto","position":"P","__proto__":{"notes":"PWNED","status":"offer"},"constructor":{"prototype":{"notes":"PWNED"}}}',
      headers: { ...as(attacker).headers, "Content-Type": "application/json" },
    });
    expect(res.status).toBe(201);
    expect(res.body.job.notes).toBe("");
    expect(res.body.job.status).toBe("applied");
    const jobId = await createJob(attacker);
    const patch = await api("PATCH", `/jobs/${jobId}`, {
      ...as(attacker),
      rawBody: '{"__proto__":{"notes":"PWNED"},"salary":{"__proto__":{"min":5}}}',
      headers: { ...as(attacker).headers, "Content-Type": "application/json" },
    });
    expect(patch.status).toBeLessThan(500);
    expect((await jobRow(jobId))?.notes).toBe("original notes");
    await expectIsolateUnharmed();
  });

  it("item 1: hostile query-string names on a signed-in screen pollute nothing", async () => {
    const attacker = await signUpForWeb();
    const res = await send("/applications?__proto__[notes]=PWNED&__proto__.notes=PWNED&constructor.prototype.notes=x", {
      headers: { Cookie: attacker.cookie },
    });
    expect(res.status).toBeLessThan(500);
    await expectIsolateUnharmed();
  });
});
