/**
 * Import of a spreadsheet's CSV as job applications (issue 22, docs/decisions/032-data-import.md). Rows
 * that match an application the account has (same company and position, case-insensitive, and same URL)
 * or an earlier row of the file are skipped or update it (`onDuplicate`); every write goes out in one
 * atomic batch, within the plan's limit. `dryRun` answers what would be saved and writes nothing.
 */

import type { ImportCounts, SkippedRow } from "@core/data-import";
import type { CsvField, CsvImportOptions } from "@core/schemas/data-import";
import type { JobCreateInput } from "@core/schemas/job";
import { sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { jobCountSql } from "../counters.server";
import { refreshJobMatches } from "../match/stored.server";
import { planAllowance, planLimitMessage, planQuota } from "../plan-limits.server";
import { chunkRows, insertImportRun, insertJobs, type JobRow, jobRowFrom, updateJobs } from "../writes.server";
import { guessDateOrder, guessMapping, mapStatus, planRows, readCsv } from "./csv";
import { todayForUser } from "./json-import.server";

export const PREVIEW_ROWS = 10;

/** Why a row was not imported, for the outcome to group them. */
export type SkipCode = "invalid" | "repeat" | "duplicate" | "planLimit";
export type CsvSkippedRow = SkippedRow & { code: SkipCode };

/**
 * How many more applications the plan allows, from the trigger-kept counter (decision 020, no scan):
 * `remaining` is null when the plan has no limit.
 */
export type PlanRoom = { plan: string; limit: number | null; used: number; remaining: number | null };

export type CsvPreview = {
  dryRun: true;
  headers: string[];
  mapping: Record<string, CsvField>;
  dateOrder: string;
  dateOrderAmbiguous: boolean;
  statusValues: Record<string, string | null>;
  rows: number;
  preview: Array<{ row: number; job: Record<string, unknown> }>;
  errors: SkippedRow[];
  /** Rows without an error: what an import would try to write (before duplicates and the plan's room). */
  importable: number;
  planRoom: PlanRoom;
};
export type CsvOutcome = {
  imported: ImportCounts;
  updated: number;
  skipped: CsvSkippedRow[];
  /** The import's id: undone as a whole for a day (`undoImport`). */
  importId: string;
};

/** A concurrent confirm of the same kept upload imported it: this one wrote nothing. */
export const UPLOAD_ALREADY_IMPORTED = "This upload has been imported already";

const DUPLICATE_REASON = "Matches an application you already have (same company, position and URL): skipped";

/** The user's room for more applications under their plan. */
export async function planRoom(deps: Deps, userId: string): Promise<PlanRoom> {
  const quota = await planQuota(deps, userId, "jobApplications", jobCountSql(userId));
  const remaining = quota.limit === null ? null : Math.max(0, quota.limit - quota.used);
  return { plan: quota.plan, limit: quota.limit, used: quota.used, remaining };
}

const dupKey = (company: string, position: string, url: string) =>
  JSON.stringify([company.trim().toLowerCase(), position.trim().toLowerCase(), url.trim()]);

const jobRow = (id: string, input: JobCreateInput, today: Date, now: number, order: number): JobRow =>
  jobRowFrom(id, input, { today, contactPersonId: null, createdAt: now + order, updatedAt: now + order });

/**
 * The account's applications whose company matches one of the file's (NOCASE index), by duplicate key. The
 * CROSS JOIN keeps the file's companies outside, each looked up in (user_id, company): joined the other way
 * SQLite walked every job of the account and scanned the list for each.
 */
async function existingByKey(deps: Deps, userId: string, companies: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunkRows([...new Set(companies)])) {
    const rows = await deps.db.all<{ id: string; company: string; position: string; jobUrl: string }>(sql`
      SELECT j.id AS id, j.company AS company, j.position AS position, j.job_url AS jobUrl
      FROM json_each(${chunk}) r CROSS JOIN ${jobs} j
      WHERE j.user_id = ${userId} AND j.company = r.value COLLATE NOCASE`);
    for (const r of rows) found.set(dupKey(r.company, r.position, r.jobUrl), r.id);
  }
  return found;
}

/**
 * Reads the file and imports it, or previews it (dryRun). `uploadId` (a screen's kept upload) is claimed
 * inside the import's batch: of concurrent confirms of one upload, one imports it and the others write
 * nothing and fail with CONFLICT (`UPLOAD_ALREADY_IMPORTED`). A row that duplicates an application is
 * left out by its INSERT itself, so concurrent imports of one file create each application once.
 * Failures: VALIDATION, TOO_LARGE, CONFLICT. A caller that already read the plan's room (a screen, together
 * with its other reads) passes it in `known.planRoom`; a screen's kept upload comes in `known.uploadId`.
 */
