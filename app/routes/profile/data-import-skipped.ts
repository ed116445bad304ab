import { readOutcome, skippedRowsCsv } from "@worker/domain/data-import/uploads.server";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/data-import-skipped";

/** The skipped rows of a confirmed CSV import, as CSV (row and reason), from the kept outcome. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await readOutcome(getDeps(context), getUser(context).id, params.uploadId);
  if (!outcome) {
    return new Response("This import's outcome has expired or does not exist: outcomes are kept for an hour.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(skippedRowsCsv(outcome), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="offerpath-import-skipped-rows.csv"',
      "Cache-Control": "no-store",
    },
  });
}
