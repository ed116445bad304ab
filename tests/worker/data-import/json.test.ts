/** POST /api/v1/import/json: an Offerpath export back into an account (issue 22, decision 032). */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, type SignedUp, signUp } from "../support";

async function onPlan(user: SignedUp, planId: string) {
  await env.DB.prepare("UPDATE users SET current_plan_id = ? WHERE id = ?").bind(planId, user.userId).run();
}

/** An export-shaped file: two contacts (one with interactions), three jobs (interviews, a contact person), tasks. */
function exportFile(tag = "a") {
  return {
    format: "offerpath-export",
    version: 1,
    exportedAt: "2026-11-20T10:00:00.000Z",
    profile: { name: "Someone", email: "someone@example.com" },
    contacts: [
      {
        _id: `${tag}-c1`,
        name: "Priya Raman",
        email: "priya@example.com",
        company: "Acme",
        relationship: "recruiter",
        tags: ["fintech"],
        relatedJobs: [`${tag}-j2`],
        interactionHistory: [
          { _id: `${tag}-i1`, date: "2026-10-01T09:00:00.000Z", method: "call", notes: "Intro call" },
          { _id: `${tag}-i2`, date: "2026-10-05T09:00:00.000Z", method: "email", notes: "Sent CV" },
        ],
        createdAt: "2026-09-01T00:00:00.000Z",
        updatedAt: "2026-10-05T09:00:00.000Z",
      },
      { _id: `${tag}-c2`, name: "Sam Lee", relatedJobs: [], interactionHistory: [] },
    ],
    jobs: [
      {
        _id: `${tag}-j1`,
        company: "Acme",
        position: "Engineer",
        status: "interview",
        jobUrl: "https://acme.example/jobs/1",
        salary: { min: 100, max: 200, currency: "USD" },
        applicationDate: "2026-09-10T00:00:00.000Z",
        contactPerson: `${tag}-c1`,
        interviewHistory: [
          { _id: `${tag}-v1`, date: "2026-10-10T10:00:00.000Z", interviewType: "video", withPerson: "CTO", notes: "" },
        ],
        priority: "high",
        favorite: true,
      },
      { _id: `${tag}-j2`, company: "Globex", position: "Designer", status: "applied", interviewHistory: [] },
      { _id: `${tag}-j3`, company: "Initech", position: "Analyst", status: "saved" },
    ],
    tasks: [
      {
        _id: `${tag}-t1`,
        title: "Prepare for Acme",
        status: "pending",
        dueDate: "2026-10-09T00:00:00.000Z",
        relatedJob: { _id: `${tag}-j1`, company: "Acme", position: "Engineer" },
        relatedContact: `${tag}-c1`,
      },
      { _id: `${tag}-t2`, title: "Done thing", status: "completed", completedAt: "2026-10-02T00:00:00.000Z" },
    ],
    documents: [],
    payments: [],
  };
}

const importJson = (user: SignedUp, body: unknown) => api("POST", "/import/json", { token: user.token, body });

/** The account's records as read back through the API, without ids and timestamps. */
async function accountContent(user: SignedUp) {
  const jobs = (await api("GET", "/jobs?limit=100&sort=a-z", { token: user.token })).body.jobs;
  const contacts = (await api("GET", "/contacts?limit=100&sort=a-z", { token: user.token })).body.contacts;
  const tasks = (await api("GET", "/tasks?limit=100&sort=oldest", { token: user.token })).body.tasks;
  const byId = (list: any[]) => new Map(list.map((r) => [r._id, r]));
  const jobsById = byId(jobs);
  const contactsById = byId(contacts);
  return {
    jobs: jobs.map((j: any) => ({
      company: j.company,
      position: j.position,
      status: j.status,
      jobUrl: j.jobUrl,
      salary: j.salary,
      applicationDate: j.applicationDate,
      priority: j.priority,
      favorite: j.favorite,
      contactPerson: j.contactPerson ? contactsById.get(j.contactPerson)?.name : null,
      interviews: j.interviewHistory.map((i: any) => ({ date: i.date, type: i.interviewType, with: i.withPerson })),
    })),
    contacts: contacts.map((c: any) => ({
      name: c.name,
      email: c.email,
      relationship: c.relationship,
      tags: c.tags,
      lastContactDate: c.lastContactDate,
      relatedJobs: c.relatedJobs.map((r: any) => r.company).sort(),
      interactions: c.interactionHistory.map((i: any) => ({ date: i.date, method: i.method, notes: i.notes })),
    })),
    tasks: tasks.map((t: any) => ({
      title: t.title,
      status: t.status,
      dueDate: t.dueDate,
      completedAt: t.completedAt,
      job: t.relatedJob ? jobsById.get(t.relatedJob._id)?.company : null,
      contact: t.relatedContact ? contactsById.get(t.relatedContact._id)?.name : null,
    })),
  };
}

