/** Issue 6, items 2 to 11: each found hole as a case (item 1 is prototype-pollution.test.ts). */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  addInterview,
  api,
  as,
  countJobs,
  createJob,
  EVIL,
  formPost,
  isSignedIn,
  jobRow,
  ORIGIN,
  PASSWORD,
  page,
  type SignedUp,
  send,
  signUp,
  signUpForWeb,
  snapshot,
  UNREADABLE_BODIES,
  uniqueClientIp,
  uniqueEmail,
  userWithJob,
} from "../support";

const THREE_MB = "x".repeat(3 * 1024 * 1024);

async function timeZoneOf(userId: string) {
  const row = await env.DB.prepare("SELECT time_zone FROM users WHERE id = ?")
    .bind(userId)
    .first<{ time_zone: string }>();
  return row?.time_zone;
}

describe("item 2: unbounded time-zone values", () => {
  it("item 2: a 3 MB timeZone on the web sign-in is refused with 413, and the next sign-in works", async () => {
    const user = await signUp();
    const big = await formPost(
      "/login",
      { email: user.email, password: PASSWORD, timeZone: THREE_MB },
      { ip: user.ip },
    );
    expect(big.status).toBe(413);
    const next = await formPost("/login", { email: user.email, password: PASSWORD }, { ip: user.ip });
    expect(next.status).toBe(302);
  });

  it("item 2: a 3 MB timeZone on the API sign-in is refused with 413", async () => {
    const user = await signUp();
    const res = await api("POST", "/auth/login", {
      body: { email: user.email, password: PASSWORD, timeZone: THREE_MB },
      headers: { "CF-Connecting-IP": user.ip },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: "Request body too large" });
  });

  it("item 2: a 60 kB timeZone under the body limit is not stored and breaks nothing", async () => {
    const user = await signUp();
    const zone = `Europe/${"A".repeat(60 * 1024)}`;
    const res = await api("POST", "/auth/login", {
      body: { email: user.email, password: PASSWORD, timeZone: zone },
      headers: { "CF-Connecting-IP": user.ip },
    });
    expect([200, 400]).toContain(res.status);
    expect(await timeZoneOf(user.userId)).not.toBe(zone);
  });

  it("item 2: a 200 kB timeZone on the web sign-up is answered without a 5xx and never stored", async () => {
    const ip = uniqueClientIp();
    const email = uniqueEmail("tz");
    const zone = "Z".repeat(200 * 1024);
    const res = await formPost(
      "/register",
      { name: "Zone Tester", email, password: PASSWORD, confirmPassword: PASSWORD, timeZone: zone },
      { ip },
    );
    expect(res.status).toBeLessThan(500);
    const row = await env.DB.prepare("SELECT time_zone FROM users WHERE email = ?")
      .bind(email)
      .first<{ time_zone: string }>();
    if (row) expect(row.time_zone).not.toBe(zone);
  });
});

