/**
 * Data export (issue 22, docs/decisions/031-data-export.md): the whole account as JSON on every plan (what
 * you record is yours, issue 30), and one area as CSV or everything as a ZIP with the documents' files for
 * plans with `exportData`. Both faces call
 * `startExport` and answer with `exportResponse`. The body is a pull stream: a page of rows is read only
 * when the reader wants more bytes, so a slow download holds one page, not the account.
 */

import { EXPORT_AREA_LABELS, type ExportArea, type ExportFormat } from "@core/data-export";
import { toDateInputValue } from "@core/dates";
import { eq } from "drizzle-orm";
import { plans, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import { planFeatureColumns, planFeatures, planNamesWith } from "../plan-limits.server";
import { listInWords } from "../plan-summary";
import { csvExport } from "./csv.server";
import { jsonExport } from "./json.server";
import { readProfile } from "./read.server";
import { zipExport } from "./zip.server";

/** `jobIds`: the applications CSV of a selection (issue 31), named "…-applications-selected.csv". */
export type ExportRequest = { format: ExportFormat; area?: ExportArea; jobIds?: readonly string[] };
export type ExportFile = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> };

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  zip: "application/zip",
};

/** "offerpath-export-2026-11-26.json", "offerpath-export-2026-11-26-applications.csv": the user's calendar day. */
export function exportFileName(day: string, extension: string, part?: string): string {
  return `offerpath-export-${day}${part ? `-${part}` : ""}.${extension}`;
}

/** The refusal of CSV or ZIP on a plan without export; it names the plans that have it. */
export async function exportRefusal(deps: Deps): Promise<string> {
  const names = await planNamesWith(deps, "exportData");
  const list = names.length > 0 ? listInWords(names) : "paid";
  return `CSV and ZIP export is included in the ${list} plans. Upgrade at /plans for them; the JSON backup is on every plan.`;
}

/** The formats every plan may download; the others need `exportData`. */
export const EVERY_PLAN_FORMATS: readonly ExportFormat[] = ["json"];

/** Whether the user's plan includes export (`planFeatures`, the one reading of a plan's flags). */
export async function canExport(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await deps.read(
    deps.db
      .select(planFeatureColumns)
      .from(users)
      .innerJoin(plans, eq(plans.id, users.currentPlanId))
      .where(eq(users.id, userId)),
  );
  return planFeatures(row).exportData;
}

/** A pull stream over `pieces`: the next piece is produced only when the reader asks for bytes. */
function pullStream(pieces: AsyncGenerator<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The export the user asked for, ready to stream. Failures: PLAN_LIMIT (403) for CSV or ZIP on a plan
 * without `exportData`, naming the plans that have it; NOT_FOUND when the account is gone.
 */
export async function startExport(deps: Deps, userId: string, request: ExportRequest): Promise<Result<ExportFile>> {
  const [allowed, profile] = await Promise.all([canExport(deps, userId), readProfile(deps, userId)]);
  if (!profile) return fail("NOT_FOUND", "Account not found");
  if (!allowed && !EVERY_PLAN_FORMATS.includes(request.format)) return fail("PLAN_LIMIT", await exportRefusal(deps));
  const day = toDateInputValue(deps.now(), profile.timeZone);
  const name = (extension: string, part?: string) => exportFileName(day, extension, part);
  const contentType = CONTENT_TYPES[request.format];
  if (request.format === "json") {
    return ok({ fileName: name("json"), contentType, body: pullStream(jsonExport(deps, userId, profile)) });
  }
  if (request.format === "csv") {
    const area = request.area ?? "jobs";
    const jobIds = area === "jobs" ? request.jobIds : undefined;
    const body = pullStream(csvExport(deps, userId, area, profile.timeZone, jobIds));
    const part = `${EXPORT_AREA_LABELS[area].file}${jobIds ? "-selected" : ""}`;
    return ok({ fileName: name("csv", part), contentType, body });
  }
  return ok({ fileName: name("zip"), contentType, body: pullStream(zipExport(deps, userId, profile, name)) });
}

/** The download: an attachment with the dated name, never cached, never sniffed. */
export function exportResponse(file: ExportFile): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
