/**
 * Undoing an import as a whole, for a day (issue 30, decision 040): the rows it created go, with their
 * interviews and interactions; rows edited since (or still referred to) are kept and named; a second undo
 * and an undo after a day are refused with a sentence; another user's import is not found. On the API
 * (`POST /import/:id/undo`) and from the outcome screen's form, without JavaScript.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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
    expect(res.body.removed).toEqual({ jobs: 2, contacts: 1, tasks: 1 });
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
    expect(html).toContain("Removed: 2 applications, 0 contacts, 0 tasks.");
    expect(await countJobs(user.userId)).toBe(0);
    const after = await (await page(action ?? "", user.cookie)).text();
    expect(after).toContain("It has been undone already.");
  });
});
