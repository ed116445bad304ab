/** Form parsing shared by route actions: one zod schema, field errors keyed by input name. */
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
  const out: Record<string, unknown> = {};
  for (const [key, raw] of formData.entries()) {
    if (typeof raw !== "string") continue;
    const path = key.split(".");
    let target = out;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      if (typeof next !== "object" || next === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = raw;
  }
  return out;
}

export function parseForm<T>(formData: FormData | Record<string, unknown>, schema: ZodType<T>): FormParse<T> {
  const input = formData instanceof FormData ? formDataToObject(formData) : formData;
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    if (!key) {
      formError ??= issue.message;
      continue;
    }
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return { ok: false, fieldErrors, formError };
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
