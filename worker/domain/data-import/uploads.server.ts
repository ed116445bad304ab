/**
 * The import screens' kept files (issue 22, docs/decisions/032-data-import.md): a CSV uploaded on the
 * web is kept in KV under the user's id (`import:<userId>:<id>`) for an hour, until it is confirmed; the
 * outcome of the import is kept the same way (`import-outcome:<userId>:<id>`) so that its skipped rows
 * can be downloaded as CSV. A key names its user, so another user's id can never reach it.
 */
import Papa from "papaparse";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { FORMULA_START } from "../data-export/csv.server";
import type { CsvOutcome, CsvSkippedRow, SkipCode } from "./csv-import.server";

/** How long an uploaded file (and an outcome) is kept: an hour. */
export const IMPORT_KEEP_SECONDS = 3600;
export const UPLOAD_GONE =
  "This upload has expired or does not exist: uploaded files are kept for an hour. Please upload the file again.";

const ID = /^[a-z0-9]{24}$/;
const fileKey = (userId: string, id: string) => `import:${userId}:${id}`;
const outcomeKey = (userId: string, id: string) => `import-outcome:${userId}:${id}`;

export type KeptUpload = { id: string; name: string; bytes: Uint8Array };

/** Keeps an uploaded file for an hour; its id, for the preview and confirm steps. */
export async function keepUpload(deps: Deps, userId: string, name: string, bytes: Uint8Array): Promise<string> {
  const id = newId();
  await deps.kv.put(fileKey(userId, id), bytes, {
    expirationTtl: IMPORT_KEEP_SECONDS,
    metadata: { name: name.slice(0, 200) },
  });
  return id;
}

/** The user's kept file, or null when the id is unknown, expired or not theirs. */
export async function readUpload(deps: Deps, userId: string, id: string): Promise<KeptUpload | null> {
  if (!ID.test(id)) return null;
  const kept = await deps.kv.getWithMetadata<{ name?: string }>(fileKey(userId, id), "arrayBuffer");
  if (!kept.value) return null;
  return { id, name: kept.metadata?.name ?? "import.csv", bytes: new Uint8Array(kept.value) };
}

/** After confirm: the file goes, the outcome is kept for the skipped rows' download. */
export async function keepOutcome(deps: Deps, userId: string, id: string, outcome: CsvOutcome): Promise<void> {
  await deps.kv.put(outcomeKey(userId, id), JSON.stringify(outcome), { expirationTtl: IMPORT_KEEP_SECONDS });
  await deps.kv.delete(fileKey(userId, id));
}

/** The user's kept outcome, or null. */
export async function readOutcome(deps: Deps, userId: string, id: string): Promise<CsvOutcome | null> {
  if (!ID.test(id)) return null;
  return deps.kv.get<CsvOutcome>(outcomeKey(userId, id), "json");
}

/** The skipped rows as CSV (row number and reason), UTF-8 with a BOM, formulas neutralised. */
export function skippedRowsCsv(outcome: CsvOutcome): string {
  const rows = outcome.skipped.map((s) => [s.row, s.reason]);
  return `\uFEFF${Papa.unparse([["Row", "Reason"], ...rows], { escapeFormulae: FORMULA_START, newline: "\r\n" })}\r\n`;
}

/** The outcome's skipped rows of one reason: how many, and the first few (the rest are in the CSV). */
export type SkipGroup = { code: SkipCode | "other"; count: number; first: CsvSkippedRow[] };
const GROUP_ORDER: Array<SkipCode | "other"> = ["planLimit", "invalid", "duplicate", "repeat", "other"];
export const FIRST_SKIPPED_SHOWN = 5;

/**
 * The skipped rows grouped by reason, in a fixed order (the plan's limit first), each with its count and
 * its first `shown` rows: what the outcome page shows, small whatever the number of rows (issue 30).
 */
export function groupSkipped(skipped: CsvSkippedRow[], shown = FIRST_SKIPPED_SHOWN): SkipGroup[] {
  const groups = new Map<SkipCode | "other", SkipGroup>();
  for (const row of skipped) {
    const code = row.code ?? "other";
    const group = groups.get(code) ?? { code, count: 0, first: [] };
    group.count += 1;
    if (group.first.length < shown) group.first.push(row);
    groups.set(code, group);
  }
  return GROUP_ORDER.flatMap((code) => groups.get(code) ?? []);
}
