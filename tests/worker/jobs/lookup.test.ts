/**
 * GET /api/v1/jobs/lookup?url= (contract §4.6, issue 25): the caller's job for a posting by its normalised
 * URL, kept in `jobs.url_key` by every write (create, update, form, import), read through one index.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { describeLog, measure } from "../perf/d1-meter";
import { seedRows } from "../perf/seed";
import { api, formPost, ORIGIN, type SignedUp, signUp, signUpForWeb, type WebUser } from "../support";

const lookup = (user: SignedUp, url: string) =>
  api("GET", `/jobs/lookup?url=${encodeURIComponent(url)}`, { token: user.token });

async function create(user: SignedUp, over: Record<string, unknown>) {
  const res = await api("POST", "/jobs", {
    token: user.token,
    body: { company: "Acme", position: "Engineer", ...over },
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job;
}

const keyOf = async (id: string) =>
  (await env.DB.prepare("SELECT url_key AS k FROM jobs WHERE id = ?").bind(id).first<{ k: string }>())?.k;

describe("GET /jobs/lookup", () => {
  it("finds the posting through any of its links and answers the job in the contract's shape", async () => {
    const u = await signUp();
    const saved = await create(u, {
      jobUrl: "https://www.linkedin.com/jobs/view/4012345/?trk=public_jobs_topcard&refId=abc%3D%3D&utm_source=share",
      status: "saved",
    });
    expect(await keyOf(saved._id)).toBe("//www.linkedin.com/jobs/view/4012345");
    for (const link of [
      "https://www.linkedin.com/jobs/view/4012345",
      "HTTPS://WWW.LinkedIn.com/jobs/view/4012345/",
      "https://www.linkedin.com:443/jobs/view/4012345#details",
      "https://www.linkedin.com/jobs/view/4012345?trackingId=x&gclid=1&fbclid=2&utm_campaign=c",
      "www.linkedin.com/jobs/view/4012345",
      "http://www.linkedin.com/jobs/view/4012345",
      "http://www.linkedin.com:80/jobs/view/4012345/",
    ]) {
      const res = await lookup(u, link);
      expect(res.status, link).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.job?._id, link).toBe(saved._id);
    }
    const { body } = await lookup(u, "https://www.linkedin.com/jobs/view/4012345");
    expect(body.job).toMatchObject({ _id: saved._id, status: "saved", company: "Acme", interviewHistory: [] });
    expect(body.job).toEqual((await api("GET", `/jobs/${saved._id}`, { token: u.token })).body.job);
  });

  it("tells postings apart: another path, another remaining parameter, another host; sorted parameters match", async () => {
    const u = await signUp();
    const a = await create(u, { jobUrl: "https://in.indeed.com/viewjob?jk=abc123&from=serp" });
    expect((await lookup(u, "https://in.indeed.com/viewjob?from=serp&jk=abc123&utm_medium=x")).body.job?._id).toBe(
      a._id,
    );
    expect((await lookup(u, "https://in.indeed.com/viewjob?jk=zzz999&from=serp")).body.job).toBeNull();
    expect((await lookup(u, "https://in.indeed.com/viewjob")).body.job).toBeNull();
    expect((await lookup(u, "https://indeed.com/viewjob?jk=abc123&from=serp")).body.job).toBeNull();
  });

  it("keeps the key server-owned: a body cannot set it", async () => {
    const u = await signUp();
    const j = await create(u, { jobUrl: "https://a.example/jobs/1", urlKey: "https://b.example/jobs/2", url_key: "x" });
    expect(await keyOf(j._id)).toBe("//a.example/jobs/1");
    await api("PATCH", `/jobs/${j._id}`, { token: u.token, body: { urlKey: "https://b.example/jobs/2" } });
    expect(await keyOf(j._id)).toBe("//a.example/jobs/1");
    expect((await lookup(u, "https://b.example/jobs/2")).body.job).toBeNull();
  });

  it("never reports another user's posting", async () => {
    const owner = await signUp();
    const other = await signUp();
    await create(owner, { jobUrl: "https://boards.greenhouse.io/acme/jobs/77" });
    const res = await lookup(other, "https://boards.greenhouse.io/acme/jobs/77");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, job: null });
  });

  it("follows an update of the URL and the newest of two saves of one posting", async () => {
    const u = await signUp();
    const j = await create(u, { jobUrl: "https://jobs.lever.co/acme/1" });
    await api("PATCH", `/jobs/${j._id}`, { token: u.token, body: { jobUrl: "https://jobs.lever.co/acme/2/" } });
    expect((await lookup(u, "https://jobs.lever.co/acme/1")).body.job).toBeNull();
    expect((await lookup(u, "https://jobs.lever.co/acme/2")).body.job?._id).toBe(j._id);
    await api("PATCH", `/jobs/${j._id}`, { token: u.token, body: { status: "applied" } });
    expect(await keyOf(j._id)).toBe("//jobs.lever.co/acme/2");
    const again = await create(u, { jobUrl: "https://jobs.lever.co/acme/2?lever-origin=applied" });
    expect((await lookup(u, "https://jobs.lever.co/acme/2")).body.job?._id).toBe(again._id);
    await api("PATCH", `/jobs/${again._id}`, { token: u.token, body: { jobUrl: "" } });
    expect(await keyOf(again._id)).toBe("");
    expect((await lookup(u, "https://jobs.lever.co/acme/2")).body.job?._id).toBe(j._id);
  });

  it("keys the jobs the web form and the CSV import write", async () => {
    const web: WebUser = await signUpForWeb();
    const form = {
      company: "Globex",
      position: "Analyst",
      jobUrl: "https://Globex.example/careers/9/?utm_source=x",
      jobType: "full-time",
      jobLocation: "Pune",
      status: "applied",
      priority: "medium",
      "salary.min": "0",
      "salary.max": "0",
      "salary.currency": "INR",
    };
    const res = await formPost("/jobs/new", form, web.cookie);
    expect(res.status).toBe(302);
    expect((await lookup(web, "https://globex.example/careers/9")).body.job?.company).toBe("Globex");

    const u = await signUp();
    const csv = "Company,Job Title,Job Link\nInitech,Analyst,https://initech.example/jobs/5/?gclid=abc\n";
    const body = new FormData();
    body.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
    const imported = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
      method: "POST",
      headers: { Authorization: `Bearer ${u.token}` },
      body,
    });
    expect(imported.status).toBe(200);
    expect((await lookup(u, "https://initech.example/jobs/5")).body.job?.company).toBe("Initech");
  });

  it("matches an http posting through its https link and back (issue 30)", async () => {
    const u = await signUp();
    const j = await create(u, { jobUrl: "http://careers.example/jobs/12" });
    expect((await lookup(u, "https://careers.example/jobs/12")).body.job?._id).toBe(j._id);
    const k = await create(u, { jobUrl: "https://careers.example/jobs/13/" });
    expect((await lookup(u, "http://careers.example/jobs/13")).body.job?._id).toBe(k._id);
  });

  it("migration 0023 takes the scheme out of the keys stored before it", async () => {
    const u = await signUp();
    const rows: [string, string][] = [
      ["https://old.example/jobs/1", "//old.example/jobs/1"],
      ["http://old.example/jobs/2", "//old.example/jobs/2"],
      ["http://old.example:80/jobs/3", "//old.example/jobs/3"],
      ["http://old.example:80", "//old.example"],
      ["http://old.example:8080/jobs/4", "//old.example:8080/jobs/4"],
      ["https://old.example/jobs/5?a=1", "//old.example/jobs/5?a=1"],
      ["not a url", "not a url"],
      ["//old.example/jobs/6", "//old.example/jobs/6"],
    ];
    const ids: string[] = [];
    for (const [oldKey] of rows) {
      const job = await create(u, { jobUrl: "https://placeholder.example/x" });
      await env.DB.prepare("UPDATE jobs SET url_key = ? WHERE id = ?").bind(oldKey, job._id).run();
      ids.push(job._id);
    }
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0023_"));
    const rewrites = (migration?.queries ?? []).filter((q) => /^UPDATE `jobs`/m.test(q));
    expect(rewrites.length).toBe(2);
    for (const q of rewrites) await env.DB.prepare(q).run();
    for (const [i, [oldKey, newKey]] of rows.entries()) expect(await keyOf(ids[i]), oldKey).toBe(newKey);
    expect((await lookup(u, "http://old.example/jobs/1")).body.job?._id).toBe(ids[0]);
  });

  it("refuses a missing or unusable url with the contract's 400 and needs a bearer", async () => {
    const u = await signUp();
    for (const q of [
      "",
      "?url=",
      "?url=%20%20",
      "?url=javascript%3Aalert(1)",
      `?url=https://x.example/${"a".repeat(2100)}`,
    ]) {
      const res = await api("GET", `/jobs/lookup${q}`, { token: u.token });
      expect(res.status, q).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message, q).toMatch(/^url\b/);
    }
    expect((await api("GET", "/jobs/lookup?url=https://x.example/1")).status).toBe(401);
  });
});

describe("rows read by the lookup at 10,000 applications", () => {
  let user: WebUser;
  beforeAll(async () => {
    user = await signUpForWeb();
    await seedRows(user.userId);
    // Every seeded job gets a posting address and its key, as the domain would write them.
    await env.DB.prepare(
      "UPDATE jobs SET job_url = 'https://jobs.example/p/' || substr(id, instr(id, '-j') + 2), url_key = '//jobs.example/p/' || substr(id, instr(id, '-j') + 2) WHERE user_id = ?",
    )
      .bind(user.userId)
      .run();
  }, 120_000);

  it("reads the matching row and its few related rows, found or not", async () => {
    for (const [url, found] of [
      ["https://jobs.example/p/7777/?utm_source=x", true],
      ["https://jobs.example/p/99999", false],
    ] as const) {
      const { res, meter } = await measure(`/api/v1/jobs/lookup?url=${encodeURIComponent(url)}`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { job: { _id: string } | null };
      expect(body.job?._id ?? null).toBe(found ? `${user.userId}-j7777` : null);
      // The session and user reads plus the job's own row, its interviews and documents: never a scan.
      expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(5);
    }
  });
});
