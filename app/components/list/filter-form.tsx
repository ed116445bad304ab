import { type ReactNode, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { useEarlyChange } from "~/ui/use-early-change";
import { useHydrated } from "~/ui/use-hydrated";

export type FilterOption = readonly [value: string, label: string];

const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600";

/** The options of a filter select: "all" first, then each value with its label. */
export const withAll = (label: string, values: readonly string[], labelOf: (value: string) => string) =>
  [["all", label] as const, ...values.map((v) => [v, labelOf(v)] as const)] as const;

/**
 * A GET form: filters live in the URL (bookmarkable, no JavaScript needed). It never sends `page`, so any
 * change starts again at page 1. With JavaScript each change applies at once and search waits for a pause.
 */
export function FilterForm({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const apply = (form: HTMLFormElement, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
  // A filter changed before hydration (its Apply button is gone now) applies as any later change does.
  useEarlyChange(formRef, apply);
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onChange={(e) => {
        const isSearch = e.target instanceof HTMLInputElement && e.target.name === "search";
        apply(e.currentTarget, isSearch ? 350 : 0);
      }}
    >
      {children}
    </Form>
  );
}

/** The search box; `className` places its wrapper in the grid. */
export function FilterSearch(props: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  className: string;
}) {
  return (
    <div className={`relative ${props.className}`}>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
      <input
        id={props.id}
        type="search"
        name="search"
        defaultValue={props.value}
        maxLength={40}
        placeholder={props.placeholder ?? props.label}
        className={`${selectClass} pl-9`}
      />
    </div>
  );
}

/** A select with a screen-reader label; `className` places its wrapper in the grid. */
export function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  className?: string;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value} className={selectClass}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Favorites only" and, until JavaScript applies each change by itself, the Apply button. The row keeps
 * the button's height after it goes, so hydration does not move the list below (Lighthouse's CLS).
 */
export function FavoritesAndApply({ favorite }: { favorite: string }) {
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-8 items-center justify-between gap-3 lg:col-span-2">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="favorite"
          value="true"
          defaultChecked={favorite === "true"}
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
  );
}
