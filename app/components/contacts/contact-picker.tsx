import type { ContactOption } from "@worker/domain/contacts.server";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldError, SelectField } from "~/components/ui/field";
import { useHydrated } from "~/ui/use-hydrated";

/** A contact as the picker lists it: the domain's option type (listContactOptions). */
export type ContactPickerOption = ContactOption;

/** With more contacts than this, JavaScript adds a filter box above the list. */
const SEARCHABLE_FROM = 8;

const optionLabel = (c: ContactPickerOption) => (c.company ? `${c.name} (${c.company})` : c.name);

type Props = {
  name: string;
  contacts: ContactPickerOption[];
  defaultValue: string;
  error?: FieldError;
  className?: string;
};

/**
 * Picks one of the user's contacts (a job's contact person): a native select, so it works without
 * JavaScript; with JavaScript and many contacts, a filter box narrows the options by name or company.
 */
export function ContactPicker({ name, contacts, defaultValue, error, className }: Props) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(contacts.some((c) => c._id === defaultValue) ? defaultValue : "");
  const [query, setQuery] = useState("");
  const filterId = `contact-filter${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const box = useRef<HTMLDivElement>(null);
  // A contact picked before hydration stays picked: React's hydration leaves the select's value alone,
  // but its next render would set it back to the state's (decision 026). On a later mount they agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount, before that render.
  useEffect(() => {
    const picked = box.current?.querySelector("select")?.value;
    if (picked !== undefined && picked !== value) setValue(picked);
  }, []);
  const searchable = hydrated && contacts.length > SEARCHABLE_FROM;
  const q = query.trim().toLowerCase();
  const shown = q ? contacts.filter((c) => c._id === value || optionLabel(c).toLowerCase().includes(q)) : contacts;
  return (
    <div ref={box} className={className}>
      {searchable ? (
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
      ) : null}
      <SelectField
        label="Contact person"
        name={name}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="No contact"
        options={shown.map((c) => ({ value: c._id, label: optionLabel(c) }))}
        hint={contacts.length === 0 ? "Add people on the Contacts page to link them here." : undefined}
        error={error}
      />
    </div>
  );
}
