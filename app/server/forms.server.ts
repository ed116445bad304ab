/**
 * The one form pipeline on the server. An action parses its FormData with the form's zod schema
 * (`parseSubmission`), and whatever fails, validation or the domain, it answers conform's submission
 * reply (`FormReply`): the submitted values and the errors keyed by field. The form component reads that
 * reply with `useFormFields` (app/ui/forms.ts), with JavaScript or without.
 *
 * Field names are untrusted input: conform builds the payload without following `__proto__`,
 * `constructor` or `prototype` segments. Values stay as submitted strings (no automatic coercion): the
 * schemas decide what "" means.
 */
import { formatPaths, parse } from "@conform-to/dom";
import type { FailureCode } from "@worker/lib/result";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import type { z } from "zod";
import type { FieldConstraint, FormConstraints, FormReply } from "~/ui/forms";

/** Said above a form whose fields were refused. */
export const FIX_FIELDS = "Please fix the highlighted fields.";
const GENERIC_FORM_ERROR = "The form could not be read. Please check it and try again.";

/**
 * Validates a posted form with `schema`. `prepare` turns conform's payload (dotted names nested, as
 * typed) into what the schema reads, e.g. a wall-clock time read in the user's zone; the reply still
 * echoes what was typed.
 */
export function parseSubmission<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  prepare: (payload: Record<string, unknown>) => unknown = (payload) => payload,
) {
  return parse(withoutControls(formData), {
    resolve(payload) {
      const parsed = schema.safeParse(prepare(payload));
      if (parsed.success) return { value: parsed.data as z.output<Schema> };
      const error: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const name = formatPaths(issue.path.filter((p) => typeof p !== "symbol"));
        error[name] = [...(error[name] ?? []), issue.message];
      }
      if (Object.keys(error).length === 0) error[""] = [GENERIC_FORM_ERROR];
      return { error };
    },
  });
}

/**
 * Conform's own control fields: no form of ours sends them (nothing here uses conform's list or reset
 * intents), and conform throws on one it cannot read, so a forged one would be a 500. They are dropped.
 */
const CONTROL_FIELDS = new Set(["__intent__", "__state__"]);

function withoutControls(formData: FormData): FormData {
  if (![...CONTROL_FIELDS].some((name) => formData.has(name))) return formData;
  const copy = new FormData();
  for (const [name, value] of formData) if (!CONTROL_FIELDS.has(name)) copy.append(name, value);
  return copy;
}

type Submission = ReturnType<typeof parseSubmission>;

type ReplyOptions = {
  /** Said above the fields. */
  formError?: string;
  /** Fields never sent back (passwords, a verification token). */
  hideFields?: string[];
};

/** The refused submission, back to its form with status 400. */
export function invalidSubmission(submission: Submission, options: ReplyOptions = {}) {
  const { formError, hideFields } = options;
  const reply: FormReply = submission.reply({ formErrors: formError ? [formError] : undefined, hideFields });
  return data(reply, 400);
}

/**
 * A domain failure as the form shows it, with the status its code maps to: under its field when it
 * names one (unless `fieldsAsFormError`), otherwise above the form.
 */
export function failedSubmission(
  submission: Submission,
  failure: { code: FailureCode; message: string; field?: string },
  options: { fieldsAsFormError?: boolean; hideFields?: string[] } = {},
) {
  const { field } = failure;
  const errors =
    field && !options.fieldsAsFormError
      ? { fieldErrors: { [field]: [failure.message] } }
      : { formErrors: [failure.message] };
  const reply: FormReply = submission.reply({ ...errors, hideFields: options.hideFields });
  return data(reply, failureStatus[failure.code]);
}

/**
 * What a form's inputs may hold, read from its schema, so the limits a form shows are the ones the
 * server enforces: `required` (a value with a minimum length, or a choice with no default), `maxLength`
 * of strings, and `min`/`max` of numbers. Keys are the schema's paths (`salary.min`). Computed on the
 * server and handed to the form by the loader, so zod stays out of the browser.
 */
export function formConstraints(schema: z.ZodType): FormConstraints {
  const out: FormConstraints = {};
  walk(schema, "", out, true);
  return out;
}

type Def = {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  out?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number } } }[];
};

function walk(schema: { _zod: { def: Def } } | z.ZodType, name: string, out: FormConstraints, required: boolean) {
  const def = (schema as { _zod: { def: Def } })._zod.def;
  const here = (): FieldConstraint => {
    out[name] ??= {};
    return out[name];
  };
  switch (def.type) {
    case "object":
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, name ? `${name}.${key}` : key, out, true);
      return;
    case "optional":
    case "default":
    case "prefault":
      if (def.innerType) walk(def.innerType, name, out, false);
      return;
    case "nullable":
    case "readonly":
    case "catch":
      if (def.innerType) walk(def.innerType, name, out, required);
      return;
    case "pipe":
      if (def.in) walk(def.in, name, out, required);
      if (def.out) walk(def.out, name, out, required);
      return;
    case "union":
      // Only what every option agrees on: a field that takes a number or a string has no length limit.
      return;
    case "enum":
      if (required) here().required = true;
      return;
    case "string":
    case "number":
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === "max_length" && c.maximum !== undefined) here().maxLength = c.maximum;
        if (c.check === "min_length" && required && (c.minimum ?? 0) > 0) here().required = true;
        if (c.check === "greater_than" && c.value !== undefined) here().min = c.value;
        if (c.check === "less_than" && c.value !== undefined) here().max = c.value;
      }
      return;
    default:
      return;
  }
}
