/**
 * The /applications/bulk form (issue 31, decision 047): what the posted fields ask for, and the toast each
 * outcome is told with. The form's intents map onto the API's actions (`jobBulkSchema`): "favorite" and
 * "unfavorite" are the favorite action with true and false.
 */
import { capitalize, pluralize } from "@core/format";
import type { JobBulkInput } from "@core/schemas/job";

/** The ids a post selects: the ticked boxes, and the page's ids when "Select all on this page" is ticked. */
export function selectedIds(form: FormData): string[] {
  const ticked = form.getAll("ids").map(String);
  const page = form.get("allOnPage") === "1" ? form.getAll("pageIds").map(String) : [];
  return [...new Set([...ticked, ...page])];
}

/** The body `jobBulkSchema` parses for the form's intent (unknown intents are the schema's to refuse). */
export function bulkBody(form: FormData, ids: string[]): Record<string, unknown> {
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "status":
      return { ids, action: "status", value: form.get("status") };
    case "priority":
      return { ids, action: "priority", value: form.get("priority") };
    case "favorite":
    case "unfavorite":
      return { ids, action: "favorite", value: intent === "favorite" };
    default:
      return { ids, action: intent };
  }
}

/** The toast of a bulk action: what was done, to how many, and how many were refused. */
export function bulkMessage(input: JobBulkInput, done: number, failed: number): string {
  const apps = pluralize(done, "application");
  const what =
    input.action === "status"
      ? `Status set to ${capitalize(input.value)} for ${apps}.`
      : input.action === "priority"
        ? `Priority set to ${capitalize(input.value)} for ${apps}.`
        : input.action === "favorite"
          ? input.value
            ? `${capitalize(apps)} marked as favorite.`
            : `${capitalize(apps)} removed from favorites.`
          : `${capitalize(apps)} deleted.`;
  if (failed === 0) return what;
  const refused = `${pluralize(failed, "application")} ${failed === 1 ? "was" : "were"} not found and left as ${failed === 1 ? "it was" : "they were"}.`;
  return done === 0 ? `Nothing changed: ${refused}` : `${what} ${refused}`;
}

/** The toast of an undo: how many of the change's applications came back. */
export function undoMessage(kind: "status" | "delete", restored: number, of: number): string {
  if (kind === "status") {
    if (restored === of)
      return `Undone: ${pluralize(restored, "application")} back to ${restored === 1 ? "its" : "their"} previous status.`;
    return `Undone for ${restored} of ${pluralize(of, "application")}; the others changed status since.`;
  }
  if (restored === of) return `Undone: ${pluralize(restored, "application")} restored.`;
  return `Restored ${restored} of ${pluralize(of, "application")}: your plan's application limit was reached.`;
}
