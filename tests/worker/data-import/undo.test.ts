/**
 * Undoing an import as a whole, for a day (issue 30, decision 040): the rows it created go, with their
 * interviews and interactions; rows edited since (or still referred to) are kept and named; a second undo
 * and an undo after a day are refused with a sentence; another user's import is not found. The offers a
 * JSON import wrote go too, those on applications already in the account included, and no other offer.
 * On the API (`POST /import/:id/undo`) and from the outcome screen's form, without JavaScript.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LETTER } from "../offers/helpers";
import { api, as, countJobs, formPost, ORIGIN, page, type SignedUp, send, signUp, signUpForWeb } from "../support";

function exportFile() {
  return {
    format: "offerpath-export",
    version: 1,
    contacts: [
      { _id: "c1", name: "Priya", interactionHistory: [{ _id: "x1", date: "2026-10-01", method: "call" }] },
      { _id: "c2", name: "Sam" },
    ],
    jobs: [
      {
        _id: "j1",
        company: "Acme",
        position: "Engineer",
        interviewHistory: [{ _id: "v1", date: "2026-10-10T10:00:00.000Z", interviewType: "video" }],
      },
      { _id: "j2", company: "Globex", position: "Designer" },
      { _id: "j3", company: "Initech", position: "Analyst" },
    ],
    tasks: [{ _id: "t1", title: "Follow up" }],
  };
}

async function count(user: SignedUp, table: string) {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
    .bind(user.userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const undo = (user: SignedUp, id: string) => api("POST", `/import/${id}/undo`, as(user));

describe("undo an import", () => {
  it("removes the rows an import created, keeps and names those edited since, once", async () => {
    const user = await signUp();
    const own = await api("POST", "/jobs", { ...as(user), body: { company: "Mine", position: "Kept" } });
    expect(own.status).toBe(201);
    const imported = await api("POST", "/import/json", { ...as(user), body: exportFile() });
    expect(imported.status).toBe(200);
    const { importId } = imported.body;
    expect(importId).toMatch(/^[a-z0-9]+$/);

    // The user edits one imported application and adds an interaction to one imported contact.
    const jobs = (await api("GET", "/jobs?sort=a-z", as(user))).body.jobs;
    const globex = jobs.find((j: { company: string }) => j.company === "Globex");
    expect((await api("PATCH", `/jobs/${globex._id}`, { ...as(user), body: { status: "interview" } })).status).toBe(
      200,
    );
    const sam = (await api("GET", "/contacts?sort=a-z", as(user))).body.contacts.find(
      (c: { name: string }) => c.name === "Sam",
    );
    await api("POST", `/contacts/${sam._id}/interactions`, { ...as(user), body: { method: "email" } });

    const res = await undo(user, importId);
    expect(res.status).toBe(200);
    expect(res.body.removed).toEqual({ jobs: 2, contacts: 1, tasks: 1, offers: 0 });
    expect(res.body.kept).toEqual([
      { area: "jobs", id: globex._id, name: "Globex — Designer" },
      { area: "contacts", id: sam._id, name: "Sam" },
    ]);
    const left = (await api("GET", "/jobs?sort=a-z", as(user))).body.jobs.map((j: { company: string }) => j.company);
    expect(left).toEqual(["Globex", "Mine"]);
    expect(await count(user, "interviews")).toBe(0);
    expect(await count(user, "interactions")).toBe(1);
    expect(await count(user, "tasks")).toBe(0);

    const again = await undo(user, importId);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This import has been undone already");
    // The file imported again brings back what was undone, and leaves what was kept.
    const back = await api("POST", "/import/json", { ...as(user), body: exportFile() });
    expect(back.body.imported.jobs).toBe(2);
    expect(await countJobs(user.userId)).toBe(4);
  });

  it("is refused after a day, and another user's import is not found", async () => {
    const user = await signUp();
    const imported = await api("POST", "/import/json", { ...as(user), body: exportFile() });
    const { importId } = imported.body;
    const stranger = await signUp();
    const foreign = await undo(stranger, importId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Import not found");
    expect((await undo(user, "nosuchimport")).status).toBe(404);

    await env.DB.prepare("UPDATE import_runs SET created_at = created_at - 86400001 WHERE id = ?").bind(importId).run();
    const late = await undo(user, importId);
    expect(late.status).toBe(400);
    expect(late.body.message).toContain("An import can be undone for a day after it");
    expect(await countJobs(user.userId)).toBe(3);
  });

  it("a CSV import's outcome screen offers the undo as a plain form, which removes the rows", async () => {
    const user = await signUpForWeb();
    const form = new FormData();
    form.set("intent", "csv");
    form.set("file", new File(["Company,Job Title\r\nAcme,Engineer\r\nGlobex,Designer"], "jobs.csv"));
    const uploaded = await send("/profile/data/import", {
      method: "POST",
      headers: { Cookie: user.cookie, Origin: ORIGIN },
      body: form,
    });
    const location = uploaded.headers.get("Location") ?? "";
    const confirm = await formPost(location, { intent: "confirm" }, user.cookie);
    expect(confirm.status).toBe(302);
    expect(await countJobs(user.userId)).toBe(2);

    const outcome = await (await page(`${location}/outcome`, user.cookie)).text();
    const action = /<form[^>]*action="(\/profile\/data\/import\/undo\/[a-z0-9]+)"/.exec(outcome)?.[1];
    expect(action).toBeDefined();
    expect(outcome).toContain("Undo this import");
    const done = await formPost(action ?? "", {}, user.cookie);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain("The import was undone");
    expect(html).toContain("Removed: 2 applications, 0 contacts, 0 tasks, 0 offers.");
    expect(await countJobs(user.userId)).toBe(0);
    const after = await (await page(action ?? "", user.cookie)).text();
    expect(after).toContain("It has been undone already.");
  });

  it("removes the offers a JSON import wrote, onto applications already in the account too, and no other", async () => {
    const user = await signUp();
    const job = async (company: string) =>
      (await api("POST", "/jobs", { ...as(user), body: { company, position: "Engineer" } })).body.job._id as string;
    const [restored, mine] = [await job("Initech"), await job("Globex")];
    const offerOf = (jobId: string) => api("GET", `/jobs/${jobId}/offer`, as(user));
    const put = (jobId: string, notes: string) =>
      api("PUT", `/jobs/${jobId}/offer`, { ...as(user), body: { ...LETTER, notes } });
    expect((await put(restored, "From the backup")).status).toBe(200);
    expect((await put(mine, "Mine")).status).toBe(200);
    const backup = await (
      await send("/api/v1/export?format=json", {
        headers: { Authorization: `Bearer ${user.token}`, "CF-Connecting-IP": user.ip },
      })
    ).json<{ jobs: unknown[]; offers: unknown[] }>();
    // The backup gains an application this account does not have, with its offer.
    const file = {
      ...backup,
      jobs: [...backup.jobs, { _id: "new-job", company: "Hooli", position: "PM" }],
      offers: [...backup.offers, { ...LETTER, jobId: "new-job", notes: "New" }],
    };
    // Initech's offer deleted: the import writes the backup's back onto it; Globex keeps its own.
    expect((await api("DELETE", `/jobs/${restored}/offer`, as(user))).status).toBe(200);
    const imported = await api("POST", "/import/json", { ...as(user), body: file });
    expect(imported.body.imported).toMatchObject({ jobs: 1, offers: 2 });
    expect(imported.body.alreadyPresent).toMatchObject({ jobs: 2, offers: 1 });
    const written = (await offerOf(restored)).body.offer;
    expect(written.notes).toBe("From the backup");
    const mineBefore = (await offerOf(mine)).body.offer;

    const res = await undo(user, imported.body.importId);
    expect(res.status).toBe(200);
    expect(res.body.removed).toEqual({ jobs: 1, contacts: 0, tasks: 0, offers: 2 });
    expect(res.body.kept).toEqual([]);
    expect((await offerOf(restored)).status).toBe(404);
    expect((await offerOf(mine)).body.offer).toEqual(mineBefore);
    expect(await count(user, "offers")).toBe(1);
    expect(await countJobs(user.userId)).toBe(2);
    // The removed offer's deadline reminders went with it; the kept one's stay.
    const reminders = await env.DB.prepare(
      "SELECT source_id AS id FROM due_items WHERE user_id = ? AND kind LIKE 'offer_deadline%'",
    )
      .bind(user.userId)
      .all<{ id: string }>();
    expect(new Set(reminders.results.map((r) => r.id))).toEqual(new Set([mineBefore._id]));
  });

  it("keeps and names an offer edited since the import, and an application holding an offer of the user's", async () => {
    const user = await signUp();
    const existing = (await api("POST", "/jobs", { ...as(user), body: { company: "Initech", position: "Analyst" } }))
      .body.job._id as string;
    const file = {
      format: "offerpath-export",
      version: 1,
      jobs: [
        { _id: existing, company: "Initech", position: "Analyst" },
        { _id: "j-new", company: "Hooli", position: "PM" },
        { _id: "j-bare", company: "Acme", position: "Engineer" },
      ],
      offers: [{ ...LETTER, jobId: existing }],
    };
    const imported = await api("POST", "/import/json", { ...as(user), body: file });
    expect(imported.body.imported).toMatchObject({ jobs: 2, offers: 1 });
    const jobs = (await api("GET", "/jobs?sort=a-z", as(user))).body.jobs as Array<{ _id: string; company: string }>;
    const hooli = jobs.find((j) => j.company === "Hooli")?._id ?? "";
    // The user edits the imported offer and adds one of their own to an imported application.
    const edited = await api("PUT", `/jobs/${existing}/offer`, { ...as(user), body: { ...LETTER, notes: "Revised" } });
    expect(edited.status).toBe(200);
    expect((await api("PUT", `/jobs/${hooli}/offer`, { ...as(user), body: LETTER })).status).toBe(200);

    const res = await undo(user, imported.body.importId);
    expect(res.body.removed).toEqual({ jobs: 1, contacts: 0, tasks: 0, offers: 0 });
    expect(res.body.kept).toEqual([
      { area: "jobs", id: hooli, name: "Hooli — PM" },
      { area: "offers", id: edited.body.offer._id, name: "Initech — Analyst" },
    ]);
    expect((await api("GET", `/jobs/${existing}/offer`, as(user))).body.offer.notes).toBe("Revised");
    expect((await api("GET", `/jobs/${hooli}/offer`, as(user))).status).toBe(200);
  });

  it("an imported offer is still the import's after a bulk delete and its undo", async () => {
    const user = await signUp();
    const file = {
      format: "offerpath-export",
      version: 1,
      jobs: [{ _id: "j1", company: "Hooli", position: "PM" }],
      offers: [{ ...LETTER, jobId: "j1" }],
    };
    const imported = await api("POST", "/import/json", { ...as(user), body: file });
    const [job] = (await api("GET", "/jobs", as(user))).body.jobs as Array<{ _id: string }>;
    const deleted = await api("POST", "/jobs/bulk", { ...as(user), body: { ids: [job?._id], action: "delete" } });
    expect(deleted.body.done).toBe(1);
    const back = await api("POST", "/jobs/bulk/undo", { ...as(user), body: { token: deleted.body.undo.token } });
    expect(back.body.restored).toBe(1);
    expect(await count(user, "offers")).toBe(1);

    const res = await undo(user, imported.body.importId);
    expect(res.body.removed).toEqual({ jobs: 1, contacts: 0, tasks: 0, offers: 1 });
    expect(await count(user, "offers")).toBe(0);
  });
});
