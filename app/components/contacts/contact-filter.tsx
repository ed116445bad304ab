import { useId, useState } from "react";
import { type FieldError, SelectField } from "~/components/ui/field";
import { type ContactPickerOption, contactOptionLabel } from "./contact-option";

export type ContactFilterProps = {
  name: string;
  contacts: ContactPickerOption[];
  /** The contact picked when this replaced the plain select. */
  initialValue: string;
  hint?: string;
  error?: FieldError;
};

/**
 * The contact picker with a filter box above its select that narrows the options by name or company (the
 * picked contact always stays listed). Loaded after hydration by contact-picker.tsx, for many contacts only.
 */
export function ContactFilter({ name, contacts, initialValue, hint, error }: ContactFilterProps) {
  const [value, setValue] = useState(initialValue);
  const [query, setQuery] = useState("");
  const filterId = `contact-filter${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const q = query.trim().toLowerCase();
  const shown = q
    ? contacts.filter((c) => c._id === value || contactOptionLabel(c).toLowerCase().includes(q))
    : contacts;
  return (
    <>
      <div className="mb-2">
        <label htmlFor={filterId} className="sr-only">
          Filter contacts
        </label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={`Filter ${contacts.length} contacts by name or company`}
          className="block h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600"
        />
      </div>
      <SelectField
        label="Contact person"
        name={name}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="No contact"
        options={shown.map((c) => ({ value: c._id, label: contactOptionLabel(c) }))}
        hint={hint}
        error={error}
      />
    </>
  );
}
