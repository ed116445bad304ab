import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { AlertCircleIcon, ChevronDownIcon } from "./icons";

/** Field errors as they come from zod (`string[]`) or a single message; the first message is shown. */
export type FieldError = string | readonly string[] | null | undefined;

type FieldBaseProps = {
  label: ReactNode;
  name: string;
  error?: FieldError;
  hint?: ReactNode;
  /** Shows the required marker without setting the native `required` attribute (server-side validation only). */
  requiredIndicator?: boolean;
  /** Classes for the wrapping element. */
  className?: string;
};

function firstError(error: FieldError): string | undefined {
  if (!error) return undefined;
  if (typeof error === "string") return error || undefined;
  return error[0] || undefined;
}

/** Ids and ARIA wiring shared by every field. */
function useFieldIds(idProp: string | undefined, hint: ReactNode, error: FieldError, describedBy?: string) {
  const generated = useId();
  const id = idProp ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const message = firstError(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, message, hintId, errorId, ariaDescribedBy };
}

const controlBase =
  "block w-full rounded-lg border bg-white text-sm text-slate-900 shadow-xs transition-colors " +
  "placeholder:text-slate-500 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600";

function controlClasses(invalid: boolean, extra?: string) {
  return [
    controlBase,
    invalid ? "border-red-500 focus:outline-red-600" : "border-slate-300 hover:border-slate-400",
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {required ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

function FieldErrorText({ id, message }: { id?: string; message?: string }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className" | "children"> & {
    /** Classes for the `<input>` itself. */
    inputClassName?: string;
  };

/** A labelled `<input>` with optional hint and error, wired with `aria-invalid` and `aria-describedby`. */
export function TextField({
  label,
  name,
  error,
  hint,
  requiredIndicator,
  className,
  inputClassName,
  id: idProp,
  type = "text",
  required,
  "aria-describedby": describedBy,
  ...props
}: TextFieldProps) {
  const { id, message, hintId, errorId, ariaDescribedBy } = useFieldIds(idProp, hint, error, describedBy);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required || requiredIndicator}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        aria-required={requiredIndicator && !required ? true : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={controlClasses(Boolean(message), `mt-1.5 h-10 px-3 ${inputClassName ?? ""}`)}
        {...props}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldErrorText id={errorId} message={message} />
    </div>
  );
}

export type TextAreaFieldProps = FieldBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className" | "children"> & {
    textareaClassName?: string;
  };

/** A labelled `<textarea>` (4 rows by default). */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  requiredIndicator,
  className,
  textareaClassName,
  id: idProp,
  rows = 4,
  required,
  "aria-describedby": describedBy,
  ...props
}: TextAreaFieldProps) {
  const { id, message, hintId, errorId, ariaDescribedBy } = useFieldIds(idProp, hint, error, describedBy);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required || requiredIndicator}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        aria-required={requiredIndicator && !required ? true : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={ariaDescribedBy}
        className={controlClasses(Boolean(message), `mt-1.5 px-3 py-2 ${textareaClassName ?? ""}`)}
        {...props}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldErrorText id={errorId} message={message} />
    </div>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "className" | "children"> & {
    options: readonly SelectOption[];
    /** Adds a first option with an empty value, e.g. "Select a contact". */
    placeholder?: string;
    selectClassName?: string;
  };

/** A labelled native `<select>`. */
export function SelectField({
  label,
  name,
  error,
  hint,
  requiredIndicator,
  className,
  selectClassName,
  id: idProp,
  options,
  placeholder,
  required,
  "aria-describedby": describedBy,
  ...props
}: SelectFieldProps) {
  const { id, message, hintId, errorId, ariaDescribedBy } = useFieldIds(idProp, hint, error, describedBy);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required || requiredIndicator}>
        {label}
      </FieldLabel>
      <div className="relative mt-1.5">
        <select
          id={id}
          name={name}
          required={required}
          aria-required={requiredIndicator && !required ? true : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={ariaDescribedBy}
          className={controlClasses(Boolean(message), `h-10 appearance-none pr-9 pl-3 ${selectClassName ?? ""}`)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldErrorText id={errorId} message={message} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<FieldBaseProps, "requiredIndicator"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className" | "children" | "type">;

/** A checkbox with its label to the right; `value` defaults to "on" like the native control. */
export function CheckboxField({
  label,
  name,
  error,
  hint,
  className,
  id: idProp,
  "aria-describedby": describedBy,
  ...props
}: CheckboxFieldProps) {
  const { id, message, hintId, errorId, ariaDescribedBy } = useFieldIds(idProp, hint, error, describedBy);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <div className="flex h-5 items-center">
          <input
            id={id}
            name={name}
            type="checkbox"
            aria-invalid={message ? true : undefined}
            aria-describedby={ariaDescribedBy}
            className="size-4 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            {...props}
          />
        </div>
        <div className="text-sm">
          <label htmlFor={id} className="font-medium text-slate-800">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="text-slate-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldErrorText id={errorId} message={message} />
    </div>
  );
}
