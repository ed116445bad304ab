import { type ComponentType, useEffect, useRef, useState } from "react";
import { type FieldError, SelectField } from "~/components/ui/field";
import type { ContactFilterProps } from "./contact-filter";
import { type ContactPickerOption, contactOptionLabel } from "./contact-option";

export type { ContactPickerOption };

/** With more contacts than this, JavaScript adds a filter box above the list. */
const SEARCHABLE_FROM = 8;

type Props = {
  name: string;
  contacts: ContactPickerOption[];
  defaultValue: string;
  error?: FieldError;
  className?: string;
};

/** The filter once loaded: a form shown again has it at once. */
let loadedFilter: ComponentType<ContactFilterProps> | undefined;

/**
 * Picks one of the user's contacts (a job's contact person): a native select, so it works without
 * JavaScript; with JavaScript and many contacts, a filter box narrows the options by name or company
 * (contact-filter.tsx, loaded after hydration, decision 062; the plain select stays if it cannot load).
 */
export function ContactPicker({ name, contacts, defaultValue, error, className }: Props) {
  const initialValue = contacts.some((c) => c._id === defaultValue) ? defaultValue : "";
  const searchable = contacts.length > SEARCHABLE_FROM;
  const [filter, setFilter] = useState<{ Filter: ComponentType<ContactFilterProps>; value: string } | null>(() =>
    searchable && loadedFilter ? { Filter: loadedFilter, value: initialValue } : null,
  );
  const box = useRef<HTMLDivElement>(null);
  const hint = contacts.length === 0 ? "Add people on the Contacts page to link them here." : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the filter joins the select.
  useEffect(() => {
    if (!searchable || filter) return;
    let live = true;
    import("./contact-filter")
      .then(({ ContactFilter }) => {
        loadedFilter = ContactFilter;
        if (!live) return;
        // A contact picked so far (before hydration too) stays picked (decision 026).
        setFilter({ Filter: ContactFilter, value: box.current?.querySelector("select")?.value ?? initialValue });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <div ref={box} className={className}>
      {filter ? (
        <filter.Filter name={name} contacts={contacts} initialValue={filter.value} hint={hint} error={error} />
      ) : (
        <SelectField
          label="Contact person"
          name={name}
          defaultValue={initialValue}
          placeholder="No contact"
          options={contacts.map((c) => ({ value: c._id, label: contactOptionLabel(c) }))}
          hint={hint}
          error={error}
        />
      )}
    </div>
  );
}
