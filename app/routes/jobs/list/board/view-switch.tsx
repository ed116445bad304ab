import { Link, useLocation } from "react-router";

const VIEWS = [
  ["list", "List"],
  ["board", "Board"],
] as const;

/**
 * List / Board: two links (no JavaScript needed) that keep the filters and name the view in the address,
 * so a bookmark opens the same view; the view picked is remembered for the next visit (decision 046).
 */
export function ViewSwitch({
  view,
  preload,
}: {
  view: "list" | "board";
  /** Starts loading a view's code when the pointer or the focus comes to its link. */
  preload: Record<"list" | "board", () => unknown>;
}) {
  const { search } = useLocation();
  const hrefOf = (target: string) => {
    const params = new URLSearchParams(search);
    for (const name of ["view", "page", "cursor", "more", "shown", "move", ...(target === "board" ? ["sort"] : [])]) {
      params.delete(name);
    }
    params.set("view", target);
    return `/applications?${params}`;
  };
  return (
    <nav aria-label="View" data-view={view} className="mb-4 flex">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-xs">
        {VIEWS.map(([value, label]) => (
          <li key={value}>
            <Link
              to={hrefOf(value)}
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
