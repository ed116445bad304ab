import { exportQuerySchema } from "@core/schemas/data-export";
import { exportResponse, startExport } from "@worker/domain/data-export/export.server";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/data-export";

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The "Your data" screen's downloads: the same export as the API, for the signed-in user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = exportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return text(query.error.issues.map((issue) => issue.message).join("; "), 400);
  const result = await startExport(getDeps(context), getUser(context).id, query.data);
  if (!result.ok) return text(result.message, result.code === "PLAN_LIMIT" ? 403 : 404);
  return exportResponse(result.value);
}
