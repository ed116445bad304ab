import { capitalize } from "@core/format";
import { jobMoveSchema } from "@core/schemas/job";
import type { Deps } from "@worker/deps";
import { moveJob } from "@worker/domain/board.server";
import { data } from "react-router";
import { fetcherFailure } from "~/server/fetcher.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * The board's move (`intent=move`): the drag's fetcher (`js=1`, answered as JSON so a refusal rolls the
 * card back) and the card's Move form without JavaScript (redirected back to the board, the card in its
 * new place). The same `moveJob` as `PATCH /api/v1/jobs/:id/move`.
 */
export async function moveAction(deps: Deps, userId: string, form: FormData, request: Request, returnTo: string) {
  const field = (name: string) => String(form.get(name) ?? "") || undefined;
  const input = jobMoveSchema.safeParse({ status: field("status"), before: field("before"), after: field("after") });
  if (!input.success) return data({ ok: false, error: "Failed to move the application" }, 400);
  const result = await moveJob(deps, userId, String(form.get("jobId") ?? ""), input.data);
  if (!result.ok) return fetcherFailure(result);
  if (form.get("js") === "1") return { ok: true, error: undefined };
  const message = `Moved ${result.value.company} to ${capitalize(input.data.status)}.`;
  return redirectWithToast(returnTo, { type: "success", message }, deps.config.SESSION_SECRET, request);
}