describe("item 3: overlong strings and throttle keys", () => {
  const longEmail = `${"a".repeat(250)}@example.test`;

  it("item 3: an email over 254 characters is a 400 on API sign-up", async () => {
    const res = await api("POST", "/auth/register", {
      body: { name: "Long Email", email: longEmail, password: PASSWORD },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/email/i);
  });

  it("item 3: an email over 254 characters is a 400 on the web sign-up", async () => {
    const res = await formPost(
      "/register",
      { name: "Long Email", email: longEmail, password: PASSWORD, confirmPassword: PASSWORD },
      { ip: uniqueClientIp() },
    );
    expect(res.status).toBe(400);
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(longEmail)
      .first<{ n: number }>();
    expect(users?.n).toBe(0);
  });

  it("item 3: a 10,000-character email is a 400 on API sign-in", async () => {
    const res = await api("POST", "/auth/login", {
      body: { email: `${"b".repeat(10_000)}@example.test`, password: "whatever-1" },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(400);
  });

  it("item 3: a 10,000-character email is a 400 on API forgot-password", async () => {
    const res = await api("POST", "/auth/forgot-password", {
      body: { email: `${"c".repeat(10_000)}@example.test` },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(400);
  });

  it("item 3: a password over 128 characters is a 400 on API sign-up", async () => {
    const res = await api("POST", "/auth/register", {
      body: { name: "Long Password", email: uniqueEmail(), password: "p".repeat(129) },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/i);
  });

  it("item 3: throttle rows are keyed by a bounded hash, never by the raw input", async () => {
    const raw = `${"d".repeat(50_000)}@example.test`;
    await api("POST", "/auth/login", { body: { email: raw, password: "x" }, headers: { "CF-Connecting-IP": raw } });
    await formPost("/forgot-password", { email: raw }, { ip: raw });
    const row = await env.DB.prepare("SELECT max(length(key)) AS longest FROM rate_limits").first<{
      longest: number;
    }>();
    expect(row?.longest ?? 0).toBeLessThanOrEqual(128);
  });
});

describe("item 4: sign-up and password-confirming actions are throttled", () => {
  it("item 4: 25 API sign-ups in a burst from one client are throttled, another client is not", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await api("POST", "/auth/register", {
        body: { name: "Burst User", email: uniqueEmail("burst"), password: PASSWORD },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 201).length).toBeLessThan(25);
    const other = await api("POST", "/auth/register", {
      body: { name: "Other Client", email: uniqueEmail("other"), password: PASSWORD },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(other.status).toBe(201);
  });

  it("item 4: 25 web sign-ups in a burst from one client are throttled", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const email = uniqueEmail("webburst");
      const res = await formPost(
        "/register",
        { name: "Burst User", email, password: PASSWORD, confirmPassword: PASSWORD },
        { ip },
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 302).length).toBeLessThan(25);
  });

  it("item 4: repeated wrong current passwords on API password change are throttled", async () => {
    const user = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await api("PATCH", "/auth/update-password", {
        ...as(user),
        body: { currentPassword: `wrong-${i}`, newPassword: "new-password-1" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(401);
  });

  it("item 4: repeated wrong passwords on the web delete-account form are throttled and the account stays", async () => {
    const user = await signUpForWeb();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await formPost(
        "/profile",
        { intent: "delete", password: `wrong-${i}` },
        { cookie: user.cookie, ip: user.ip },
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(await isSignedIn(user.cookie)).toBe(true);
  });
});

describe("item 5: cross-site logout", () => {
  it.each<[string, Record<string, string>]>([
    ["Origin: https://evil.example", { Origin: EVIL }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["a Referer from another site", { Referer: `${EVIL}/trap.html` }],
  ])("item 5: POST /logout with %s is a 403 and the session lives", async (_label, headers) => {
    const user = await signUpForWeb();
    const res = await formPost("/logout", {}, { cookie: user.cookie, origin: null, headers });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().join(";")).not.toContain("op_session=;");
    expect(await isSignedIn(user.cookie)).toBe(true);
  });
});

describe("item 6: crafted session cookies", () => {
  const longId = `${"a".repeat(600)}.${"b".repeat(43)}`;

  it("item 6: a 600-byte session id is no session on a signed-in page (to /login, not a 500)", async () => {
    const res = await page("/dashboard", `op_session=${longId}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
  });

  it("item 6: a 600-byte session id is no session on public pages", async () => {
    for (const path of ["/", "/login", "/register"]) {
      const res = await page(path, `op_session=${longId}`);
      expect(res.status, path).toBe(200);
    }
  });

  it("item 6: a 600-byte session id is no session on /auth/check-session", async () => {
    const res = await api("GET", "/auth/check-session", { headers: { Cookie: `op_session=${longId}` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, isAuthenticated: false });
  });

  it("item 6: a 600-byte session id is a 401 on /auth/check-extension-auth", async () => {
    const res = await api("GET", "/auth/check-extension-auth", { headers: { Cookie: `op_session=${longId}` } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Authentication invalid" });
  });

  it.each([
    ["no dot", "a".repeat(40)],
    ["many dots", "a.b.c.d.e"],
    ["an empty id", `.${"b".repeat(43)}`],
    ["a 4 kB value", "z".repeat(4096)],
    ["percent-encoded unicode", "%E2%98%83.%F0%9F%92%A9"],
    ["a broken percent escape", "%E2%98.%ZZ"],
  ])("item 6: a cookie with %s is no session anywhere", async (_label, value) => {
    const cookie = `op_session=${value}`;
    const dashboard = await page("/dashboard", cookie);
    expect(dashboard.status).toBe(302);
    const check = await api("GET", "/auth/check-session", { headers: { Cookie: cookie } });
    expect(check.status).toBe(200);
    expect(check.body.isAuthenticated).toBe(false);
  });
});

describe("item 7: huge page numbers", () => {
  it("item 7: page=99999999999999999999 answers 200 on GET /api/v1/jobs", async () => {
    const user = await signUp();
    await createJob(user);
    const res = await api("GET", "/jobs?page=99999999999999999999", as(user));
    expect(res.status).toBe(200);
    expect(res.body.jobs).toEqual([]);
    expect(Number.isInteger(res.body.currentPage)).toBe(true);
  });

  it("item 7: page=99999999999999999999 answers 200 on /applications", async () => {
    const user = await signUpForWeb();
    await createJob(user);
    const res = await page("/applications?page=99999999999999999999", user.cookie);
    expect(res.status).toBe(200);
  });

  it.each(["1e309", "-5", "0", "1.5", "NaN", "9007199254740993", "0x10"])(
    "item 7: page=%s answers 200 on the API and the screen",
    async (value) => {
      const user = await signUpForWeb();
      const apiRes = await api("GET", `/jobs?page=${encodeURIComponent(value)}`, as(user));
      expect(apiRes.status).toBe(200);
      const screen = await page(`/applications?page=${encodeURIComponent(value)}`, user.cookie);
      expect([200, 302]).toContain(screen.status);
    },
  );

  it("item 7: a huge limit is capped at 100 items", async () => {
    const user = await signUp();
    const res = await api("GET", "/jobs?limit=99999999999999999999", as(user));
    expect(res.status).toBe(200);
    expect(res.body.count).toBeLessThanOrEqual(100);
  });
});

describe("item 8: interview PATCH edge cases", () => {
  it("item 8: an interview PATCH with {} answers 200 and changes nothing", async () => {
    const user = await userWithJob();
    const before = await api("GET", `/jobs/${user.jobId}`, as(user));
    const res = await api("PATCH", `/jobs/${user.jobId}/interviews/${user.interviewId}`, { ...as(user), body: {} });
    expect(res.status).toBe(200);
    expect(res.body.job.interviewHistory).toEqual(before.body.job.interviewHistory);
  });

  it("item 8: an interview PATCH with only the echoed _id answers 200", async () => {
    const user = await userWithJob();
    const res = await api("PATCH", `/jobs/${user.jobId}/interviews/${user.interviewId}`, {
      ...as(user),
      body: { _id: user.interviewId },
    });
    expect(res.status).toBe(200);
  });

  it("item 8: a PATCH of a missing interview is a 404 and does not bump the job's updatedAt", async () => {
    const user = await userWithJob();
    const before = await jobRow(user.jobId);
    await new Promise((r) => setTimeout(r, 5));
    const res = await api("PATCH", `/jobs/${user.jobId}/interviews/no-such-interview`, {
      ...as(user),
      body: { notes: "ghost" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "Interview not found" });
    expect((await jobRow(user.jobId))?.updated_at).toBe(before?.updated_at);
  });

  it("item 8: the web edit form of a missing interview is a 404 and does not bump updatedAt", async () => {
    const user = await userWithJob();
    const before = await jobRow(user.jobId);
    await new Promise((r) => setTimeout(r, 5));
    const res = await formPost(
      `/jobs/${user.jobId}/interviews/edit/no-such-interview`,
      { date: "2026-06-01T10:00", interviewType: "phone", withPerson: "", notes: "ghost", followUpDate: "" },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(res.status).toBe(404);
    expect((await jobRow(user.jobId))?.updated_at).toBe(before?.updated_at);
  });
});

/** Every state-changing screen, with the path it posts to for a user with a job and an interview. */
const WEB_ACTIONS: [name: string, path: (u: { jobId: string; interviewId: string }) => string][] = [
  ["/login", () => "/login"],
  ["/register", () => "/register"],
  ["/forgot-password", () => "/forgot-password"],
  ["/reset-password/:token", () => "/reset-password/not-a-real-token"],
  ["/logout", () => "/logout"],
  ["/profile", () => "/profile"],
  ["/applications", () => "/applications"],
  ["/jobs/new", () => "/jobs/new"],
  ["/jobs/edit/:id", (u) => `/jobs/edit/${u.jobId}`],
  ["/jobs/:id/delete", (u) => `/jobs/${u.jobId}/delete`],
  ["/jobs/:id/interviews/new", (u) => `/jobs/${u.jobId}/interviews/new`],
  ["/jobs/:id/interviews/edit/:iid", (u) => `/jobs/${u.jobId}/interviews/edit/${u.interviewId}`],
  ["/jobs/:id/interviews/:iid/delete", (u) => `/jobs/${u.jobId}/interviews/${u.interviewId}/delete`],
];

describe("item 9: bodies that are not a form", () => {
  const cases = WEB_ACTIONS.flatMap(([name, path]) =>
    UNREADABLE_BODIES.map(([label, type, body]) => [name, label, path, type, body] as const),
  );
  it.each(cases)("item 9: %s answers 400 to %s and changes nothing", async (_name, _label, path, type, body) => {
    const user = await userWithJob();
    const before = await snapshot(user.userId);
    const res = await send(path(user), {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: user.cookie, "Content-Type": type, "CF-Connecting-IP": user.ip },
      body,
    });
    expect(res.status).toBe(400);
    expect(await snapshot(user.userId)).toBe(before);
  });
});

describe("item 10: impossible dates", () => {
  it.each(["2026-13-01", "0000-01-01", "2026-02-30", "2026-04-31T10:00"])(
    "item 10: applicationDate %s on POST /jobs is a 400 naming the field",
    async (value) => {
      const user = await signUp();
      const res = await api("POST", "/jobs", {
        ...as(user),
        body: { company: "Dates", position: "P", applicationDate: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/applicationDate/);
      expect(await countJobs(user.userId)).toBe(0);
    },
  );

  it.each(["2026-05-01T10:99", "2030-02-30T10:00Z", "2026-05-01T24:30", "0000-01-01T10:00"])(
    "item 10: interview date %s is a 400 naming the field",
    async (value) => {
      const user = await signUp();
      const jobId = await createJob(user);
      const res = await api("POST", `/jobs/${jobId}/interviews`, {
        ...as(user),
        body: { date: value, interviewType: "phone" },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/\bdate\b/);
    },
  );

  it("item 10: followUpDate 2026-02-30 is a 400 naming the field", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const res = await api("POST", `/jobs/${jobId}/interviews`, {
      ...as(user),
      body: { date: "2026-05-01T10:00", interviewType: "phone", followUpDate: "2026-02-30" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/followUpDate/);
  });

  it("item 10: PATCH applicationDate 2026-13-01 is a 400 and the stored date is kept", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const before = await jobRow(jobId);
    const res = await api("PATCH", `/jobs/${jobId}`, { ...as(user), body: { applicationDate: "2026-13-01" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/applicationDate/);
    expect((await jobRow(jobId))?.application_date).toBe(before?.application_date);
  });

  it("item 10: the web job form refuses applicationDate 2026-13-01 with a 400", async () => {
    const user = await signUpForWeb();
    const res = await formPost(
      "/jobs/new",
      { company: "Dates", position: "P", applicationDate: "2026-13-01" },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(res.status).toBe(400);
    expect(await countJobs(user.userId)).toBe(0);
  });

  it("item 10: the web interview form refuses 2026-05-01T10:99 with a 400", async () => {
    const user = await signUpForWeb();
    const jobId = await createJob(user);
    const res = await formPost(
      `/jobs/${jobId}/interviews/new`,
      { date: "2026-05-01T10:99", interviewType: "phone", withPerson: "", notes: "", followUpDate: "" },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(res.status).toBe(400);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM interviews WHERE job_id = ?")
      .bind(jobId)
      .first<{ n: number }>();
    expect(n?.n).toBe(0);
  });
});

describe("item 11: oversized bodies", () => {
  async function threeMbTwice(send3mb: () => Promise<{ status: number }>) {
    for (let i = 0; i < 2; i++) expect((await send3mb()).status).toBe(413);
  }

  it("item 11: a 3 MB API sign-in body gets 413 twice in a row and the next request works", async () => {
    const user = await signUp();
    await threeMbTwice(() =>
      api("POST", "/auth/login", {
        rawBody: JSON.stringify({ email: user.email, password: THREE_MB }),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": user.ip },
      }),
    );
    const next = await api("POST", "/auth/login", {
      body: { email: user.email, password: PASSWORD },
      headers: { "CF-Connecting-IP": user.ip },
    });
    expect(next.status).toBe(200);
  });

  it("item 11: a 3 MB job body gets 413 twice, creates nothing, and the next request works", async () => {
    const user: SignedUp = await signUp();
    await threeMbTwice(() =>
      api("POST", "/jobs", { ...as(user), body: { company: "Big", position: "P", notes: THREE_MB } }),
    );
    const list = await api("GET", "/jobs", as(user));
    expect(list.status).toBe(200);
    expect(list.body.totalJobs).toBe(0);
  });

  it("item 11: a 3 MB web job form gets 413 twice and the next form post works", async () => {
    const user = await signUpForWeb();
    await threeMbTwice(() =>
      formPost("/jobs/new", { company: "Big", position: "P", notes: THREE_MB }, { cookie: user.cookie, ip: user.ip }),
    );
    const next = await formPost("/jobs/new", { company: "Small", position: "P" }, { cookie: user.cookie, ip: user.ip });
    expect(next.status).toBe(302);
    expect(await countJobs(user.userId)).toBe(1);
  });

  it("item 11: a 3 MB interview PATCH gets 413 and the interview is unchanged", async () => {
    const user = await userWithJob();
    const id = await addInterview(user, user.jobId, { notes: "keep" });
    const res = await api("PATCH", `/jobs/${user.jobId}/interviews/${id}`, { ...as(user), body: { notes: THREE_MB } });
    expect(res.status).toBe(413);
    const row = await env.DB.prepare("SELECT notes FROM interviews WHERE id = ?").bind(id).first<{ notes: string }>();
    expect(row?.notes).toBe("keep");
  });
});
