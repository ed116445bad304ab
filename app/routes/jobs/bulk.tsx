import { pluralize } from "@core/format";
import { safeRedirect } from "@core/safe-redirect";
import { bulkUndoSchema, jobBulkSchema } from "@core/schemas/job";
import { type BulkUndoOffer, bulkJobs, bulkSubjects, undoBulk } from "@worker/domain/jobs-bulk.server";
import { Link } from "react-router";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { PageHeader } from "~/components/page-header";
import { bulkBody, bulkMessage, selectedIds, undoMessage } from "~/server/bulk-form.server";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/bulk";

export const meta: Route.MetaFunction = () => [{ title: "Bulk actions · Offerpath" }];

/** How many of the applications a delete's confirmation page lists by name; the rest are counted. */
const NAMED = 10;

/**
 * The bulk actions of /applications (issue 31, decision 047): a change of the selected applications or
 * the undo of a change, each a plain form post (their CSV is bulk-export.ts). A delete without `confirmed` answers the
 * confirmation page (without JavaScript; with it, a dialog asks and posts `confirmed` directly).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const returnTo = safeRedirect(form.get("returnTo"), "/applications");
  const toast = (type: "success" | "error", message: string, undo?: BulkUndoOffer | null) =>
    redirectWithToast(
      returnTo,
      { type, message, ...(undo ? { undo: undo.token, undoUntil: Date.parse(undo.expiresAt) } : {}) },
      deps.config.SESSION_SECRET,
      request,
    );

  if (form.get("intent") === "undo") {
    const parsed = bulkUndoSchema.safeParse({ token: form.get("token") });
    if (!parsed.success) return toast("error", "Nothing to undo.");
    const result = await undoBulk(deps, user.id, parsed.data.token);
    if (!result.ok) return toast("error", result.message);
    return toast("success", undoMessage(result.value.kind, result.value.restored, result.value.of));
  }

  const ids = selectedIds(form);
  const parsed = jobBulkSchema.safeParse(bulkBody(form, ids));
  if (!parsed.success) return toast("error", parsed.error.issues[0]?.message ?? "Choose an action");
  const input = parsed.data;
  if (input.action === "delete" && form.get("confirmed") !== "1") {
    const subjects = await bulkSubjects(deps, user.id, input.ids);
    if (subjects.length === 0) return toast("error", "Nothing changed: the applications were not found.");
    return { returnTo, subjects: subjects.slice(0, NAMED), count: subjects.length, ids: subjects.map((s) => s.id) };
  }
  const outcome = await bulkJobs(deps, user.id, input);
  return toast(outcome.done > 0 ? "success" : "error", bulkMessage(input, outcome.done, outcome.failed), outcome.undo);
}

/**
 * The confirm step of a bulk delete without JavaScript: how many, and which. Opened by its address (the
 * list's form posts here), it says where the bulk actions are.
 */
export default function BulkDelete({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <>
        <PageHeader title="Bulk actions" />
        <p className="text-slate-700">
          Select applications on the{" "}
          <Link to="/applications" className="font-medium text-brand-700 underline">
            Applications
          </Link>{" "}
          page, then choose what to do with them.
        </p>
      </>
    );
  }
  const { count, subjects, ids, returnTo } = actionData;
  const more = count - subjects.length;
  return (
    <DeleteConfirmPage
      title="Delete applications"
      subject={`Delete ${pluralize(count, "application")}?`}
      message={`The ${pluralize(count, "selected application")} and ${count === 1 ? "its" : "their"} interviews will be deleted. You can undo this for 10 seconds afterwards.`}
      confirmLabel={`Delete ${pluralize(count, "application")}`}
      cancelTo={returnTo}
      details={
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {subjects.map((s) => (
            <li key={s.id}>{`${s.position} at ${s.company}`}</li>
          ))}
          {more > 0 ? <li>and {pluralize(more, "more application")}</li> : null}
        </ul>
      }
      fields={
        <>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirmed" value="1" />
          <input type="hidden" name="returnTo" value={returnTo} />
          {ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
        </>
      }
    />
  );
}
