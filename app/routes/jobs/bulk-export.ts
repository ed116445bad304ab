import { safeRedirect } from "@core/safe-redirect";
import { jobBulkSchema } from "@core/schemas/job";
import { exportResponse, startExport } from "@worker/domain/data-export/export.server";
import { selectedIds } from "~/server/bulk-form.server";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/bulk-export";

/**
 * The bulk bar's "Export CSV" (its button's `formaction`): the applications CSV of data export, limited to
 * the selection, as a download (issue 31, decision 047). A refusal (nothing selected, a plan without
 * export) goes back to the list with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const back = (message: string) =>
    redirectWithToast(
      safeRedirect(form.get("returnTo"), "/applications"),
      { type: "error", message },
      deps.config.SESSION_SECRET,
      request,
    );
  const parsed = jobBulkSchema.safeParse({ ids: selectedIds(form), action: "delete" });
  if (!parsed.success) return back(parsed.error.issues[0]?.message ?? "Select applications to export");
  const file = await startExport(deps, getUser(context).id, { format: "csv", area: "jobs", jobIds: parsed.data.ids });
  if (!file.ok) return back(file.message);
  return exportResponse(file.value);
}
