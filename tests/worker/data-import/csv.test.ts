/** POST /api/v1/import/csv: a spreadsheet's rows as applications (issue 22, decision 032). */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createJob, ORIGIN, type SignedUp, setPlan, signUp } from "../support";

const HUNTR = [
  "Company,Job Title,List,Date Applied,Job Link,Location,Salary,Notes,Contact",
  'Acme,Engineer,Wishlist,,https://acme.example/1,Remote,"$100k - $120,000",Looks good,',
  'Globex,"Designer, Senior",Applied,03/04/2026,https://globex.example/2,Berlin,,"Said ""hi""",Priya',
  "Initech,Analyst,Interviewing,25/04/2026,,Pune,₹1200000,,",
  "Umbrella,Chemist,Offer,2026-05-01,,,,,",
  "Hooli,PM,Ghosted,01/05/2026,,,,,",
].join("\r\n");

const TEAL = [
  "Job Position,Company,Status,Applied On,URL,Location,Salary,Notes,Excitement",
  "Backend Dev,Stark,Bookmarked,,https://stark.example,NYC,,,3",
  "Frontend Dev,Wayne,Interviewing,2026-03-02,https://wayne.example,Gotham,90000,call Tue,5",
].join("\n");

async function postCsv(user: SignedUp, csv: string | Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([csv as BlobPart], "jobs.csv", { type: "text/csv" }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
    method: "POST",
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function jobCount(user: SignedUp) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE user_id = ?")
    .bind(user.userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const allJobs = async (user: SignedUp) =>
  (await api("GET", "/jobs?limit=100&sort=a-z", { token: user.token })).body.jobs;

describe("CSV import", () => {
  it("dryRun guesses a Huntr-style file's fields, shows rows as they would be saved and each row's errors; writes nothing", async () => {
    const u = await signUp();
    const res = await postCsv(u, HUNTR, { dryRun: "true", dateOrder: "DMY" });
    expect(res.status).toBe(200);
    expect(res.body.mapping).toEqual({
      Company: "company",
      "Job Title": "position",
      List: "status",
      "Date Applied": "applicationDate",
      "Job Link": "jobUrl",
      Location: "jobLocation",
      Salary: "salary",
      Notes: "notes",
      Contact: "contact",
    });
    expect(res.body.statusValues).toEqual({
      Wishlist: "saved",
      Applied: "applied",
      Interviewing: "interview",
      Offer: "offer",
      Ghosted: null,
    });
    expect(res.body.preview[0].job).toMatchObject({
      company: "Acme",
      position: "Engineer",
      status: "saved",
      salary: { min: 100000, max: 120000, currency: "USD" },
    });
    expect(res.body.preview[1].job).toMatchObject({
      position: "Designer, Senior",
      applicationDate: "2026-04-03T00:00:00.000Z",
      notes: 'Said "hi"\nContact: Priya',
    });
    expect(res.body.errors).toEqual([
      { row: 6, reason: 'Status "Ghosted" has no Offerpath status: choose one for it' },
    ]);
    expect(await jobCount(u)).toBe(0);
  });

  it("imports a Huntr-style file, with Ghosted mapped by the user", async () => {
    const u = await signUp();
    const res = await postCsv(u, HUNTR, { dateOrder: "DMY", statusMap: '{"Ghosted":"rejected"}' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, imported: { jobs: 5 }, updated: 0, skipped: [] });
    const jobs = await allJobs(u);
    expect(jobs.map((j: any) => [j.company, j.status])).toEqual([
      ["Acme", "saved"],
      ["Globex", "applied"],
      ["Hooli", "rejected"],
      ["Initech", "interview"],
      ["Umbrella", "offer"],
    ]);
    expect(jobs.find((j: any) => j.company === "Initech").salary).toEqual({
      min: 1200000,
      max: 1200000,
      currency: "INR",
    });
  });

  it("guesses a Teal-style file's fields", async () => {
    const u = await signUp();
    const dry = await postCsv(u, TEAL, { dryRun: "true" });
    expect(dry.body.mapping).toMatchObject({
      "Job Position": "position",
      Company: "company",
      Status: "status",
      "Applied On": "applicationDate",
      URL: "jobUrl",
      Excitement: "ignore",
    });
    const res = await postCsv(u, TEAL);
    expect(res.body.imported.jobs).toBe(2);
    const wayne = (await allJobs(u)).find((j: any) => j.company === "Wayne");
    expect(wayne).toMatchObject({
      status: "interview",
      applicationDate: "2026-03-02T00:00:00.000Z",
      jobLocation: "Gotham",
    });
  });

  it("reads 03/04/2026 by the chosen order and says when the order is ambiguous", async () => {
    const u = await signUp();
    const csv = "Company,Title,Date Applied\nA,B,03/04/2026\nC,D,05/06/2026";
    const guess = await postCsv(u, csv, { dryRun: "true" });
    expect(guess.body.dateOrderAmbiguous).toBe(true);
    const mdy = await postCsv(u, csv, { dryRun: "true", dateOrder: "MDY" });
    expect(mdy.body.preview[0].job.applicationDate).toBe("2026-03-04T00:00:00.000Z");
    const dmy = await postCsv(u, csv, { dryRun: "true", dateOrder: "DMY" });
    expect(dmy.body.preview[0].job.applicationDate).toBe("2026-04-03T00:00:00.000Z");
    const ymd = await postCsv(u, "Company,Title,Date Applied\nA,B,2026/03/04", { dryRun: "true", dateOrder: "YMD" });
    expect(ymd.body.preview[0].job.applicationDate).toBe("2026-03-04T00:00:00.000Z");
    const unambiguous = await postCsv(u, "Company,Title,Date Applied\nA,B,03/25/2026", { dryRun: "true" });
    expect(unambiguous.body).toMatchObject({ dateOrder: "MDY", dateOrderAmbiguous: false });
    const bad = await postCsv(u, "Company,Title,Date Applied\nA,B,31/31/2026", { dryRun: "true", dateOrder: "DMY" });
    expect(bad.body.errors[0]).toEqual({ row: 2, reason: 'Date applied "31/31/2026" is not a date (read as DMY)' });
  });

  it("an explicit mapping wins over the guess", async () => {
    const u = await signUp();
    const res = await postCsv(u, "Org,What,Where\nAcme,Engineer,Remote", {
      mapping: '{"Org":"company","What":"position","Where":"jobLocation"}',
    });
    expect(res.body.imported.jobs).toBe(1);
    expect((await allJobs(u))[0]).toMatchObject({ company: "Acme", position: "Engineer", jobLocation: "Remote" });
    const bad = await postCsv(u, "A\nB", { mapping: '{"A":"salaryMagic"}' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^mapping: must be one of: company/);
  });

  it("duplicates (same company, position and URL) are skipped, or update the application", async () => {
    const u = await signUp();
    await api("POST", "/jobs", {
      token: u.token,
      body: { company: "Acme", position: "Engineer", jobUrl: "https://acme.example/1", status: "applied" },
    });
    const csv =
      "Company,Title,URL,Status\nacme,engineer,https://acme.example/1,Offer\nAcme,Engineer,https://acme.example/other,Offer\nNew,Job,,Applied\nNew,Job,,Applied";
    const skip = await postCsv(u, csv);
    expect(skip.body.imported.jobs).toBe(2);
    expect(skip.body.skipped).toEqual([
      {
        row: 2,
        reason: "Matches an application you already have (same company, position and URL): skipped",
        code: "duplicate",
      },
      { row: 5, reason: "Same company, position and URL as row 4: skipped", code: "repeat" },
    ]);
    const update = await postCsv(u, csv, { onDuplicate: "update" });
    expect(update.body.updated).toBe(3);
    expect(update.body.imported.jobs).toBe(0);
    const acme = (await allJobs(u)).find((j: any) => j.jobUrl === "https://acme.example/1");
    expect(acme.status).toBe("offer");
    expect(await jobCount(u)).toBe(3);
  });

  it("rows that fail the job form's rules are listed and the rest imported", async () => {
    const u = await signUp();
    const res = await postCsv(
      u,
      `Company,Title,URL\n,Engineer,\nAcme,${"x".repeat(101)},\nOk,Fine,javascript:alert(1)\nGood,Row,`,
    );
    expect(res.body.imported.jobs).toBe(1);
    expect(res.body.skipped.map((s: any) => s.row)).toEqual([2, 3, 4]);
    expect(res.body.skipped[0].reason).toBe("Company name is required");
    expect(res.body.skipped[1].reason).toBe("position: must be at most 100 characters");
  });

  it("stops at the plan's limit and says how many rows were left out and why", async () => {
    const u = await signUp(); // Free: 10
    const rows = Array.from({ length: 14 }, (_, i) => `Company ${i},Role`);
    const res = await postCsv(u, `Company,Title\n${rows.join("\n")}`);
    expect(res.body.imported.jobs).toBe(10);
    expect(res.body.skipped).toHaveLength(4);
    expect(res.body.skipped[0]).toEqual({
      row: 12,
      reason: "You've reached the job applications limit for your Free plan (10 job applications): not imported",
      code: "planLimit",
    });
    expect(await jobCount(u)).toBe(10);
  });

  it("the preview says how much room the plan has, from the counters", async () => {
    const u = await signUp(); // Free: 10
    for (let i = 0; i < 9; i++) await createJob(u, { company: `Have ${i}` });
    const rows = Array.from({ length: 30 }, (_, i) => `Company ${i},Role`);
    const dry = await postCsv(u, `Company,Title\n${rows.join("\n")}\n,No company`, { dryRun: "true" });
    expect(dry.status).toBe(200);
    expect(dry.body.importable).toBe(30);
    expect(dry.body.planRoom).toEqual({ plan: "free", limit: 10, used: 9, remaining: 1 });
    const paid = await signUp();
    await setPlan(paid.userId, "premium");
    const open = await postCsv(paid, `Company,Title\n${rows.join("\n")}`, { dryRun: "true" });
    expect(open.body.planRoom).toMatchObject({ limit: null, remaining: null });
  });

  it("headers and status values named like built-in object members map and preview like any other", async () => {
    const u = await signUp();
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const csv = ["toString,constructor,__proto__", "Acme,Engineer,constructor", "Globex,Designer,toString"].join("\n");
    const dry = await postCsv(u, csv, { dryRun: "true" });
    expect(dry.status).toBe(200);
    // Guessed: none of them names a field, and each is still listed with its choice.
    expect(Object.entries(dry.body.mapping)).toEqual([
      ["toString", "ignore"],
      ["constructor", "ignore"],
      ["__proto__", "ignore"],
    ]);
    const mapping = '{"toString":"company","constructor":"position","__proto__":"status"}';
    const mapped = await postCsv(u, csv, { dryRun: "true", mapping });
    expect(Object.entries(mapped.body.mapping)).toEqual([
      ["toString", "company"],
      ["constructor", "position"],
      ["__proto__", "status"],
    ]);
    expect(Object.entries(mapped.body.statusValues)).toEqual([
      ["constructor", null],
      ["toString", null],
    ]);
    const statusMap = '{"constructor":"offer","toString":"rejected"}';
    const done = await postCsv(u, csv, { mapping, statusMap });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ imported: { jobs: 2 }, skipped: [] });
    const saved = (await allJobs(u)).map((j: { company: string; position: string; status: string }) => [
      j.company,
      j.position,
      j.status,
    ]);
    expect(saved).toEqual([
      ["Acme", "Engineer", "offer"],
      ["Globex", "Designer", "rejected"],
    ]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).company).toBeUndefined();
  });

  it("5,000 rows import in one request", async () => {
    const u = await signUp();
    await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(u.userId).run();
    const rows = Array.from(
      { length: 5000 },
      (_, i) =>
        `Company ${i},Role ${i},Applied,2026-01-${String((i % 28) + 1).padStart(2, "0")},https://x.example/${i}`,
    );
    const started = Date.now();
    const res = await postCsv(u, `Company,Title,Status,Date Applied,URL\n${rows.join("\n")}`);
    expect(res.status).toBe(200);
    expect(res.body.imported.jobs).toBe(5000);
    expect(await jobCount(u)).toBe(5000);
    const total = (await api("GET", "/jobs", { token: u.token })).body.totalJobs;
    expect(total).toBe(5000);
    console.log(`csv import: 5,000 rows in ${Date.now() - started} ms`);
  }, 60_000);
});

describe("bad CSV input: a clear 4xx and nothing written", () => {
  const cases: Array<[string, string | Uint8Array, number, string | RegExp]> = [
    ["an empty file", "", 400, "The file is empty"],
    ["only blank lines", "\n\n  \n", 400, "The file is empty"],
    ["a header with no rows", "Company,Title\n", 400, "The file has a header but no rows"],
    [
      "broken quoting",
      'Company,Title\nAcme,"Engineer\nB,C',
      400,
      /^The file's quoting is broken near row \d+: a quoted field is not closed$/,
    ],
    [
      "a binary file",
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x00, 0x01, 0xff, 0xfe]),
      400,
      "The file is not a CSV: it looks like a binary file",
    ],
    [
      "Latin-1 text",
      new Uint8Array([...new TextEncoder().encode("Company,Title\nCaf"), 0xe9, 0x2c, 0x41]),
      400,
      /^The file is not UTF-8 text/,
    ],
    ["UTF-16 text", new Uint8Array([0xff, 0xfe, 0x43, 0x00, 0x2c, 0x00]), 400, /^The file is UTF-16 text/],
  ];
  for (const [name, body, status, message] of cases) {
    it(name, async () => {
      const u = await signUp();
      const res = await postCsv(u, body);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      if (typeof message === "string") expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
      expect(await jobCount(u)).toBe(0);
    });
  }

  it("100,000 rows are refused", async () => {
    const u = await signUp();
    const res = await postCsv(u, `Company,Title\n${"A,B\n".repeat(100_000)}`);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The file has 100000 rows; an import takes up to 10000: split it");
    expect(await jobCount(u)).toBe(0);
  });

  it("a 20 MB file is refused", async () => {
    const u = await signUp();
    const res = await postCsv(u, `Company,Title\nA,${"b".repeat(20 * 1024 * 1024)}\n`);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Import files can be up to 20 MB");
  });

  it("not multipart is 415; a bad option is 400", async () => {
    const u = await signUp();
    const res = await api("POST", "/import/csv", { token: u.token, body: { file: "a,b" } });
    expect(res.status).toBe(415);
    const bad = await postCsv(u, "Company,Title\nA,B", { dateOrder: "YDM" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("dateOrder: must be one of: DMY, MDY, YMD");
  });
});

describe("CSV round trip for applications", () => {
  it("the applications CSV of an export imports into another account as the same applications", async () => {
    const a = await signUp();
    await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_basic' WHERE id = ?").bind(a.userId).run();
    const sources = [
      { company: "Acme, Inc.", position: 'Senior "Platform" Engineer', status: "interview", jobLocation: "Pune" },
      { company: "Globex", position: "Designer", status: "saved", jobUrl: "https://globex.example/jobs/7" },
      { company: "Initech", position: "Analyst", status: "rejected", notes: "=SUM(1,2)\nsecond line; café" },
      { company: "Umbrella", position: "Dev", status: "offer", applicationDate: "2026-03-04", notes: "+1 referral" },
    ];
    for (const body of sources) expect((await api("POST", "/jobs", { token: a.token, body })).status).toBe(201);
    const exported = await exports.default.fetch(`${ORIGIN}/api/v1/export?format=csv&area=jobs`, {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(exported.status).toBe(200);
    const csv = new Uint8Array(await exported.arrayBuffer());

    const b = await signUp();
    const res = await postCsv(b, csv, { dateOrder: "YMD" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported.jobs).toBe(sources.length);
    expect(res.body.skipped).toEqual([]);
    const shape = (jobs: any[]) =>
      jobs.map((j) => ({
        company: j.company,
        position: j.position,
        status: j.status,
        jobLocation: j.jobLocation,
        jobUrl: j.jobUrl,
        notes: j.notes,
        applicationDate: j.applicationDate,
        priority: j.priority,
      }));
    expect(shape(await allJobs(b))).toEqual(shape(await allJobs(a)));
  });
});
