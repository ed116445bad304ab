import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { relationshipLabel } from "~/components/contacts/labels";
import { Button } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { CONTACT_RELATIONSHIPS } from "~/lib/enums";
import { useHydrated } from "~/lib/use-hydrated";

export type ContactFilters = { relationship: string; favorite: string; tag: string; search: string; sort: string };

const SORTS = [
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
  ["a-z", "Name A–Z"],
  ["z-a", "Name Z–A"],
  ["last-contact", "Last contacted"],
  ["company", "Company A–Z"],
] as const;

const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600";

/**
 * A GET form: filters live in the URL (bookmarkable, no JavaScript needed) and never send `page`, so any
 * change starts at page 1. With JavaScript each change applies at once and search waits for a pause.
 */
export function ContactFilterBar({ filters, tags }: { filters: ContactFilters; tags: string[] }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = (form: HTMLFormElement, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
  const tagOptions = filters.tag && !tags.includes(filters.tag) ? [filters.tag, ...tags] : tags;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter contacts"
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-12"
      onChange={(e) => {
        const isSearch = e.target instanceof HTMLInputElement && e.target.name === "search";
        apply(e.currentTarget, isSearch ? 350 : 0);
      }}
    >
      <div className="relative sm:col-span-2 lg:col-span-3">
        <label htmlFor="contact-search" className="sr-only">
          Search name, email, company or position
        </label>
        <SearchIcon className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
        <input
          id="contact-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={40}
          placeholder="Search contacts"
          className={`${selectClass} pl-9`}
        />
      </div>
      <div className="lg:col-span-3">
        <label htmlFor="contact-relationship" className="sr-only">
          Relationship
        </label>
        <select
          id="contact-relationship"
          name="relationship"
          defaultValue={filters.relationship}
          className={selectClass}
        >
          <option value="all">All relationships</option>
          {CONTACT_RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {relationshipLabel(r)}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="contact-tag" className="sr-only">
          Tag
        </label>
        <select id="contact-tag" name="tag" defaultValue={filters.tag} className={selectClass}>
          <option value="">All tags</option>
          {tagOptions.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="contact-sort" className="sr-only">
          Sort by
        </label>
        <select id="contact-sort" name="sort" defaultValue={filters.sort} className={selectClass}>
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center justify-between gap-3 lg:col-span-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="favorite"
            value="true"
            defaultChecked={filters.favorite === "true"}
            className="size-4 rounded accent-brand-600"
          />
          Favorites only
        </label>
        {hydrated ? null : (
          <Button type="submit" size="sm" variant="secondary">
            Apply
          </Button>
        )}
      </div>
    </Form>
  );
}
