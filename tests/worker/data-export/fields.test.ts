/**
 * One list of a job's fields (issue 29): the API, the JSON export and the CSV export agree on a job with
 * every field set, and the JSON export comes back through the JSON import as it was. With issue 30's
 * details: an unspecified salary is exported empty (not 0/0) and comes back unspecified; an import leaves
 * an absent location empty ("Not specified" on the screens); the tasks CSV names the application and the
 * contact beside their ids.
 */
import { env, exports } from "cloudflare:workers";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { api, as, ORIGIN, page, type SignedUp, send, setPlan, signUp, signUpForWeb } from "../support";

function exportOf(user: SignedUp, query: string) {
  return send(`/api/v1/export?${query}`, {
    headers: { Authorization: `Bearer ${user.token}`, "CF-Connecting-IP": user.ip },
  });
}

async function csvOf(user: SignedUp, area: string) {
  const text = await (await exportOf(user, `format=csv&area=${area}`)).text();
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function postCsv(user: SignedUp, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
  const res = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
    method: "POST",
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const locations = async (userId: string) =>
  (
    await env.DB.prepare("SELECT company, job_location AS location FROM jobs WHERE user_id = ? ORDER BY company")
      .bind(userId)
      .all<{ company: string; location: string }>()
  ).results;

/** A job with every field the API takes set to something other than its default. */
const EVERY_FIELD = {
  company: "Acme Rockets",
  position: "Flight Engineer",
  status: "offer",
  jobType: "contract",
  jobLocation: "Bengaluru",
  jobDescription: "Build rockets",
  jobUrl: "https://acme.example/jobs/42",
  notes: "Great team",
  feedbackReceived: "Strong systems answers",
  salary: { min: 1200000, max: 1800000, currency: "USD" },
  applicationDate: "2026-10-03",
  priority: "high",
  favorite: true,
};

describe("a job's fields, once for the API and the export", () => {
  it("the API, the JSON export and the CSV export agree on a job with every field set, and the JSON comes back through the import", async () => {
    const user = await signUp({ name: "Ada Fields" });
    await setPlan(user.userId, "basic");
    const contact = await api("POST", "/contacts", { ...as(user), body: { name: "Priya Raman" } });
    const created = await api("POST", "/jobs", {
      ...as(user),
      body: { ...EVERY_FIELD, contactPerson: contact.body.contact._id },
    });
    expect(created.status).toBe(201);
    const job = created.body.job;
    for (const [field, value] of Object.entries(EVERY_FIELD)) {
      if (field !== "applicationDate") expect(job[field], field).toEqual(value);
    }

    const file = await (await exportOf(user, "format=json")).json<Record<string, any>>();
    const [exported] = file.jobs;
    // `matchScore` is derived (the stored resume match, decision 055): not exported, computed again on import.
    const { _id, user: owner, contactPerson, documents, interviewHistory, matchScore, ...shared } = job;
    expect(matchScore).toBeNull();
    expect(exported).not.toHaveProperty("matchScore");
    // Every field the API writes is in the JSON, with the same value; the wiring under the export's names.
    for (const [field, value] of Object.entries(shared)) expect(exported[field], field).toEqual(value);
    expect(exported.id).toBe(_id);
    expect(exported.contactPersonId).toBe(contactPerson);
    expect(owner).toBe(user.userId);
    expect(documents).toMatchObject({ resume: "", coverLetter: "" });
    expect(interviewHistory).toEqual([]);

    const [row] = await csvOf(user, "jobs");
    const cells: Record<string, unknown> = {
      company: row.Company,
      position: row.Position,
      status: row.Status,
      jobType: row["Job type"],
      jobLocation: row.Location,
      jobDescription: row["Job description"],
      jobUrl: row["Job URL"],
      notes: row.Notes,
      feedbackReceived: row["Feedback received"],
      salary: { min: Number(row["Salary min"]), max: Number(row["Salary max"]), currency: row["Salary currency"] },
      applicationDate: `${row["Date applied"]}T00:00:00.000Z`,
      priority: row.Priority,
      favorite: row.Favourite === "Yes",
    };
    for (const [field, value] of Object.entries(cells)) expect(value, field).toEqual(job[field]);
    expect(row["Contact person"]).toBe("Priya Raman");
    expect(row["Application ID"]).toBe(job._id);
    expect(row["Created (Asia/Kolkata)"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    // The JSON export into another account: the same job, its contact person linked to the imported contact.
    const other = await signUp();
    const imported = await api("POST", "/import/json", { ...as(other), body: file });
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toMatchObject({ jobs: 1, contacts: 1 });
    const [back] = (await api("GET", "/jobs", as(other))).body.jobs;
    const { _id: id2, user: owner2, contactPerson: person2, ...sharedBack } = back;
    expect(sharedBack).toEqual({ ...shared, documents, interviewHistory, matchScore });
    const [otherContact] = (await api("GET", "/contacts", as(other))).body.contacts;
    expect(person2).toBe(otherContact._id);
    expect(id2).not.toBe(_id);
    expect(owner2).toBe(other.userId);
  });

  it("an unspecified salary is exported empty (CSV) and null (JSON), not 0/0, and imports back as unspecified", async () => {
    const user = await signUp();
    await setPlan(user.userId, "basic");
    await api("POST", "/jobs", { ...as(user), body: { company: "NoPay", position: "Volunteer" } });
    await api("POST", "/jobs", {
      ...as(user),
      body: { company: "UpTo", position: "Dev", salary: { min: 0, max: 50000, currency: "EUR" } },
    });
    const rows = await csvOf(user, "jobs");
    const byCompany = new Map(rows.map((r) => [r.Company, r]));
    expect(byCompany.get("NoPay")).toMatchObject({ "Salary min": "", "Salary max": "", "Salary currency": "INR" });
    expect(byCompany.get("UpTo")).toMatchObject({ "Salary min": "", "Salary max": "50000", "Salary currency": "EUR" });

    const file = await (await exportOf(user, "format=json")).json<Record<string, any>>();
    const salaries = Object.fromEntries(file.jobs.map((j: any) => [j.company, j.salary]));
    expect(salaries).toEqual({
      NoPay: { min: null, max: null, currency: "INR" },
      UpTo: { min: null, max: 50000, currency: "EUR" },
    });

    const other = await signUp();
    expect((await api("POST", "/import/json", { ...as(other), body: file })).status).toBe(200);
    const back = (await api("GET", "/jobs?sort=a-z", as(other))).body.jobs;
    expect(back.map((j: any) => [j.company, j.salary])).toEqual([
      ["NoPay", { min: 0, max: 0, currency: "INR" }],
      ["UpTo", { min: 0, max: 50000, currency: "EUR" }],
    ]);
  });

  it("the tasks CSV names the related application and contact beside their ids", async () => {
    const user = await signUp();
    await setPlan(user.userId, "basic");
    const job = (await api("POST", "/jobs", { ...as(user), body: { company: "Globex", position: "Designer" } })).body
      .job;
    const contact = (await api("POST", "/contacts", { ...as(user), body: { name: "Sam Lee" } })).body.contact;
    await api("POST", "/tasks", {
      ...as(user),
      body: { title: "Send portfolio", relatedJob: job._id, relatedContact: contact._id },
    });
    await api("POST", "/tasks", { ...as(user), body: { title: "Alone" } });
    const rows = await csvOf(user, "tasks");
    expect(rows.map((r) => [r.Title, r.Application, r["Application ID"], r.Contact, r["Contact ID"]])).toEqual([
      ["Send portfolio", "Globex — Designer", job._id, "Sam Lee", contact._id],
      ["Alone", "", "", "", ""],
    ]);
  });
});

describe("an import states only what its file states: no location is no location", () => {
  it("a CSV without a location column, or with an empty cell, leaves the location empty", async () => {
    const user = await signUp();
    const noColumn = await postCsv(user, "Company,Job Title\r\nAcme,Engineer");
    expect(noColumn.body.imported.jobs).toBe(1);
    const emptyCell = await postCsv(user, "Company,Job Title,Location\r\nGlobex,Designer,\r\nInitech,Analyst,Pune");
    expect(emptyCell.body.imported.jobs).toBe(2);
    expect(await locations(user.userId)).toEqual([
      { company: "Acme", location: "" },
      { company: "Globex", location: "" },
      { company: "Initech", location: "Pune" },
    ]);
    // The web client echoes the whole job on an edit: the empty location stays empty, not "remote".
    const [acme] = (await api("GET", "/jobs?sort=a-z", as(user))).body.jobs;
    const edited = await api("PATCH", `/jobs/${acme._id}`, { ...as(user), body: { ...acme, notes: "Called" } });
    expect(edited.body.job.jobLocation).toBe("");
  });

  it("a JSON record without a location leaves it empty; the API's create body keeps its remote default", async () => {
    const user = await signUp();
    const file = {
      format: "offerpath-export",
      version: 1,
      jobs: [
        { id: "j1", company: "Acme", position: "Engineer" },
        { id: "j2", company: "Globex", position: "Designer", jobLocation: null },
        { id: "j3", company: "Initech", position: "Analyst", jobLocation: "remote" },
      ],
    };
    expect((await api("POST", "/import/json", { ...as(user), body: file })).status).toBe(200);
    const made = await api("POST", "/jobs", { ...as(user), body: { company: "Umbrella", position: "Chemist" } });
    expect(made.body.job.jobLocation).toBe("remote");
    expect(await locations(user.userId)).toEqual([
      { company: "Acme", location: "" },
      { company: "Globex", location: "" },
      { company: "Initech", location: "remote" },
      { company: "Umbrella", location: "remote" },
    ]);
  });

  it("the applications list and the job page show an empty location as Not specified", async () => {
    const user = await signUpForWeb();
    // A salary is given, so the only "Not specified" on the screens is the location's.
    await postCsv(user, "Company,Job Title,Salary\r\nAcme,Engineer,50000");
    const list = await (await page("/applications", user.cookie)).text();
    expect(list).toContain("<dd>Not specified</dd>");
    expect(list).not.toContain("<dd>Remote</dd>");
    const [job] = (await api("GET", "/jobs", as(user))).body.jobs;
    const detail = await (await page(`/jobs/${job._id}`, user.cookie)).text();
    expect(detail).toContain("Not specified");
    expect(detail).not.toContain("Remote");
  });
});
