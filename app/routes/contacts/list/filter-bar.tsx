import { CONTACT_RELATIONSHIPS } from "@core/enums";
import { relationshipLabel } from "~/components/contacts/labels";
import { FavoritesAndApply, FilterForm, FilterSearch, FilterSelect, withAll } from "~/components/list/filter-form";

export type ContactFilters = {
  relationship: string;
  favorite: string;
  tag: string;
  search: string;
  sort: string;
  followUp: string;
};

const SORTS = [
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
  ["a-z", "Name A–Z"],
  ["z-a", "Name Z–A"],
  ["last-contact", "Last contacted"],
  ["company", "Company A–Z"],
] as const;

export function ContactFilterBar({ filters, tags }: { filters: ContactFilters; tags: string[] }) {
  const tagOptions = filters.tag && !tags.includes(filters.tag) ? [filters.tag, ...tags] : tags;
  return (
    <FilterForm
      label="Filter contacts"
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-12"
    >
      <FilterSearch
        id="contact-search"
        label="Search name, email, company or position"
        placeholder="Search"
        value={filters.search}
        className="sm:col-span-2 lg:col-span-2"
      />
      <FilterSelect
        id="contact-relationship"
        name="relationship"
        label="Relationship"
        value={filters.relationship}
        options={withAll("All relationships", CONTACT_RELATIONSHIPS, relationshipLabel)}
        className="lg:col-span-2"
      />
      <FilterSelect
        id="contact-follow-up"
        name="followUp"
        label="Follow-up"
        value={filters.followUp}
        options={[
          ["", "Any follow-up"],
          ["due", "Follow-up due"],
        ]}
        className="lg:col-span-2"
      />
      <FilterSelect
        id="contact-tag"
        name="tag"
        label="Tag"
        value={filters.tag}
        options={[["", "All tags"], ...tagOptions.map((t) => [t, t] as const)]}
        className="lg:col-span-2"
      />
      <FilterSelect
        id="contact-sort"
        name="sort"
        label="Sort by"
        value={filters.sort}
        options={SORTS}
        className="lg:col-span-2"
      />
      <FavoritesAndApply favorite={filters.favorite} />
    </FilterForm>
  );
}
