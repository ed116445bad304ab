import { AUTO_APPLY_KINDS, INBOX_KIND_LABELS } from "@core/inbox-kinds";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";

/** The kinds whose proposals apply by themselves: a plain form of checkboxes, none ticked by default. */
export function AutoApplyForm({ chosen, canSave }: { chosen: string[]; canSave: boolean }) {
  return (
    <Card>
      <CardHeader
        title="Apply by itself"
        description="Emails of the kinds you tick are applied as they arrive, shown here as done with an undo. Everything else waits for you."
      />
      <Form method="post" preventScrollReset className="px-4 pt-4 pb-5 sm:px-6">
        <input type="hidden" name="intent" value="auto-apply" />
        <fieldset disabled={!canSave}>
          <legend className="sr-only">Kinds that apply by themselves</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {AUTO_APPLY_KINDS.map((kind) => (
              <li key={kind}>
                <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name="autoApply"
                    value={kind}
                    defaultChecked={chosen.includes(kind)}
                    className="size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  />
                  {INBOX_KIND_LABELS[kind]}
                </label>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" variant="secondary">
              Save
            </Button>
            {canSave ? null : <p className="text-sm text-slate-600">Turn on your forwarding address to choose.</p>}
          </div>
        </fieldset>
      </Form>
    </Card>
  );
}
