/**
 * Form parsing shared by route actions: one zod schema, field errors keyed by input name.
 *
 * Field names are untrusted input: nested names (`salary.min`) are resolved by conform, which builds
 * the object without following `__proto__`, `constructor` or `prototype` segments (the hand-written
 * parser this replaced did, which let one anonymous post write into `Object.prototype`).
 */
import { parse } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import type { ZodType } from "zod";

export type FieldErrors = Record<string, string[] | undefined>;

/** A domain failure as a form shows it: under its field when it names one, otherwise above the form. */
export function failureForForm(failure: { message: string; field?: string }): {
  fieldErrors: FieldErrors;
  formError: string | undefined;
} {
  return failure.field
    ? { fieldErrors: { [failure.field]: [failure.message] }, formError: undefined }
    : { fieldErrors: {}, formError: failure.message };
}

export type FormParse<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** Turns FormData into a plain object (dotted names such as `salary.min` become nested objects). */
export function formDataToObject(formData: FormData): Record<string, unknown> {
  return parse(formData, { resolve: () => ({}) }).payload;
}

const GENERIC_FORM_ERROR = "The form could not be read. Please check it and try again.";

/**
 * Validates a form (FormData, or a body already read from one) with a zod schema. Values stay as
 * submitted strings: the schemas decide what "" means (conform's automatic coercion is off).
 */
export function parseForm<T>(formData: FormData | Record<string, unknown>, schema: ZodType<T>): FormParse<T> {
  if (!(formData instanceof FormData)) {
    const parsed = schema.safeParse(formData);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, ...errorsByField(parsed.error.issues.map((i) => [i.path.map(String).join("."), i.message])) };
  }
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return { ok: true, data: submission.value as T };
  const pairs: [string, string][] = [];
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    for (const message of messages ?? []) pairs.push([name, message]);
  }
  const result = errorsByField(pairs);
  return { ok: false, ...result, formError: result.formError ?? (pairs.length ? undefined : GENERIC_FORM_ERROR) };
}

function errorsByField(pairs: [string, string][]): { fieldErrors: FieldErrors; formError?: string } {
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const [key, message] of pairs) {
    if (!key) {
      formError ??= message;
      continue;
    }
    fieldErrors[key] = [...(fieldErrors[key] ?? []), message];
  }
  return { fieldErrors, formError };
}

/**
 * Server field errors that clear as soon as the user edits that field (with JavaScript; without it
 * they stay until the next submit). Pass the action's errors; spread `clearOnEdit` on the form.
 */
export function useEditableErrors(errors: FieldErrors | undefined) {
  const [cleared, setCleared] = useState<{ source: FieldErrors | undefined; names: Set<string> }>({
    source: errors,
    names: new Set(),
  });
  const names = cleared.source === errors ? cleared.names : new Set<string>();
  const visible = (name: string) => (names.has(name) ? undefined : errors?.[name]);
  const onChange = (event: { target: EventTarget | null }) => {
    const name = (event.target as { name?: string } | null)?.name;
    if (!name || !errors?.[name] || names.has(name)) return;
    setCleared({ source: errors, names: new Set([...names, name]) });
  };
  return { errorFor: visible, clearOnEdit: { onChange } };
}
