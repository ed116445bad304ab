/** /applications/bulk, as a browser without JavaScript posts it (issue 31, decision 047). */

import { env } from "cloudflare:workers";
import { UNDO_WINDOW_MS } from "@core/limits";
import { runDocumentsSweep } from "@worker/domain/documents/sweep.server";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  api,
  as,
  createJob,
  FILES,
  followToast,
  formPost,
  page,
  setPlan,
  signUpForWeb,
  testDeps,
  upload,
  type WebUser,
} from "../support";

const post = (u: WebUser, fields: [string, string][]) => formPost("/applications/bulk", fields, u.cookie);
const ids = (list: string[]): [string, string][] => list.map((id) => ["ids", id]);

/** The undo token the flash carries in its Undo form. */
function undoToken(html: string): string {
  const token = html.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) throw new Error("no Undo form in the page");
  return token;
}

const statusOf = async (u: WebUser, id: string) => (await api("GET", `/jobs/${id}`, as(u))).body.job?.status;

describe("/applications/bulk", () => {
  it("changes the status of the ticked applications and the flash's Undo sets them back", async () => {
    const u = await signUpForWeb();
    const a = await createJob(u, { status: "saved" });
    const b = await createJob(u);
    const res = await post(u, [
      ...ids([a, b]),
      ["intent", "status"],
      ["status", "rejected"],
      ["returnTo", "/applications?sort=a-z"],
    ]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/applications?sort=a-z");
    const html = await followToast(res, u.cookie);
    expect(html).toContain("Status set to Rejected for 2 applications.");
    expect([await statusOf(u, a), await statusOf(u, b)]).toEqual(["rejected", "rejected"]);

    const undone = await post(u, [
      ["intent", "undo"],
      ["token", undoToken(html)],
      ["returnTo", "/applications"],
    ]);
    expect(await followToast(undone, u.cookie)).toContain("Undone: 2 applications back to their previous status.");
    expect([await statusOf(u, a), await statusOf(u, b)]).toEqual(["saved", "applied"]);
    const again = await post(u, [
      ["intent", "undo"],
      ["token", undoToken(html)],
    ]);
    expect(await followToast(again, u.cookie)).toContain("Nothing to undo: this change was already undone");
  });

  it("asks before a delete, naming how many and which, then deletes and offers the undo", async () => {
    const u = await signUpForWeb();
    const mine = [await createJob(u, { company: "Acme" }), await createJob(u, { company: "Globex" })];
    const other = await signUpForWeb();
    const theirs = await createJob(other, { company: "Secret Corp" });
    const ask = await post(u, [...ids([...mine, theirs]), ["intent", "delete"]]);
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain("Delete 2 applications?");
    expect(html).toContain("Engineer at Acme");
    expect(html).toContain("Engineer at Globex");
    expect(html).not.toContain("Secret Corp");
    expect(html).not.toContain(theirs);
    expect(await statusOf(u, mine[0])).toBe("applied");

    const done = await post(u, [...ids(mine), ["intent", "delete"], ["confirmed", "1"]]);
    const after = await followToast(done, u.cookie);
    expect(after).toContain("2 applications deleted.");
    expect((await api("GET", "/jobs", as(u))).body.totalJobs).toBe(0);
    const undone = await post(u, [
      ["intent", "undo"],
      ["token", undoToken(after)],
    ]);
    expect(await followToast(undone, u.cookie)).toContain("Undone: 2 applications restored.");
    expect((await api("GET", "/jobs", as(u))).body.totalJobs).toBe(2);
  });

  it("takes every application of the page with Select all, and refuses a foreign id without touching the others", async () => {
    const u = await signUpForWeb();
    const other = await signUpForWeb();
    const mine = [await createJob(u), await createJob(u)];
    const theirs = await createJob(other);
    const res = await post(u, [
      ["allOnPage", "1"],
      ...mine.map((id): [string, string] => ["pageIds", id]),
      ["pageIds", theirs],
      ["intent", "favorite"],
    ]);
    expect(await followToast(res, u.cookie)).toContain(
      "2 applications marked as favorite. 1 application was not found and left as it was.",
    );
    expect((await api("GET", "/jobs?favorite=true", as(u))).body.totalJobs).toBe(2);
    expect((await api("GET", `/jobs/${theirs}`, as(other))).body.job.favorite).toBe(false);
    // Without "Select all" ticked, the page's ids are not taken.
    const none = await post(u, [...mine.map((id): [string, string] => ["pageIds", id]), ["intent", "unfavorite"]]);
    expect(await followToast(none, u.cookie)).toContain("Select at least one application");
    expect((await api("GET", "/jobs?favorite=true", as(u))).body.totalJobs).toBe(2);
  });

  it("exports the selection as the applications CSV, on a plan with export", async () => {
    const u = await signUpForWeb();
    const [a, , c] = [
      await createJob(u, { company: "Alpha" }),
      await createJob(u, { company: "Beta" }),
      await createJob(u, { company: "Gamma" }),
    ];
    const exportOf = (list: string[]) => formPost("/applications/bulk/export", ids(list), u.cookie);
    const refused = await exportOf([a]);
    expect(await followToast(refused, u.cookie)).toContain("CSV and ZIP export is included in the");

    await setPlan(u.userId, "premium");
    const res = await exportOf([a, c]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="offerpath-export-\d{4}-\d{2}-\d{2}-applications-selected\.csv"/,
    );
    const text = await res.text();
    const full = await (await page("/profile/data/export?format=csv&area=jobs", u.cookie)).text();
    // The same columns as the account's applications CSV, and only the selected rows.
    expect(text.split("\r\n")[0]).toBe(full.split("\r\n")[0]);
    const rows = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((r) => r.Company)).toEqual(["Alpha", "Gamma"]);
  });

  it("keeps the objects of a bulk delete's files for the undo window, and the sweep removes them after", async () => {
    const u = await signUpForWeb();
    const job = await createJob(u);
    const file = await upload(u, FILES.pdf("bulk-sweep"), "cv.pdf", { path: `/jobs/${job}/documents` });
    const key = `${u.userId}/${file.body.document._id}`;
    await post(u, [...ids([job]), ["intent", "delete"], ["confirmed", "1"]]);
    expect((await api("GET", "/documents", as(u))).body.documents).toEqual([]);
    await runDocumentsSweep(testDeps(), new Date());
    expect(await env.DOCUMENTS.head(key)).not.toBeNull();
    await runDocumentsSweep(testDeps(), new Date(Date.now() + UNDO_WINDOW_MS + 1000));
    expect(await env.DOCUMENTS.head(key)).toBeNull();
  });

  it("opened by its address, says where the bulk actions are", async () => {
    const u = await signUpForWeb();
    const html = await (await page("/applications/bulk", u.cookie)).text();
    expect(html).toContain("Select applications on the");
  });
});
