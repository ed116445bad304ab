import { Link } from "react-router";

const VIEWS = [
  ["list", "List"],
  ["board", "Board"],
] as const;

/**
 * Each view's address from the page's (`search`): the filters kept, the view named, so a bookmark opens the
 * same view; the paging, the board's open column and Move form dropped, and the list's sort for the board.
 * Written by the loader: the page's code carries none of it.
 */
export function viewHrefs(search: string): Record<"list" | "board", string> {
  const hrefOf = (target: "list" | "board") => {
    const params = new URLSearchParams(search);
    for (const name of ["view", "page", "cursor", "more", "shown", "move", ...(target === "board" ? ["sort"] : [])]) {
      params.delete(name);
    }
    params.set("view", target);
    return `/applications?${params}`;
  };
  return { list: hrefOf("list"), board: hrefOf("board") };
}

/**
 * List / Board: two links (no JavaScript needed) to the views' addresses (`viewHrefs`); the view picked is
 * remembered for the next visit (decision 046).
 */
export function ViewSwitch({
  view,
  hrefs,
  preload,
}: {
  view: "list" | "board";
  hrefs: Record<"list" | "board", string>;
  /** Starts loading a view's code when the pointer or the focus comes to its link. */
  preload: Record<"list" | "board", () => unknown>;
}) {
  return (
    <nav aria-label="View" data-view={view} className="mb-4 flex">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
        {VIEWS.map(([value, label]) => (
          <li key={value}>
            <Link
              to={hrefs[value]}
              aria-current={view === value ? "page" : undefined}
              onPointerEnter={preload[value]}
              onFocus={preload[value]}
              className={`block rounded-md px-4 py-1.5 text-sm font-medium ${
                view === value ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
