/**
 * Issue 33, "what gets answers" (docs/decisions/056-what-gets-answers.md): each application's source on
 * every face (API, form, CSV import, export), the documents recorded when an application moves to applied
 * on every path (form, API, bulk, board move, attach while applied), the rollup's new keys against a
 * rebuild, and /analytics' "what gets answers" figures against a hand-computed account (Premium only).
 */
import { env, exports } from "cloudflare:workers";
import { answerRow, wilsonInterval } from "@core/answers";
import { getAdvancedAnalytics } from "@worker/domain/analytics/advanced.server";
import { rebuildRollup } from "@worker/domain/analytics/rollup.server";
import { describe, expect, it } from "vitest";
import {
  api,
  as,
  createJob,
  FILES,
  formPost,
  ORIGIN,
  page,
  type SignedUp,
  send,
  setPlan,
  signUp,
  signUpForWeb,
  testDeps,
  upload,
} from "../support";

async function resume(user: SignedUp, name = "cv.pdf", type = "resume") {
  const res = await upload(user, FILES.pdf(), name, { fields: { type } });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`upload failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.document as { _id: string; name: string };
}

const attach = (user: SignedUp, jobId: string, documentId: string) =>
  api("POST", `/jobs/${jobId}/documents`, { ...as(user), body: { documentId } });

async function recorded(jobId: string) {
  const { results } = await env.DB.prepare(
    "SELECT document_id, sha256, type, name, recorded_at FROM job_applied_documents WHERE job_id = ? ORDER BY name",
  )
    .bind(jobId)
    .all<{ document_id: string | null; sha256: string; type: string; name: string; recorded_at: number }>();
  return results;
}

async function rollup(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT month, data, totals FROM analytics_months WHERE user_id = ? ORDER BY month",
  )
    .bind(userId)
    .all<{ month: string; data: string; totals: string }>();
  const clean = (json: string) => Object.fromEntries(Object.entries(JSON.parse(json)).filter(([, v]) => v !== 0));
  return results.map((r) => ({ month: r.month, data: clean(r.data), totals: clean(r.totals) }));
}

describe("source", () => {
  it("the API creates, updates and reads it; an unknown one is a 400; a job without one reads ''", async () => {
    const u = await signUp();
    const plain = await api("POST", "/jobs", { ...as(u), body: { company: "Plain", position: "Dev" } });
    expect(plain.status).toBe(201);
    expect(plain.body.job.source).toBe("");
    const made = await api("POST", "/jobs", { ...as(u), body: { company: "Acme", position: "Dev", source: "naukri" } });
    expect(made.body.job.source).toBe("naukri");
    const id = made.body.job._id;
    const moved = await api("PATCH", `/jobs/${id}`, { ...as(u), body: { source: "referral" } });
    expect(moved.status).toBe(200);
    expect(moved.body.job.source).toBe("referral");
    expect((await api("GET", `/jobs/${id}`, as(u))).body.job.source).toBe("referral");
    const bad = await api("PATCH", `/jobs/${id}`, { ...as(u), body: { source: "myspace" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/source/);
    // A PATCH that does not name it keeps it.
    await api("PATCH", `/jobs/${id}`, { ...as(u), body: { notes: "n" } });
    expect((await api("GET", `/jobs/${id}`, as(u))).body.job.source).toBe("referral");
  });

  it("the form (no JavaScript) offers it, saves it on new and edit, and prefills it from a board's link", async () => {
    const u = await signUpForWeb();
    const form = await page("/jobs/new?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F123", u.cookie);
    const html = await form.text();
    expect(html).toMatch(/<select[^>]*name="source"/);
    expect(html).toMatch(/<option value="linkedin" selected="">LinkedIn<\/option>/);
    const created = await formPost(
      "/jobs/new",
      { company: "Formco", position: "Dev", source: "company-site" },
      u.cookie,
    );
    expect(created.status).toBe(302);
    const row = await env.DB.prepare("SELECT id, source FROM jobs WHERE user_id = ? AND company = 'Formco'")
      .bind(u.userId)
      .first<{ id: string; source: string }>();
    expect(row?.source).toBe("company-site");
    const edit = await page(`/jobs/edit/${row?.id}`, u.cookie);
    expect(await edit.text()).toMatch(/<select[^>]*name="job.source"/);
    const saved = await formPost(
      `/jobs/edit/${row?.id}`,
      { "job.company": "Formco", "job.position": "Dev", "job.source": "recruiter" },
      u.cookie,
    );
    expect(saved.status).toBe(302);
    const after = await env.DB.prepare("SELECT source FROM jobs WHERE id = ?")
      .bind(row?.id)
      .first<{ source: string }>();
    expect(after?.source).toBe("recruiter");
    const refused = await formPost("/jobs/new", { company: "Formco", position: "Dev", source: "nowhere" }, u.cookie);
    expect(refused.status).toBe(400);
  });

  it("a CSV import maps a source column (other tools' words), else reads the board from the job's link; the export writes it", async () => {
    const u = await signUp();
    await setPlan(u.userId, "premium");
    const csv = [
      "Company,Job Title,Status,Source,Job Link",
      "A1,Dev,Applied,LinkedIn Jobs,",
      "A2,Dev,Applied,Employee referral,",
      "A3,Dev,Applied,Company website,",
      "A4,Dev,Applied,Some newsletter,",
      "A5,Dev,Applied,,",
    ].join("\n");
    const form = new FormData();
    form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
    const res = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
      method: "POST",
      headers: { Authorization: `Bearer ${u.token}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const noColumn = new FormData();
    noColumn.set(
      "file",
      new File(
        [
          [
            "Company,Job Title,Status,Job Link",
            "B1,Dev,Applied,https://boards.greenhouse.io/acme/jobs/1",
            "B2,Dev,Applied,https://www.naukri.com/job-listings-1",
          ].join("\n"),
        ],
        "more.csv",
        { type: "text/csv" },
      ),
    );
    const res2 = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
      method: "POST",
      headers: { Authorization: `Bearer ${u.token}` },
      body: noColumn,
    });
    expect(res2.status).toBe(200);
    const { results } = await env.DB.prepare("SELECT company, source FROM jobs WHERE user_id = ? ORDER BY company")
      .bind(u.userId)
      .all<{ company: string; source: string }>();
    expect(Object.fromEntries(results.map((r) => [r.company, r.source]))).toEqual({
      A1: "linkedin",
      A2: "referral",
      A3: "company-site",
      A4: "other",
      A5: "",
      B1: "company-site",
      B2: "naukri",
    });
  });
});

