/**
 * Import of a spreadsheet's CSV as job applications (issue 22, docs/decisions/032-data-import.md). Rows
 * that match an application the account has (same company and position, case-insensitive, and same URL)
 * or an earlier row of the file are skipped or update it (`onDuplicate`); every write goes out in one
 * atomic batch, within the plan's limit. `dryRun` answers what would be saved and writes nothing.
 */

import type { CsvField, CsvImportOptions } from "@core/schemas/data-import";
import type { JobCreateInput } from "@core/schemas/job";
import { sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { planAllowance, planLimitMessage } from "../plan-limits.server";
import { chunkRows, insertImportRun, insertJobs, type JobRow, jobRowFrom, updateJobs } from "../writes.server";
import { guessDateOrder, guessMapping, mapStatus, planRows, readCsv } from "./csv";
import { type ImportCounts, type SkippedRow, todayForUser } from "./json-import.server";

export const PREVIEW_ROWS = 10;

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
};
export type CsvOutcome = {
  imported: ImportCounts;
  updated: number;
  skipped: SkippedRow[];
  /** The import's id: undone as a whole for a day (`undoImport`). */
  importId: string;
};

/** A concurrent confirm of the same kept upload imported it: this one wrote nothing. */
export const UPLOAD_ALREADY_IMPORTED = "This upload has been imported already";

const DUPLICATE_REASON = "Matches an application you already have (same company, position and URL): skipped";

const dupKey = (company: string, position: string, url: string) =>
  JSON.stringify([company.trim().toLowerCase(), position.trim().toLowerCase(), url.trim()]);

const jobRow = (id: string, input: JobCreateInput, today: Date, now: number, order: number): JobRow =>
  jobRowFrom(id, input, { today, contactPersonId: null, createdAt: now + order, updatedAt: now + order });

/** The account's applications whose company matches one of the file's (NOCASE index), by duplicate key. */
async function existingByKey(deps: Deps, userId: string, companies: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunkRows([...new Set(companies)])) {
    const rows = await deps.db.all<{ id: string; company: string; position: string; jobUrl: string }>(sql`
      SELECT j.id AS id, j.company AS company, j.position AS position, j.job_url AS jobUrl
      FROM json_each(${chunk}) r JOIN ${jobs} j ON j.user_id = ${userId} AND j.company = r.value COLLATE NOCASE`);
    for (const r of rows) found.set(dupKey(r.company, r.position, r.jobUrl), r.id);
  }
  return found;
}

/**
 * Reads the file and imports it, or previews it (dryRun). `uploadId` (a screen's kept upload) is claimed
 * inside the import's batch: of concurrent confirms of one upload, one imports it and the others write
 * nothing and fail with CONFLICT (`UPLOAD_ALREADY_IMPORTED`). A row that duplicates an application is
 * left out by its INSERT itself, so concurrent imports of one file create each application once.
 * Failures: VALIDATION, TOO_LARGE, CONFLICT.
 */
export async function importCsvFile(
  deps: Deps,
  userId: string,
  bytes: Uint8Array,
  options: CsvImportOptions,
  uploadId: string | null = null,
): Promise<Result<CsvPreview | CsvOutcome>> {
  const read = readCsv(bytes);
  if (!read.ok) return read;
  const table = read.value;
  const mapping = guessMapping(table.headers, options.mapping);
  const dateColumn = table.headers.findIndex((h) => mapping[h] === "applicationDate");
  const guessed = guessDateOrder(dateColumn < 0 ? [] : table.rows.map((r) => r[dateColumn] ?? ""));
  const dateOrder = options.dateOrder ?? guessed.order;
  const plans = planRows(table, mapping, options.statusMap, dateOrder);

  if (options.dryRun) {
    const statusColumn = table.headers.findIndex((h) => mapping[h] === "status");
    const statusValues: Record<string, string | null> = {};
    if (statusColumn >= 0) {
      for (const r of table.rows) {
        const value = (r[statusColumn] ?? "").trim();
        if (!(value in statusValues)) statusValues[value] = mapStatus(value, options.statusMap);
      }
    }
    return ok({
      dryRun: true,
      headers: table.headers,
      mapping,
      dateOrder,
      dateOrderAmbiguous: !options.dateOrder && guessed.ambiguous,
      statusValues,
      rows: table.rows.length,
      preview: plans
        .slice(0, PREVIEW_ROWS)
        .flatMap((p) =>
          "input" in p
            ? [{ row: p.row, job: { ...p.input, applicationDate: p.input.applicationDate?.toISOString() ?? null } }]
            : [],
        ),
      errors: plans.flatMap((p) => ("error" in p ? [{ row: p.row, reason: p.error }] : [])),
    });
  }

  const skipped: SkippedRow[] = [];
  const valid = plans.flatMap((p) => {
    if ("error" in p) {
      skipped.push({ row: p.row, reason: p.error });
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
      skipped.push({ row, reason: `Same company, position and URL as row ${earlier}: skipped` });
      return;
    }
    seen.set(key, row);
    const match = existing.get(key);
    if (match) {
      if (options.onDuplicate === "update") updates.push(jobRow(match, input, today, now, order - valid.length));
      else skipped.push({ row, reason: DUPLICATE_REASON });
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
      skipped.push({ row: rowOf.get(j.id) ?? 0, reason: duplicate ? DUPLICATE_REASON : reason });
    }
  }
  skipped.sort((a, b) => a.row - b.row);
  return ok({
    imported: { jobs: written.size, interviews: 0, tasks: 0, contacts: 0, interactions: 0 },
    updated,
    skipped,
    importId: run,
  });
}