describe("import of an Offerpath export", () => {
  it("restores applications, interviews, tasks, contacts, interactions and their links", async () => {
    const u = await signUp();
    const res = await importJson(u, exportFile());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      imported: { jobs: 3, interviews: 1, tasks: 2, contacts: 2, interactions: 2, offers: 0 },
      updated: 0,
      skipped: [],
    });
    const content = await accountContent(u);
    expect(content.jobs.map((j: { company: string }) => j.company)).toEqual(["Acme", "Globex", "Initech"]);
    expect(content.jobs[0]).toMatchObject({
      status: "interview",
      salary: { min: 100, max: 200, currency: "USD" },
      applicationDate: "2026-09-10T00:00:00.000Z",
      priority: "high",
      favorite: true,
      contactPerson: "Priya Raman",
      interviews: [{ date: "2026-10-10T10:00:00.000Z", type: "video", with: "CTO" }],
    });
    const priya = content.contacts.find((c: { name: string }) => c.name === "Priya Raman");
    expect(priya).toMatchObject({
      email: "priya@example.com",
      relationship: "recruiter",
      tags: ["fintech"],
      lastContactDate: "2026-10-05T09:00:00.000Z",
      // Globex explicitly; Acme through its contact person (contract §2.4).
      relatedJobs: ["Acme", "Globex"],
    });
    expect(priya?.interactions).toHaveLength(2);
    expect(content.tasks).toEqual([
      {
        title: "Prepare for Acme",
        status: "pending",
        dueDate: "2026-10-09T00:00:00.000Z",
        completedAt: null,
        job: "Acme",
        contact: "Priya Raman",
      },
      {
        title: "Done thing",
        status: "completed",
        dueDate: null,
        completedAt: "2026-10-02T00:00:00.000Z",
        job: null,
        contact: null,
      },
    ]);
    const counters = await env.DB.prepare("SELECT contacts, tasks_pending FROM user_counters WHERE user_id = ?")
      .bind(u.userId)
      .first<{ contacts: number; tasks_pending: number }>();
    expect(counters).toEqual({ contacts: 2, tasks_pending: 1 });
  });

  it("accepts the file as the multipart field file, and a BOM", async () => {
    const u = await signUp();
    const form = new FormData();
    form.set(
      "file",
      new File([`\uFEFF${JSON.stringify(exportFile())}`], "offerpath.json", { type: "application/json" }),
    );
    const res = await exports.default.fetch(`${ORIGIN}/api/v1/import/json`, {
      method: "POST",
      headers: { Authorization: `Bearer ${u.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).imported.jobs).toBe(3);
  });

  it("reads the documented export shape (docs/export-format.md): id, interviews, interactions and *Id links", async () => {
    const a = await signUp();
    const b = await signUp();
    await importJson(a, exportFile("api"));
    const source = exportFile("doc");
    const documented = {
      ...source,
      contacts: source.contacts.map(({ _id, relatedJobs, interactionHistory, ...c }) => ({
        ...c,
        id: _id,
        relatedJobIds: relatedJobs,
        interactions: interactionHistory.map(({ _id: id, ...i }) => ({ ...i, id })),
      })),
      jobs: source.jobs.map(({ _id, contactPerson, interviewHistory, ...j }) => ({
        ...j,
        id: _id,
        contactPersonId: contactPerson ?? null,
        interviews: (interviewHistory ?? []).map(({ _id: id, ...i }) => ({ ...i, id })),
      })),
      tasks: source.tasks.map(({ _id, relatedJob, relatedContact, ...t }) => ({
        ...t,
        id: _id,
        relatedJobId: relatedJob?._id ?? null,
        relatedContactId: relatedContact ?? null,
      })),
    };
    const res = await importJson(b, documented);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ jobs: 3, interviews: 1, tasks: 2, contacts: 2, interactions: 2, offers: 0 });
    expect(await accountContent(b)).toEqual(await accountContent(a));
  });

  it("round trip: a file imported into an empty account reads back the same into another", async () => {
    const a = await signUp();
    const b = await signUp();
    await importJson(a, exportFile("x"));
    await importJson(b, exportFile("y"));
    expect(await accountContent(b)).toEqual(await accountContent(a));
  });

  it("round trip through the real export: export -> import into an empty account -> the same content", async () => {
    const a = await signUp();
    await onPlan(a, "plan_basic");
    await importJson(a, exportFile("rt"));
    const exported = await exports.default.fetch(`${ORIGIN}/api/v1/export?format=json`, {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(exported.status).toBe(200);
    const file = await exported.json();
    const b = await signUp();
    const res = await importJson(b, file);
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual({ jobs: 3, interviews: 1, tasks: 2, contacts: 2, interactions: 2, offers: 0 });
    expect(await accountContent(b)).toEqual(await accountContent(a));
  });

  it("importing the same file twice creates nothing the second time", async () => {
    const u = await signUp();
    await importJson(u, exportFile());
    const before = await accountContent(u);
    const again = await importJson(u, exportFile());
    expect(again.status).toBe(200);
    expect(again.body.imported).toEqual({ jobs: 0, interviews: 0, tasks: 0, contacts: 0, interactions: 0, offers: 0 });
    expect(again.body.alreadyPresent).toEqual({
      jobs: 3,
      interviews: 1,
      tasks: 2,
      contacts: 2,
      interactions: 2,
      offers: 0,
    });
    expect(await accountContent(u)).toEqual(before);
  });

  it("a record deleted since the first import comes back on the second", async () => {
    const u = await signUp();
    await importJson(u, exportFile());
    const jobs = (await api("GET", "/jobs?search=Initech", { token: u.token })).body.jobs;
    await api("DELETE", `/jobs/${jobs[0]._id}`, { token: u.token });
    const again = await importJson(u, exportFile());
    expect(again.body.imported.jobs).toBe(1);
    expect((await api("GET", "/jobs", { token: u.token })).body.totalJobs).toBe(3);
  });

  it("stops at the plan's limit and says how many were left out and why", async () => {
    const u = await signUp(); // Free: 10 job applications, 20 contacts
    await api("POST", "/jobs", { token: u.token, body: { company: "Existing", position: "One" } });
    const file = exportFile();
    file.jobs = Array.from({ length: 12 }, (_, i) => ({
      _id: `big-${i}`,
      company: `Company ${i}`,
      position: "Role",
      status: "applied",
      interviewHistory: [
        { _id: `big-v${i}`, date: "2026-10-10T10:00:00.000Z", interviewType: "phone", withPerson: "", notes: "" },
      ],
    })) as any;
    file.contacts[0].relatedJobs = ["big-11"];
    file.tasks[0].relatedJob = { _id: "big-11", company: "", position: "" };
    const res = await importJson(u, file);
    expect(res.status).toBe(200);
    expect(res.body.imported.jobs).toBe(9);
    expect(res.body.imported.interviews).toBe(9);
    expect(res.body.skipped).toHaveLength(3);
    expect(res.body.skipped[0]).toEqual({
      area: "jobs",
      row: 10,
      reason: "You've reached the job applications limit for your Free plan (10 job applications): not imported",
    });
    expect((await api("GET", "/jobs", { token: u.token })).body.totalJobs).toBe(10);
    // The left-out job's task is imported without its link.
    const tasks = (await api("GET", "/tasks?limit=100", { token: u.token })).body.tasks;
    expect(tasks.find((t: any) => t.title === "Prepare for Acme").relatedJob).toBeNull();
  });

  it("an unlimited plan imports past the Free limit", async () => {
    const u = await signUp();
    await onPlan(u, "plan_premium");
    const file = exportFile();
    file.jobs = Array.from({ length: 30 }, (_, i) => ({ _id: `p-${i}`, company: `C${i}`, position: "R" })) as any;
    file.contacts[0].relatedJobs = [];
    file.tasks = [];
    const res = await importJson(u, file);
    expect(res.body.imported.jobs).toBe(30);
    expect(res.body.skipped).toEqual([]);
  });
});

describe("bad files: a clear 400 and nothing written", () => {
  async function refused(body: { raw?: string; json?: unknown }, status: number, message: string | RegExp) {
    const u = await signUp();
    const res =
      body.raw !== undefined
        ? await api("POST", "/import/json", {
            token: u.token,
            rawBody: body.raw,
            headers: { "Content-Type": "application/json" },
          })
        : await importJson(u, body.json);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    const jobs = await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE user_id = ?")
      .bind(u.userId)
      .first<{ n: number }>();
    const contacts = await env.DB.prepare("SELECT count(*) AS n FROM contacts WHERE user_id = ?")
      .bind(u.userId)
      .first<{ n: number }>();
    expect([jobs?.n, contacts?.n]).toEqual([0, 0]);
  }

  it("broken JSON", () =>
    refused(
      { raw: '{"format":"offerpath-export",' },
      400,
      "The file is not valid JSON (an Offerpath export is a .json file)",
    ));
  it("an empty body", () => refused({ raw: "  " }, 400, "The file is empty"));
  it("not an object", () =>
    refused({ json: [1, 2] }, 400, "The file is not an Offerpath export (expected a JSON object)"));
  it("another format", () =>
    refused({ json: { ...exportFile(), format: "huntr" } }, 400, /^file\.format: must be "offerpath-export"/));
  it("another version", () =>
    refused(
      { json: { ...exportFile(), version: 2 } },
      400,
      /^file\.version: must be 1: this file is from another version/,
    ));
  it("a link to a job not in the file", () => {
    const file = exportFile();
    file.tasks[0].relatedJob = { _id: "someone-elses-job", company: "", position: "" };
    return refused(
      { json: file },
      400,
      'tasks[0].relatedJob: links to job "someone-elses-job", which is not in the file',
    );
  });
  it("a contact person not in the file", () => {
    const file = exportFile();
    file.jobs[0].contactPerson = "nope";
    return refused({ json: file }, 400, 'jobs[0].contactPerson: links to contact "nope", which is not in the file');
  });
  it("a record that fails the form's schema (the last one: nothing before it is written)", () => {
    const file = exportFile();
    file.jobs[2].company = "x".repeat(101);
    return refused({ json: file }, 400, "jobs[2].company: must be at most 100 characters");
  });
  it("a record without an id", () => {
    const file = exportFile();
    (file.jobs[1] as any)._id = undefined;
    return refused({ json: file }, 400, "jobs[1]._id is required");
  });
  it("the same id twice", () => {
    const file = exportFile();
    file.jobs[1]._id = file.jobs[0]._id;
    return refused({ json: file }, 400, "jobs[1]._id: appears twice in the file");
  });
  it("a body past 20 MB is 413", async () => {
    const u = await signUp();
    const res = await api("POST", "/import/json", {
      token: u.token,
      rawBody: `{"x":"${"a".repeat(20 * 1024 * 1024 + 70 * 1024)}"}`,
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Import files can be up to 20 MB");
  });
  it("another content type is 415, no token is 401", async () => {
    const u = await signUp();
    const res = await api("POST", "/import/json", {
      token: u.token,
      rawBody: "a,b",
      headers: { "Content-Type": "text/csv" },
    });
    expect(res.status).toBe(415);
    expect((await api("POST", "/import/json", { body: exportFile() })).status).toBe(401);
  });
});

describe("ownership", () => {
  it("another user's ids in a file never link to or change their records", async () => {
    const victim = await signUp();
    const job = (await api("POST", "/jobs", { token: victim.token, body: { company: "Victim Co", position: "X" } }))
      .body.job;
    const contact = (await api("POST", "/contacts", { token: victim.token, body: { name: "Victim Contact" } })).body
      .contact;
    const attacker = await signUp();
    const file = {
      format: "offerpath-export",
      version: 1,
      contacts: [{ _id: contact._id, name: "Mine", relatedJobs: [job._id] }],
      jobs: [{ _id: job._id, company: "Mine", position: "Mine", contactPerson: contact._id }],
      tasks: [{ _id: "t", title: "Mine", relatedJob: job._id, relatedContact: contact._id }],
    };
    const res = await importJson(attacker, file);
    expect(res.status).toBe(200);
    expect(res.body.imported).toMatchObject({ jobs: 1, contacts: 1, tasks: 1 });
    const victimJob = (await api("GET", `/jobs/${job._id}`, { token: victim.token })).body.job;
    expect(victimJob.company).toBe("Victim Co");
    const victimContact = (await api("GET", `/contacts/${contact._id}`, { token: victim.token })).body.contact;
    expect(victimContact.name).toBe("Victim Contact");
    const mine = (await api("GET", "/jobs", { token: attacker.token })).body.jobs[0];
    expect(mine._id).not.toBe(job._id);
    expect(mine.contactPerson).not.toBe(contact._id);
    const task = (await api("GET", "/tasks", { token: attacker.token })).body.tasks[0];
    expect(task.relatedJob._id).toBe(mine._id);
    const links = await env.DB.prepare("SELECT count(*) AS n FROM contact_jobs WHERE job_id = ? OR contact_id = ?")
      .bind(job._id, contact._id)
      .first<{ n: number }>();
    expect(links?.n).toBe(0);
  });

  it("an account's own export imported into itself creates nothing", async () => {
    const u = await signUp();
    const job = (await api("POST", "/jobs", { token: u.token, body: { company: "Own", position: "X" } })).body.job;
    const res = await importJson(u, { format: "offerpath-export", version: 1, jobs: [job] });
    expect(res.body.imported.jobs).toBe(0);
    expect(res.body.alreadyPresent.jobs).toBe(1);
  });
});
