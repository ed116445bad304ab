/**
 * The one form pipeline in the browser (client-safe: no zod here). Every action that can refuse a form
 * answers conform's submission reply (`FormReply`, made by app/server/forms.server.ts); a form reads it
 * with `useFormFields`: the values as typed, the errors keyed by field, and the limits its schema sets
 * (`FormConstraints`, computed on the server and passed down by the loader).
 */
import type { SubmissionResult } from "@conform-to/dom";
import { useState } from "react";

/** What an action answers when it refuses a form: what was typed, and the errors (`""` is the form's own). */
export type FormReply = SubmissionResult<string[]>;

/** A reply's errors, keyed by the schema's names. */
type FieldErrors = FormReply["error"];

/** A form's values as its inputs hold them, nested by dotted names (`salary.min`); a ticked box is "true". */
export type FormValues = { [name: string]: string | string[] | FormValues };

/** What one input may hold, from its schema: the HTML attributes a field sets. */
export type FieldConstraint = { required?: boolean; maxLength?: number; min?: number; max?: number };
export type FormConstraints = Record<string, FieldConstraint>;

/**
 * The value at a dotted name (`job.salary.min`, `tags[0]`) of a nested object. The names are the forms' own,
 * so their segments are read without conform's path parser (its syntax checks cost every form screen 0.3 KiB
 * of JS); `Object.hasOwn` keeps a segment from reaching the prototype, an array's index read as its key.
 */
function valueAt(source: unknown, name: string): unknown {
  let value = source;
  for (const segment of name.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** Whether an action's answer is a form reply (a page with several forms also answers other things). */
export function isFormReply(answer: unknown): answer is FormReply {
  return typeof answer === "object" && answer !== null && "initialValue" in answer;
}

/**
 * On a page with several forms told apart by their `intent` button or field: the reply when it answers
 * the form of that intent (the reply echoes the intent like any other field), otherwise undefined.
 */
export function replyFor(answer: unknown, intent: string): FormReply | undefined {
  return isFormReply(answer) && valueAt(answer.initialValue, "intent") === intent ? answer : undefined;
}

/** The form's own error: what the reply says above the fields. */
export function formErrorOf(reply: FormReply | undefined): string | undefined {
  return reply?.error?.[""]?.[0] ?? undefined;
}

/**
 * A form's fields from its starting values and, after a refused submit, the action's reply: the reply
 * wins whole (a field it does not hold was sent empty). `prefix` namespaces the elements' names
 * (`job.company`) while values, errors and constraints are keyed by the schema's names (`company`).
 * Server errors clear as soon as the user edits that field (with JavaScript; without it they stay until
 * the next submit): spread `clearOnEdit` on the form.
 */
export function useFormFields({
  reply,
  defaultValue,
  constraints = {},
  prefix = "",
}: {
  reply: FormReply | undefined;
  defaultValue: FormValues;
  constraints?: FormConstraints;
  prefix?: string;
}) {
  const { errorFor, clearOnEdit } = useEditableErrors(reply?.error, prefix);
  const raw = (name: string) => (reply ? valueAt(reply.initialValue, prefix + name) : valueAt(defaultValue, name));
  const value = (name: string) => {
    const v = raw(name);
    return typeof v === "string" ? v : "";
  };
  const field = (name: string) => {
    const c = constraints[name];
    return {
      name: prefix + name,
      defaultValue: value(name),
      error: errorFor(name),
      required: c?.required,
      maxLength: c?.maxLength,
      min: c?.min,
      max: c?.max,
    };
  };
  return {
    field,
    value,
    /** A checkbox's state: ticked when its value is "true". */
    checked: (name: string) => raw(name) === "true",
    /** A field that may hold several values (`tags[0]`, `tags[1]`) or one: its strings as they came. */
    values: (name: string): string | string[] => {
      const v = raw(name);
      return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : typeof v === "string" ? v : [];
    },
    errorFor,
    formError: formErrorOf(reply),
    clearOnEdit,
  };
}

/**
 * Server field errors that clear as soon as the user edits that field (with JavaScript; without it
 * they stay until the next submit). Errors are keyed by the schema's names, elements by `prefix + name`.
 */
function useEditableErrors(errors: FieldErrors | undefined, prefix = "") {
  const [cleared, setCleared] = useState<{ source: FieldErrors | undefined; names: Set<string> }>({
    source: errors,
    names: new Set(),
  });
  const names = cleared.source === errors ? cleared.names : new Set<string>();
  const errorFor = (name: string) => (names.has(name) ? undefined : (errors?.[name] ?? undefined));
  const onChange = (event: { target: EventTarget | null }) => {
    const element = (event.target as { name?: string } | null)?.name;
    if (!element?.startsWith(prefix)) return;
    const name = element.slice(prefix.length);
    if (!errors?.[name] || names.has(name)) return;
    setCleared({ source: errors, names: new Set([...names, name]) });
  };
  return { errorFor, clearOnEdit: { onChange } };
}