export async function importCsvFile(
  deps: Deps,
  userId: string,
  bytes: Uint8Array,
  options: CsvImportOptions,
  known: { planRoom?: PlanRoom; uploadId?: string } = {},
): Promise<Result<CsvPreview | CsvOutcome>> {
  const uploadId = known.uploadId ?? null;
  const read = readCsv(bytes);
  if (!read.ok) return read;
  const table = read.value;
  const mapping = guessMapping(table.headers, options.mapping);
  const dateColumn = table.headers.findIndex((h) => mapping.get(h) === "applicationDate");
  const guessed = guessDateOrder(dateColumn < 0 ? [] : table.rows.map((r) => r[dateColumn] ?? ""));
  const dateOrder = options.dateOrder ?? guessed.order;
  const plans = planRows(table, mapping, options.statusMap, dateOrder);

  if (options.dryRun) {
    const statusColumn = table.headers.findIndex((h) => mapping.get(h) === "status");
    const statusValues = new Map<string, string | null>();
    if (statusColumn >= 0) {
      for (const r of table.rows) {
        const value = (r[statusColumn] ?? "").trim();
        if (!statusValues.has(value)) statusValues.set(value, mapStatus(value, options.statusMap));
      }
    }
    const errors = plans.flatMap((p) => ("error" in p ? [{ row: p.row, reason: p.error }] : []));
    return ok({
      dryRun: true,
      headers: table.headers,
      // Object.fromEntries defines own properties: a `__proto__` or `constructor` key stays a key.
      mapping: Object.fromEntries(mapping),
      dateOrder,
      dateOrderAmbiguous: !options.dateOrder && guessed.ambiguous,
      statusValues: Object.fromEntries(statusValues),
      rows: table.rows.length,
      preview: plans
        .slice(0, PREVIEW_ROWS)
        .flatMap((p) =>
          "input" in p
            ? [{ row: p.row, job: { ...p.input, applicationDate: p.input.applicationDate?.toISOString() ?? null } }]
            : [],
        ),
      errors,
      importable: table.rows.length - errors.length,
      planRoom: known.planRoom ?? (await planRoom(deps, userId)),
    });
  }

  const skipped: CsvSkippedRow[] = [];
  const valid = plans.flatMap((p) => {
    if ("error" in p) {
      skipped.push({ row: p.row, reason: p.error, code: "invalid" });
      return [];
    }
    return [p];
  });
  const existing = await existingByKey(
    deps,
    userId,
    valid.map((p) => p.input.company),
  );
  const today = await todayForUser(deps, userId);
  const now = deps.now().getTime();
  const seen = new Map<string, number>();
  const inserts: JobRow[] = [];
  const updates: JobRow[] = [];
  const rowOf = new Map<string, number>();
  valid.forEach(({ row, input }, order) => {
    const key = dupKey(input.company, input.position, input.jobUrl);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      skipped.push({ row, reason: `Same company, position and URL as row ${earlier}: skipped`, code: "repeat" });
      return;
    }
    seen.set(key, row);
    const match = existing.get(key);
    if (match) {
      if (options.onDuplicate === "update") updates.push(jobRow(match, input, today, now, order - valid.length));
      else skipped.push({ row, reason: DUPLICATE_REASON, code: "duplicate" });
      return;
    }
    const id = newId();
    rowOf.set(id, row);
    inserts.push(jobRow(id, input, today, now, order - valid.length));
  });

  const run = newId();
  const insertStatements = insertJobs(userId, inserts, { run, unlessDuplicate: true });
  const updateStatements = updateJobs(userId, updates, now, { run });
  const [claimed, ...results] = await sqlBatch(deps.db, [
    insertImportRun(userId, run, "csv", uploadId, now),
    ...updateStatements,
    ...insertStatements,
  ]);
  if (claimed?.meta.changes === 0) return fail("CONFLICT", UPLOAD_ALREADY_IMPORTED);
  const updateResults = results.slice(0, updateStatements.length);
  const insertResults = results.slice(updateStatements.length);
  const written = new Set(insertResults.flatMap((r) => ((r.results ?? []) as Array<{ id: string }>).map((x) => x.id)));
  const updated = updateResults.reduce((n, r) => n + (r.results?.length ?? 0), 0);

  // The stored match of the rows written or updated (decision 055), after the answer, a chunk at a time.
  const scored = [...inserts.filter((j) => written.has(j.id)), ...updates].map((j) => j.id);
  if (scored.length > 0) deps.defer(refreshJobMatches(deps, userId, scored));
  const leftOut = inserts.filter((j) => !written.has(j.id));
  if (leftOut.length > 0) {
    // A row not written is a duplicate (of an application written meanwhile, by a concurrent import of
    // the same file) or past the plan's limit: the account, read now, tells which.
    const [current, { plan, limits }] = await Promise.all([
      existingByKey(
        deps,
        userId,
        leftOut.map((j) => j.company),
      ),
      planAllowance(deps, userId),
    ]);
    const reason = `${planLimitMessage("jobApplications", plan)} (${limits.jobApplications ?? "no limit"} job applications): not imported`;
    for (const j of leftOut) {
      const duplicate = current.has(dupKey(j.company, j.position, j.jobUrl));
      skipped.push(
        duplicate
          ? { row: rowOf.get(j.id) ?? 0, reason: DUPLICATE_REASON, code: "duplicate" }
          : { row: rowOf.get(j.id) ?? 0, reason, code: "planLimit" },
      );
    }
  }
  skipped.sort((a, b) => a.row - b.row);
  return ok({
    imported: { jobs: written.size, interviews: 0, tasks: 0, contacts: 0, interactions: 0, offers: 0 },
    updated,
    skipped,
    importId: run,
  });
}
