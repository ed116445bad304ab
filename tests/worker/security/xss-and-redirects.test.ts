/**
 * Stored and reflected cross-site scripting on every screen, and open redirects through every
 * redirect parameter: markup always renders escaped, and every Location stays on this site.
 */
import { describe, expect, it } from "vitest";
import {
  addInterview,
  api,
  as,
  createJob,
  EVIL,
  expectNoRawMarkup,
  expectSameSiteLocation,
  formPost,
  PASSWORD,
  page,
  signUp,
  signUpForWeb,
  uniqueClientIp,
  XSS,
} from "../support";

/** A user whose name, job and interview all carry markup. */
async function poisonedUser() {
  const user = await signUpForWeb({ name: XSS.script });
  const jobId = await createJob(user, {
    company: XSS.script,
    position: XSS.img,
    jobLocation: XSS.img,
    notes: XSS.script,
    jobDescription: `${XSS.script}${XSS.img}`,
  });
  const interviewId = await addInterview(user, jobId, { withPerson: XSS.img, notes: XSS.script });
  return { ...user, jobId, interviewId };
}

describe("stored XSS: markup saved in a job, an interview or a name renders escaped", () => {
  const screens: [string, (u: { jobId: string; interviewId: string }) => string][] = [
    ["/dashboard", () => "/dashboard"],
    ["/today", () => "/today"],
    ["/applications", () => "/applications"],
    ["/jobs/:id", (u) => `/jobs/${u.jobId}`],
    ["/jobs/edit/:id", (u) => `/jobs/edit/${u.jobId}`],
    ["/jobs/:id/delete", (u) => `/jobs/${u.jobId}/delete`],
    ["/jobs/:id/interviews/new", (u) => `/jobs/${u.jobId}/interviews/new`],
    ["/jobs/:id/interviews/edit/:iid", (u) => `/jobs/${u.jobId}/interviews/edit/${u.interviewId}`],
    ["/jobs/:id/interviews/:iid/delete", (u) => `/jobs/${u.jobId}/interviews/${u.interviewId}/delete`],
    ["/profile", () => "/profile"],
  ];

  it.each(screens)("stored XSS: %s renders the markup as text", async (_label, path) => {
    const user = await poisonedUser();
    const res = await page(path(user), user.cookie);
    expect(res.status).toBe(200);
    expectNoRawMarkup(await res.text());
  });

  it("stored XSS: the job detail shows the company as escaped text", async () => {
    const user = await poisonedUser();
    const html = await (await page(`/jobs/${user.jobId}`, user.cookie)).text();
    expect(html).toContain("&lt;script&gt;alert(");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " javascript:alert(1)",
  ])("stored XSS: jobUrl %s is refused by the API", async (jobUrl) => {
    const user = await signUp();
    const res = await api("POST", "/jobs", { ...as(user), body: { company: "Url", position: "P", jobUrl } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/jobUrl/);
  });

  it("stored XSS: a javascript: jobUrl is refused by the web form and no link is rendered", async () => {
    const user = await signUpForWeb();
    const res = await formPost(
      "/jobs/new",
      { company: "Url", position: "P", jobUrl: "javascript:alert(1)" },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/href="\s*javascript:/i);
  });
});

describe("reflected XSS: markup in a URL or a refused form renders escaped", () => {
  const q = (v: string) => encodeURIComponent(v);

  it.each([
    ["/applications?search=", (v: string) => `/applications?search=${q(v)}`],
    ["/applications?status=", (v: string) => `/applications?status=${q(v)}&sort=${q(v)}`],
    [
      "/jobs/new?company=&position= (extension prefill)",
      (v: string) => `/jobs/new?company=${q(v)}&position=${q(v)}&notes=${q(v)}`,
    ],
    ["an unknown signed-in path", (v: string) => `/jobs/${q(v)}`],
  ])("reflected XSS: %s (signed in)", async (_label, build) => {
    const user = await signUpForWeb();
    for (const payload of [XSS.script, XSS.img]) {
      const res = await page(build(payload), user.cookie);
      expect(res.status).toBeLessThan(500);
      expectNoRawMarkup(await res.text());
    }
  });

  it.each([
    ["/login?redirectTo=", (v: string) => `/login?redirectTo=${q(v)}`],
    ["/register?planId=&billingType=", (v: string) => `/register?planId=${q(v)}&billingType=${q(v)}`],
    ["/reset-password/:token", (v: string) => `/reset-password/${q(v)}`],
    ["an unknown public path", (v: string) => `/${q(v)}`],
  ])("reflected XSS: %s (signed out)", async (_label, build) => {
    for (const payload of [XSS.script, XSS.img]) {
      const res = await page(build(payload));
      expect(res.status).toBeLessThan(500);
      expectNoRawMarkup(await res.text());
    }
  });

  it("reflected XSS: a refused sign-in echoes the email escaped", async () => {
    const res = await formPost("/login", { email: XSS.img, password: "" }, { ip: uniqueClientIp() });
    expect(res.status).toBe(400);
    expectNoRawMarkup(await res.text());
  });

  it("reflected XSS: a refused sign-up echoes name and email escaped", async () => {
    const res = await formPost(
      "/register",
      { name: XSS.script, email: XSS.img, password: "a", confirmPassword: "b" },
      { ip: uniqueClientIp() },
    );
    expect(res.status).toBe(400);
    expectNoRawMarkup(await res.text());
  });

  it("reflected XSS: a refused job form echoes every field escaped", async () => {
    const user = await signUpForWeb();
    const res = await formPost(
      "/jobs/new",
      { company: XSS.script, position: XSS.img, notes: XSS.script, applicationDate: "2026-13-01" },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(res.status).toBe(400);
    expectNoRawMarkup(await res.text());
  });
});

const HOSTILE_TARGETS = [
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "javascript:alert(1)",
  "https:evil.example",
  "/\t/evil.example",
  " //evil.example",
  "//evil.example/%2e%2e",
  `${EVIL}@localhost`,
];

describe("open redirects: every redirect parameter stays on this site", () => {
  it.each(HOSTILE_TARGETS)("open redirect: POST /login with redirectTo=%j lands on this site", async (target) => {
    const user = await signUp();
    const res = await formPost(
      "/login",
      { email: user.email, password: PASSWORD, redirectTo: target },
      { ip: user.ip },
    );
    expect(res.status).toBe(302);
    expectSameSiteLocation(res.headers.get("Location"));
  });

  it.each(HOSTILE_TARGETS)(
    "open redirect: GET /login?redirectTo=%j while signed in lands on this site",
    async (target) => {
      const user = await signUpForWeb();
      const res = await page(`/login?redirectTo=${encodeURIComponent(target)}`, user.cookie);
      expect(res.status).toBe(302);
      expectSameSiteLocation(res.headers.get("Location"));
    },
  );

  it("open redirect: POST /login?redirectTo=//evil.example (query, not field) lands on this site", async () => {
    const user = await signUp();
    const res = await formPost(
      `/login?redirectTo=${encodeURIComponent("//evil.example")}`,
      {
        email: user.email,
        password: PASSWORD,
      },
      { ip: user.ip },
    );
    expect(res.status).toBe(302);
    expectSameSiteLocation(res.headers.get("Location"));
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "open redirect: /applications returnTo=%j lands on this site",
    async (target) => {
      const user = await signUpForWeb();
      const jobId = await createJob(user);
      const res = await formPost(
        "/applications",
        { intent: "status", jobId, status: "offer", returnTo: target },
        { cookie: user.cookie, ip: user.ip },
      );
      expect(res.status).toBe(302);
      expectSameSiteLocation(res.headers.get("Location"));
    },
  );

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "open redirect: POST /jobs/:id/delete?returnTo=%j lands on this site",
    async (target) => {
      const user = await signUpForWeb();
      const jobId = await createJob(user);
      const res = await formPost(
        `/jobs/${jobId}/delete?returnTo=${encodeURIComponent(target)}`,
        {},
        {
          cookie: user.cookie,
          ip: user.ip,
        },
      );
      expect(res.status).toBe(302);
      expectSameSiteLocation(res.headers.get("Location"));
    },
  );

  it("open redirect: the delete confirm page never links to a foreign or script returnTo", async () => {
    const user = await signUpForWeb();
    const jobId = await createJob(user);
    for (const target of ["javascript:alert(1)", "//evil.example", "https://evil.example"]) {
      const res = await page(`/jobs/${jobId}/delete?returnTo=${encodeURIComponent(target)}`, user.cookie);
      const html = await res.text();
      expect(html).not.toMatch(/href="\s*javascript:/i);
      expect(html).not.toContain('href="//evil.example');
      expect(html).not.toContain('href="https://evil.example');
    }
  });

  it("open redirect: a signed-out visit keeps redirectTo a local path", async () => {
    const res = await page("/applications?search=x");
    expect(res.status).toBe(302);
    expectSameSiteLocation(res.headers.get("Location"));
  });
});