describe("documents recorded when an application moves to applied", () => {
  it("on every path: created applied then attached, saved → applied by PATCH, by bulk, by a board move; saved and later stages do not record", async () => {
    const u = await signUp();
    const cv = await resume(u, "cv-one.pdf");
    const letter = await resume(u, "letter.pdf", "coverLetter");

    // Created applied, then a document attached while applied: recorded.
    const applied = await createJob(u, { status: "applied" });
    await attach(u, applied, cv._id);
    expect((await recorded(applied)).map((r) => [r.name, r.type, r.document_id])).toEqual([
      ["cv-one.pdf", "resume", cv._id],
    ]);

    // Saved with both attached: nothing; PATCH to applied records both.
    const patched = await createJob(u, { status: "saved" });
    await attach(u, patched, cv._id);
    await attach(u, patched, letter._id);
    expect(await recorded(patched)).toEqual([]);
    await api("PATCH", `/jobs/${patched}`, { ...as(u), body: { status: "applied" } });
    const two = await recorded(patched);
    expect(two.map((r) => r.name)).toEqual(["cv-one.pdf", "letter.pdf"]);
    expect(two[0].sha256).toMatch(/^[0-9a-f]{64}$/);

    // Bulk and board moves go through the same trigger.
    const bulked = await createJob(u, { status: "saved" });
    await attach(u, bulked, cv._id);
    const bulk = await api("POST", "/jobs/bulk", {
      ...as(u),
      body: { ids: [bulked], action: "status", value: "applied" },
    });
    expect(bulk.status).toBe(200);
    expect((await recorded(bulked)).length).toBe(1);
    const boarded = await createJob(u, { status: "saved" });
    await attach(u, boarded, cv._id);
    const move = await api("PATCH", `/jobs/${boarded}/move`, { ...as(u), body: { status: "applied" } });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect((await recorded(boarded)).length).toBe(1);

    // Straight from saved to interview records too (the application went out); attaching at interview does not.
    const skipped = await createJob(u, { status: "saved" });
    await attach(u, skipped, cv._id);
    await api("PATCH", `/jobs/${skipped}`, { ...as(u), body: { status: "interview" } });
    expect((await recorded(skipped)).length).toBe(1);
    await attach(u, skipped, letter._id);
    expect((await recorded(skipped)).length).toBe(1);

    // A later move back and forth records nothing twice; deleting the document keeps the record.
    await api("PATCH", `/jobs/${applied}`, { ...as(u), body: { status: "saved" } });
    await api("PATCH", `/jobs/${applied}`, { ...as(u), body: { status: "applied" } });
    expect((await recorded(applied)).length).toBe(1);
    expect((await api("DELETE", `/documents/${letter._id}`, as(u))).status).toBe(200);
    const kept = await recorded(patched);
    expect(kept.map((r) => [r.name, r.document_id])).toEqual([
      ["cv-one.pdf", cv._id],
      ["letter.pdf", null],
    ]);
  });

  it("the trigger-kept rollup equals a rebuild after records come and go; bulk delete and undo put them back", async () => {
    const u = await signUp();
    const cv = await resume(u);
    const a = await createJob(u, { status: "applied", source: "linkedin", applicationDate: "2026-03-02" });
    await attach(u, a, cv._id);
    const b = await createJob(u, { status: "saved", source: "naukri", applicationDate: "2026-03-03" });
    await attach(u, b, cv._id);
    await api("PATCH", `/jobs/${b}`, { ...as(u), body: { status: "applied" } });
    await api("PATCH", `/jobs/${b}`, { ...as(u), body: { status: "screening", source: "indeed" } });
    const kept = await rollup(u.userId);
    const keys = Object.keys(kept.find((r) => r.month === "2026-03")?.totals ?? {});
    expect(keys).toEqual(
      expect.arrayContaining(["so:linkedin:n", "so:indeed:n", "so:indeed:r", "mb:none:n", "mb:none:r"]),
    );
    expect(keys.some((k) => /^rv:[0-9a-f]{16}:n$/.test(k))).toBe(true);
    expect(keys).not.toContain("so:naukri:n");

    const before = await recorded(b);
    const del = await api("POST", "/jobs/bulk", { ...as(u), body: { ids: [a, b], action: "delete" } });
    expect(del.status).toBe(200);
    expect(await recorded(b)).toEqual([]);
    const undo = await api("POST", "/jobs/bulk/undo", { ...as(u), body: { token: del.body.undo.token } });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(await recorded(b)).toEqual(before);
    expect(await rollup(u.userId)).toEqual(kept);

    // A stored match score moves the application to its band.
    await env.DB.prepare("UPDATE jobs SET match_score = 72 WHERE id = ?").bind(a).run();
    const scored = await rollup(u.userId);
    expect(scored.find((r) => r.month === "2026-03")?.totals).toMatchObject({ "mb:60-79:n": 1, "mb:none:n": 1 });
    await rebuildRollup(testDeps(), u.userId, "UTC");
    const rebuilt = await rollup(u.userId);
    expect(rebuilt.map((r) => r.totals)).toEqual(scored.map((r) => r.totals));
  });
});

