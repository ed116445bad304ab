/**
 * The writers of writes.server.ts that take a list of rows find each row by its primary key: an account's
 * size does not add to what a write reads. Each statement below once walked every row of the account
 * through a user_id index and looked the list up for each (rows read: the account's rows, for every
 * statement of every import, undo and rescore); in an account of 200 copies they now read a handful.
 * Like `setJobMatches` (tests/worker/match/match.test.ts). So does the CSV import's look-up of duplicates.
 */
import { env } from "cloudflare:workers";
import { csvImportOptionsSchema } from "@core/schemas/data-import";
import { getDb } from "@worker/db/client";
import { importCsvFile } from "@worker/domain/data-import/csv-import.server";
import { importExportFile } from "@worker/domain/data-import/json-import.server";
import { bulkJobs, undoBulk } from "@worker/domain/jobs-bulk.server";
import { describe, expect, it } from "vitest";
import { LETTER } from "../offers/helpers";
import { api, as, createJob, type SignedUp, setPlan, signUp, testDeps } from "../support";
import { describeLog, meteredD1 } from "./d1-meter";

const COPIES = 200;

/**
 * `COPIES` copies of a row of `table` (ids `<id>-001`…), in SQL: the plan's limits and the API are not the point.
 * `numbered` columns are numbered the same way, e.g. an offer's `job_id`, so that each copy belongs to the
 * same-numbered copy of its job.
 */
