import { INTERACTION_METHODS } from "@core/enums";
import { Form, Link, useNavigation } from "react-router";
import { interactionMethodLabel } from "~/components/contacts/labels";
import type { InteractionFormValues, InteractionView } from "~/components/contacts/types";
import { ServerHtml } from "~/components/server-html";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { InboxIcon, PlusIcon } from "~/components/ui/icons";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";

type Editing = { mode: "new" } | { mode: "edit"; id: string } | null;

type Props = {
  contactId: string;
  /** Each interaction's id and date (the order: newest first). */
  history: Pick<InteractionView, "_id" | "date">[];
  editing: Editing;
  values: InteractionFormValues;
  /** The action's answer to a refused interaction form. */
  reply?: FormReply;
  constraints: FormConstraints;
  timeZone: string;
  /** Each interaction's HTML, drawn by the loader (`interactionPart`); null for a document, which holds it. */
  items: Record<string, string> | null;
  /** An interaction's Delete was clicked: the address of its delete. */
  onDelete: (action: string) => void;
};

/** The name of an interaction's server-drawn part (details.server.tsx draws it). */
export const interactionPart = (interactionId: string) => `interaction-${interactionId}`;

/**
 * The interaction history, newest first, with one form at a time: adding (at the top) or editing one
 * interaction (in its place). Which form shows lives in the URL (`?interaction=new` or an id), so the
 * links work without JavaScript and the two forms can never be open together.
 */
export function InteractionHistory(props: Props) {
  const { contactId, history, editing, values, reply, constraints, timeZone, items, onDelete } = props;
  const newestFirst = [...history].sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));
  const form = (mode: "new" | "edit", interactionId?: string) => (
    <InteractionForm
      mode={mode}
      interactionId={interactionId}
      contactId={contactId}
      values={values}
      reply={reply}
      constraints={constraints}
      timeZone={timeZone}
    />
  );
  return (
    <Card className="lg:col-span-3">
      <CardHeader
        title="Interaction History"
        actions={
          editing?.mode === "new" ? null : (
            <ButtonLink to="?interaction=new#interaction-form" preventScrollReset size="sm">
              <PlusIcon className="size-4" /> Add Interaction
            </ButtonLink>
          )
        }
      />
      {editing?.mode === "new" ? <div className="border-b border-slate-200">{form("new")}</div> : null}
      {newestFirst.length === 0 ? (
        editing?.mode === "new" ? null : (
          <EmptyState
            headingLevel={3}
            className="m-4 sm:m-6"
            icon={<InboxIcon />}
            title="No interactions recorded yet"
            description="Log each call, email and meeting to remember where things stand."
          />
        )
      ) : (
        <ol className="divide-y divide-slate-100" aria-label="Interactions, newest first">
          {newestFirst.map((interaction) =>
            editing?.mode === "edit" && editing.id === interaction._id ? (
              <li key={interaction._id}>{form("edit", interaction._id)}</li>
            ) : (
              <li
                key={interaction._id}
                className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6"
              >
                <ServerHtml
                  part={interactionPart(interaction._id)}
                  html={items?.[interactionPart(interaction._id)]}
                  onConfirm={(link) => onDelete(link.pathname)}
                />
              </li>
            ),
          )}
        </ol>
      )}
    </Card>
  );
}

function InteractionForm(props: {
  mode: "new" | "edit";
  interactionId?: string;
  contactId: string;
  values: InteractionFormValues;
  reply?: FormReply;
  constraints: FormConstraints;
  timeZone: string;
}) {
  const { mode, interactionId, contactId, values, reply, constraints, timeZone } = props;
  const busy = useNavigation().state === "submitting";
  const { field, formError, clearOnEdit } = useFormFields({ reply, defaultValue: values, constraints });
  const title = mode === "new" ? "Add interaction" : "Edit interaction";
  return (
    <Form
      method="post"
      id="interaction-form"
      aria-label={title}
      noValidate
      preventScrollReset
      className="scroll-mt-24 bg-slate-50/60 px-4 py-5 sm:px-6"
      {...clearOnEdit}
    >
      <h3 className="mb-4 text-sm font-semibold text-slate-900">{title}</h3>
      <input type="hidden" name="intent" value={mode === "new" ? "add-interaction" : "edit-interaction"} />
      {interactionId ? <input type="hidden" name="interactionId" value={interactionId} /> : null}
      {formError ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date and time"
          {...field("date")}
          type="datetime-local"
          hint={`In your time zone (${timeZone.replaceAll("_", " ")}).`}
        />
        <SelectField
          label="Method"
          {...field("method")}
          options={INTERACTION_METHODS.map((m) => ({ value: m, label: interactionMethodLabel(m) }))}
        />
        <TextAreaField
          label="Notes"
          {...field("notes")}
          rows={3}
          className="sm:col-span-2"
          placeholder="What did you talk about? What's next?"
        />
      </div>
      <div className="mt-4 flex justify-end gap-3">
        <Link
          to={`/contacts/${contactId}`}
          preventScrollReset
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          Cancel
        </Link>
        <Button type="submit" size="sm" loading={busy}>
          {mode === "new" ? "Add Interaction" : "Update Interaction"}
        </Button>
      </div>
    </Form>
  );
}