describe("export and import", () => {
  it("the JSON export writes each job's source and applied documents; importing it into another account puts both back", async () => {
    const u = await signUp();
    await setPlan(u.userId, "premium");
    const cv = await resume(u, "exported.pdf");
    const id = await createJob(u, { status: "applied", source: "glassdoor" });
    await attach(u, id, cv._id);
    const res = await send("/api/v1/export?format=json", {
      headers: { Authorization: `Bearer ${u.token}`, "CF-Connecting-IP": u.ip },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const job = JSON.parse(text).jobs[0];
    expect(job.source).toBe("glassdoor");
    expect(job.appliedDocuments).toEqual([
      {
        documentId: cv._id,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        type: "resume",
        name: "exported.pdf",
        recordedAt: expect.any(String),
      },
    ]);
    const other = await signUp();
    await setPlan(other.userId, "premium");
    const form = new FormData();
    form.set("file", new File([text], "export.json", { type: "application/json" }));
    const imported = await exports.default.fetch(`${ORIGIN}/api/v1/import/json`, {
      method: "POST",
      headers: { Authorization: `Bearer ${other.token}` },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const row = await env.DB.prepare("SELECT id, source FROM jobs WHERE user_id = ?")
      .bind(other.userId)
      .first<{ id: string; source: string }>();
    expect(row?.source).toBe("glassdoor");
    // The record comes back; the document is not this account's, so it names none.
    expect((await recorded(row?.id ?? "")).map((r) => [r.name, r.type, r.document_id, r.sha256])).toEqual([
      ["exported.pdf", "resume", null, job.appliedDocuments[0].sha256],
    ]);
  });
});

describe("/analytics: what gets answers", () => {
  it("by source, by resume version and by match band against a hand-computed account", async () => {
    const u = await signUp();
    await setPlan(u.userId, "premium");
    await api("PATCH", "/auth/update-profile", { ...as(u), body: { timeZone: "UTC" } });
    const v1 = await resume(u, "Resume v1.pdf");
    const v2 = await resume(u, "Resume v2.pdf");
    const today = new Date().toISOString().slice(0, 10);
    const day = (k: number) => new Date(Date.parse(today) - k * 86_400_000).toISOString().slice(0, 10);
    // LinkedIn: 6 applications with v1, 3 responses (2 screening after 2 and 4 days, 1 rejected after 10), 1 interview.
    // Naukri: 2 applications with v2 (hidden: fewer than 5). Referral: 5 with v2, none answered.
    const plan: [string, string, string | null, number | null][] = [
      ["linkedin", v1._id, "screening", 2],
      ["linkedin", v1._id, "interview", 4],
      ["linkedin", v1._id, "rejected", 10],
      ["linkedin", v1._id, null, null],
      ["linkedin", v1._id, null, null],
      ["linkedin", v1._id, null, null],
      ["naukri", v2._id, null, null],
      ["naukri", v2._id, "screening", 1],
      ["referral", v2._id, null, null],
      ["referral", v2._id, null, null],
      ["referral", v2._id, null, null],
      ["referral", v2._id, null, null],
      ["referral", v2._id, null, null],
    ];
    for (const [i, [source, doc, to, after]] of plan.entries()) {
      const id = await createJob(u, { status: "applied", source, applicationDate: day(20) });
      await attach(u, id, doc);
      if (i < 3) await env.DB.prepare("UPDATE jobs SET match_score = ? WHERE id = ?").bind([85, 45, 30][i], id).run();
      if (to && after !== null) {
        const at = Date.parse(day(20)) + after * 86_400_000 + 3_600_000;
        if (to === "interview") {
          await env.DB.prepare("UPDATE jobs SET status = 'screening', updated_at = ? WHERE id = ?").bind(at, id).run();
          await env.DB.prepare("UPDATE jobs SET status = 'interview', updated_at = ? WHERE id = ?")
            .bind(at + 86_400_000, id)
            .run();
        } else await env.DB.prepare("UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?").bind(to, at, id).run();
      }
    }
    const result = await getAdvancedAnalytics(testDeps(), u.userId, "last-3-months", ["answers"]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const a = result.value.answers;
    if (!a) throw new Error("answers missing");
    const linkedin = a.bySource.rows.find((r) => r.source === "linkedin");
    expect(linkedin).toMatchObject({
      applications: 6,
      responses: 3,
      interviews: 1,
      responseRate: 50,
      interviewRate: 16.7,
      medianDaysToFirstResponse: 4,
    });
    const w = wilsonInterval(3, 6);
    expect(linkedin?.responseInterval).toEqual({
      low: Math.round((w?.low ?? 0) * 1000) / 10,
      high: Math.round((w?.high ?? 0) * 1000) / 10,
    });
    expect(a.bySource.rows.find((r) => r.source === "referral")).toMatchObject({ applications: 5, responseRate: 0 });
    expect(a.bySource.rows.map((r) => r.source)).toEqual(["linkedin", "referral"]);
    expect(a.bySource.hidden).toBe(1);
    // Versions: v1 on 6 (3 answered), v2 on 7 (1 answered, after 1 day).
    expect(
      a.byResumeVersion.rows.map((r) => [r.name, r.applications, r.responses, r.medianDaysToFirstResponse]),
    ).toEqual([
      ["Resume v2.pdf", 7, 1, 1],
      ["Resume v1.pdf", 6, 3, 4],
    ]);
    expect(a.byResumeVersion.rows[0]).toMatchObject(answerRow(7, 1, 0, new Map([[1, 1]])));
    // Bands: 3 scored (85, 45, 30: one each, hidden), 10 without a score (1 response: the naukri screening).
    expect(a.scoreVsOutcome.rows.map((r) => [r.band, r.applications, r.responses])).toEqual([["none", 10, 1]]);
    expect(a.scoreVsOutcome.hidden).toBe(3);
  });

  it("the page shows the section on Premium (tables, charts, hidden counts) and the labelled sample elsewhere", async () => {
    const free = await signUpForWeb();
    const sample = await (await page("/analytics", free.cookie)).text();
    expect(sample).toContain("What gets answers");
    expect(sample).toContain("Sample data");
    expect(sample).toMatch(/By resume version/);
    const premium = await signUpForWeb();
    await setPlan(premium.userId, "premium");
    const cv = await resume(premium as SignedUp);
    for (let i = 0; i < 5; i++) {
      const id = await createJob(premium, { status: "applied", source: "naukri" });
      await attach(premium as SignedUp, id, cv._id);
    }
    // The support's applications are dated 2026-01-15: all time shows them.
    const html = await (await page("/analytics?period=all", premium.cookie)).text();
    expect(html).not.toContain("Sample data");
    expect(html).toContain("By source");
    const section = html.slice(html.indexOf("By source"), html.indexOf("By source") + 3000);
    expect(section).toContain("Naukri");
    expect(html).toContain("0% (0–35.1%)");
    expect(html).toContain("cv.pdf");
    expect(html).toMatch(/Score vs outcome/);
    expect(html).toMatch(/<svg[^>]*aria-labelledby/);
  });

  it("the API refuses advanced analytics below Premium as before (the same gate)", async () => {
    const u = await signUp();
    const res = await getAdvancedAnalytics(testDeps(), u.userId, "all", ["answers"]);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.code).toBe("PLAN_LIMIT");
  });
});