async function copyRow(table: "jobs" | "contacts" | "offers", id: string, numbered: string[] = []) {
  const { results } = await env.DB.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>();
  const columns = results.map((r) => r.name);
  const values = columns.map((c) => (c === "id" || numbered.includes(c) ? `printf('%s-%03d', t.${c}, n.i)` : `t.${c}`));
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values.join(", ")} FROM ${table} t, n WHERE t.id = ?`,
  )
    .bind(COPIES, id)
    .run();
}

/** A metered view of D1 and the deps that use it; `rowsOf` answers the rows read by the statements matching `pattern`. */
function metered() {
  const m = meteredD1();
  m.tracker.reset();
  const deps = testDeps({ db: getDb(m.db) });
  const statements = (pattern: RegExp) => m.tracker.meter.log.filter((l) => pattern.test(l.sql));
  return { deps, statements, describe: () => describeLog(m.tracker.meter) };
}

/** Found by the primary key: the row, its index entries, a trigger's few reads; the account's 200 read well over 200. */
const BY_KEY = 30;
/**
 * An UPDATE of a job's status and fields: the analytics triggers (migrations 0013, 0038) read 164 rows of
 * their own, in an account of 201 jobs as in one of 401; walking the account read 564.
 */
const JOB_UPDATE = 180;

describe(`writes of a few rows in an account of ${COPIES + 1}`, () => {
  it("a spreadsheet's update of a duplicate (updateJobs) reads the job it updates, found by its company", async () => {
    const user = await signUp();
    const first = await createJob(user, { company: "Acme", position: "Engineer", jobUrl: "https://acme.example/1" });
    await copyRow("jobs", first);
    // The copies are other companies', so the file's row is a duplicate of the first alone.
    await env.DB.prepare("UPDATE jobs SET company = company || id WHERE user_id = ? AND id <> ?")
      .bind(user.userId, first)
      .run();
    const m = metered();
    const csv = new TextEncoder().encode(
      "Company,Job Title,Job Link,Notes\nAcme,Engineer,https://acme.example/1,Updated",
    );
    const options = csvImportOptionsSchema.parse({ onDuplicate: "update" });
    const outcome = await importCsvFile(m.deps, user.userId, csv, options);
    expect(outcome).toMatchObject({ ok: true, value: { updated: 1 } });
    // The file's companies looked up in the account (csv-import.server.ts existingByKey), by (user, company).
    const lookup = m.statements(/j\.job_url AS jobUrl/);
    expect(lookup, m.describe()).toHaveLength(1);
    expect(lookup[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const update = m.statements(/^\s*UPDATE "jobs" SET\s+status/);
    expect(update, m.describe()).toHaveLength(1);
    expect(update[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(JOB_UPDATE);
    const notes = await env.DB.prepare("SELECT notes FROM jobs WHERE id = ?").bind(first).first<{ notes: string }>();
    expect(notes?.notes).toBe("Updated");
  });

  it("a backup's import reads its records by key (existingTargetsSql), dates the contacts it adds to (refreshLastContacts) and links them (insertContactJobs)", async () => {
    const user = await signUp();
    await setPlan(user.userId, "premium");
    const contact = await api("POST", "/contacts", { ...as(user), body: { name: "Priya" } });
    expect(contact.status).toBe(201);
    const contactId = contact.body.contact._id as string;
    await copyRow("contacts", contactId);
    const jobId = await createJob(user, { company: "Acme", position: "Engineer" });
    await copyRow("jobs", jobId);
    const m = metered();
    const file = {
      format: "offerpath-export",
      version: 1,
      // The account's own contact and job (left as they are), with an interaction and a link they do not have yet.
      contacts: [
        {
          _id: contactId,
          name: "Priya",
          relatedJobs: [jobId],
          interactionHistory: [{ _id: "new-call", date: "2026-10-01T09:00:00.000Z", method: "call" }],
        },
      ],
      jobs: [{ _id: jobId, company: "Acme", position: "Engineer" }],
    };
    const outcome = await importExportFile(m.deps, user.userId, file);
    expect(outcome).toMatchObject({
      ok: true,
      value: { imported: { interactions: 1 }, alreadyPresent: { contacts: 1 } },
    });
    const lookups = m.statements(/JOIN contacts t ON/);
    // Read before the batch and again at its end.
    expect(lookups, m.describe()).toHaveLength(2);
    for (const l of lookups) expect(l.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const dated = m.statements(/^\s*UPDATE "contacts" SET\s+last_contact_date/);
    expect(dated, m.describe()).toHaveLength(1);
    expect(dated[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const links = m.statements(/^\s*INSERT OR IGNORE INTO "contact_jobs"/);
    expect(links, m.describe()).toHaveLength(1);
    expect(links[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const linked = await env.DB.prepare("SELECT count(*) AS n FROM contact_jobs WHERE contact_id = ? AND job_id = ?")
      .bind(contactId, jobId)
      .first<{ n: number }>();
    expect(linked?.n).toBe(1);
    const row = await env.DB.prepare("SELECT last_contact_date AS d FROM contacts WHERE id = ?")
      .bind(contactId)
      .first<{ d: number }>();
    expect(row?.d).toBe(Date.parse("2026-10-01T09:00:00.000Z"));
  });

  it("a bulk delete's undo puts back and reads the records of documents sent with the jobs it restores (insertAppliedDocuments, dropAppliedDocumentsBut)", async () => {
    const user: SignedUp = await signUp();
    // Room for the restore: the plan's limit is not the point.
    await setPlan(user.userId, "premium");
    const first = await createJob(user, { company: "Acme", position: "Engineer" });
    await copyRow("jobs", first);
    // A record of a document sent with each application.
    await env.DB.prepare(
      `INSERT INTO job_applied_documents (job_id, user_id, document_id, sha256, type, name, recorded_at)
       SELECT id, user_id, NULL, 'sha-' || id, 'resume', 'cv.pdf', 0 FROM jobs WHERE user_id = ?`,
    )
      .bind(user.userId)
      .run();
    const deps = testDeps();
    const deleted = await bulkJobs(deps, user.userId, { ids: [first], action: "delete" });
    expect(deleted.done).toBe(1);
    const m = metered();
    expect(await undoBulk(m.deps, user.userId, deleted.undo?.token ?? "")).toMatchObject({
      ok: true,
      value: { restored: 1 },
    });
    const restore = m.statements(/^\s*INSERT OR IGNORE INTO "job_applied_documents"/);
    expect(restore, m.describe()).toHaveLength(1);
    expect(restore[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const drop = m.statements(/^\s*DELETE FROM "job_applied_documents"/);
    expect(drop, m.describe()).toHaveLength(1);
    expect(drop[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const kept = await env.DB.prepare("SELECT sha256 FROM job_applied_documents WHERE job_id = ?")
      .bind(first)
      .all<{ sha256: string }>();
    expect(kept.results).toEqual([{ sha256: `sha-${first}` }]);
  });

  it("a bulk action reads the offers of the jobs it names, found by their job (offers_job_idx), not the account's", async () => {
    const user: SignedUp = await signUp();
    await setPlan(user.userId, "premium");
    const first = await createJob(user, { company: "Acme", position: "Engineer" });
    await copyRow("jobs", first);
    const put = await api("PUT", `/jobs/${first}/offer`, { token: user.token, body: LETTER });
    expect(put.status).toBe(200);
    // An offer on every copy: the account holds 201.
    const offer = await env.DB.prepare("SELECT id FROM offers WHERE job_id = ?").bind(first).first<{ id: string }>();
    await copyRow("offers", offer?.id ?? "", ["job_id"]);
    const m = metered();
    const deleted = await bulkJobs(m.deps, user.userId, { ids: [first], action: "delete" });
    expect(deleted.done).toBe(1);
    const reads = m.statements(/^\s*select\b.*\bfrom "offers"/is);
    expect(reads, m.describe()).toHaveLength(1);
    expect(reads[0]?.rowsRead, m.describe()).toBeLessThanOrEqual(BY_KEY);
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM offers WHERE user_id = ?")
      .bind(user.userId)
      .first<{ n: number }>();
    expect(kept?.n).toBe(COPIES);
  });
});
