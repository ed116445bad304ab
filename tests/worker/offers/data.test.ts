/**
 * Offers go wherever their application's rows go (issue 34): the JSON backup and a CSV of their own, the
 * JSON import into another account (and back into the same one without a second copy), a bulk delete and
 * its undo (the offer and its reminders back), and account deletion.
 */
import { env } from "cloudflare:workers";
import { deleteAccount } from "@worker/domain/auth/accounts.server";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { api, PASSWORD, type SignedUp, send, setPlan, signUp, testDeps } from "../support";
import { jobOf, LETTER } from "./helpers";

function exportOf(user: SignedUp, query: string) {
  return send(`/api/v1/export?${query}`, {
    headers: { Authorization: `Bearer ${user.token}`, "CF-Connecting-IP": user.ip },
  });
}

const count = async (sql: string, ...values: string[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("offers in the export and the import", () => {
  it("are in the JSON backup, read back by an import into another account, once", async () => {
    const me = await signUp();
    const jobId = await jobOf(me, "Initech");
    const put = await api("PUT", `/jobs/${jobId}/offer`, { token: me.token, body: LETTER });
    const res = await exportOf(me, "format=json");
    expect(res.status).toBe(200);
    const file = await res.json<Record<string, unknown>>();
    expect(file.offers).toEqual([
      {
        id: put.body.offer._id,
        jobId,
        ...Object.fromEntries(Object.entries(put.body.offer).filter(([k]) => !["_id", "jobId"].includes(k))),
      },
    ]);

    const other = await signUp();
    const imported = await api("POST", "/import/json", { token: other.token, body: file });
    expect(imported.status).toBe(200);
    const jobs = (await api("GET", "/jobs", { token: other.token })).body.jobs;
    expect(jobs).toHaveLength(1);
    const back = await api("GET", `/jobs/${jobs[0]._id}/offer`, { token: other.token });
    expect(back.status).toBe(200);
    const { _id, jobId: _job, createdAt, updatedAt, ...fields } = back.body.offer;
    const { _id: _a, jobId: _b, createdAt: _c, updatedAt: _d, ...original } = put.body.offer;
    expect(fields).toEqual(original);
    expect(createdAt).toBe(put.body.offer.createdAt);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM due_items WHERE user_id = ? AND kind LIKE 'offer_deadline%'",
        other.userId,
      ),
    ).toBe(2);

    expect(imported.body.imported.offers).toBe(1);
    // The same file again: the job is there already, and so is its one offer.
    const again = await api("POST", "/import/json", { token: other.token, body: file });
    expect(again.body.imported.offers).toBe(0);
    expect(again.body.alreadyPresent.offers).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM offers WHERE user_id = ?", other.userId)).toBe(1);
  });

  it("are restored onto an application already in the account that has none, never over one it has", async () => {
    const me = await signUp();
    const jobId = await jobOf(me, "Initech");
    const put = await api("PUT", `/jobs/${jobId}/offer`, { token: me.token, body: LETTER });
    const file = await (await exportOf(me, "format=json")).json<Record<string, unknown>>();

    // The offer deleted, the backup brings it back onto the same application.
    expect((await api("DELETE", `/jobs/${jobId}/offer`, { token: me.token })).status).toBe(200);
    const restored = await api("POST", "/import/json", { token: me.token, body: file });
    expect(restored.status).toBe(200);
    expect(restored.body.imported).toMatchObject({ jobs: 0, offers: 1 });
    expect(restored.body.alreadyPresent).toMatchObject({ jobs: 1, offers: 0 });
    const back = await api("GET", `/jobs/${jobId}/offer`, { token: me.token });
    expect(back.status).toBe(200);
    expect(back.body.offer.fixed).toEqual(put.body.offer.fixed);
    expect(back.body.offer.notes).toBe(put.body.offer.notes);

    // An offer of the account's own stays as it is: the file's is counted as already present.
    const mine = await api("PUT", `/jobs/${jobId}/offer`, {
      token: me.token,
      body: { ...LETTER, notes: "Mine, revised" },
    });
    expect(mine.status).toBe(200);
    const kept = await api("POST", "/import/json", { token: me.token, body: file });
    expect(kept.body.imported).toMatchObject({ jobs: 0, offers: 0 });
    expect(kept.body.alreadyPresent).toMatchObject({ jobs: 1, offers: 1 });
    expect((await api("GET", `/jobs/${jobId}/offer`, { token: me.token })).body.offer.notes).toBe("Mine, revised");
    expect(await count("SELECT COUNT(*) AS n FROM offers WHERE user_id = ?", me.userId)).toBe(1);
  });

  it("refuses an offer that names no job of the file, or a bad figure, naming the record", async () => {
    const me = await signUp();
    const base = { format: "offerpath-export", version: 1, jobs: [{ id: "j1", company: "A", position: "B" }] };
    const stray = await api("POST", "/import/json", {
      token: me.token,
      body: { ...base, offers: [{ ...LETTER, jobId: "elsewhere" }] },
    });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toContain('offers[0].jobId: links to job "elsewhere", which is not in the file');
    const bad = await api("POST", "/import/json", {
      token: me.token,
      body: { ...base, offers: [{ ...LETTER, jobId: "j1", relocation: -1 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("offers[0].relocation: must be 0 or more");
    expect(await count("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?", me.userId)).toBe(0);
  });

  it("have a CSV of their own (RFC 4180, formulas neutralised) on plans with export", async () => {
    const me = await signUp();
    await setPlan(me.userId, "basic");
    const jobId = await jobOf(me, 'Acme, "Labs"');
    await api("PUT", `/jobs/${jobId}/offer`, {
      token: me.token,
      body: { ...LETTER, notes: "=HYPERLINK(1)\nline two" },
    });
    const res = await exportOf(me, "format=csv&area=offers");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/-offers\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"Acme, ""Labs"""');
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Company: 'Acme, "Labs"',
      Currency: "INR",
      "Fixed pay given as": "components",
      Basic: "720000",
      HRA: "360000",
      "Variable at target": "200000",
      "Expected payout %": "80",
      "Joining bonus": "100000",
      "Employer PF": "percent-of-basic",
      Benefits: "Group health insurance: 15000",
      Metro: "Yes",
      State: "karnataka",
      Deadline: "2027-02-10",
      Notes: "'=HYPERLINK(1)\nline two",
      "Application ID": jobId,
    });
  });
});

describe("offers and deletions", () => {
  it("come back with their reminders when a bulk delete is undone", async () => {
    const me = await signUp();
    const jobId = await jobOf(me);
    const put = await api("PUT", `/jobs/${jobId}/offer`, { token: me.token, body: LETTER });
    const offerId = put.body.offer._id;
    const deleted = await api("POST", "/jobs/bulk", { token: me.token, body: { ids: [jobId], action: "delete" } });
    expect(deleted.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM offers WHERE id = ?", offerId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM due_items WHERE source_id = ?", offerId)).toBe(0);
    const undone = await api("POST", "/jobs/bulk/undo", { token: me.token, body: { token: deleted.body.undo.token } });
    expect(undone.status).toBe(200);
    const back = await api("GET", `/jobs/${jobId}/offer`, { token: me.token });
    expect(back.status).toBe(200);
    expect(back.body.offer).toEqual(put.body.offer);
    expect(await count("SELECT COUNT(*) AS n FROM due_items WHERE source_id = ?", offerId)).toBe(2);
  });

  it("go with the account", async () => {
    const me = await signUp();
    const jobId = await jobOf(me);
    await api("PUT", `/jobs/${jobId}/offer`, { token: me.token, body: LETTER });
    const result = await deleteAccount(testDeps(), me.userId, PASSWORD);
    expect(result.ok).toBe(true);
    expect(await count("SELECT COUNT(*) AS n FROM offers WHERE user_id = ?", me.userId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM due_items WHERE user_id = ?", me.userId)).toBe(0);
  });
});
