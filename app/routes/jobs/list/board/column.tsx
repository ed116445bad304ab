import { BOARD_MAX_SHOWN, BOARD_PAGE, FOLDED_COLUMNS } from "@core/board";
import { capitalize } from "@core/format";
import type { ReactNode, Ref } from "react";
import { Link, useLocation } from "react-router";
import type { BoardColumnData } from "./types";

type Props = {
  column: BoardColumnData;
  /** The count to show: the server's, or the server's adjusted by a move in flight. */
  count: number;
  children: ReactNode;
  empty: boolean;
  dropRef?: Ref<HTMLElement>;
  listRef?: Ref<HTMLOListElement>;
};

/**
 * A column: a <details> (folds without JavaScript; rejected and withdrawn start folded), its name and
 * count, its cards, and "Show more" as a link when the column holds more than it shows, up to the most
 * a column shows (BOARD_MAX_SHOWN), where it says so instead.
 */
export function BoardColumnView({ column, count, children, empty, dropRef, listRef }: Props) {
  const { search } = useLocation();
  const label = capitalize(column.status);
  const moreHref = () => {
    const params = new URLSearchParams(search);
    params.set("view", "board");
    params.set("more", column.status);
    params.set("shown", String(Math.min(column.cards.length + BOARD_PAGE, BOARD_MAX_SHOWN)));
    return `/applications?${params}`;
  };
  return (
    <section
      ref={dropRef}
      aria-labelledby={`column-${column.status}`}
      data-column={column.status}
      className="w-72 shrink-0 rounded-xl border border-slate-200 bg-slate-50"
    >
      <details open={!FOLDED_COLUMNS.includes(column.status)}>
        <summary className="flex cursor-pointer items-center justify-between gap-2 rounded-xl px-3 py-2.5 hover:bg-slate-100">
          <h2 id={`column-${column.status}`} className="text-sm font-semibold text-slate-900">
            {label}
          </h2>
          <span className="rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-700">
            {column.exact ? count : `${count}+`}
            <span className="sr-only"> {count === 1 && column.exact ? "application" : "applications"}</span>
          </span>
        </summary>
        <ol
          ref={listRef}
          aria-labelledby={`column-${column.status}`}
          className="flex min-h-16 flex-col gap-2 px-2 pb-2"
        >
          {children}
        </ol>
        {empty ? <p className="px-3 pb-3 text-sm text-slate-600">No applications here.</p> : null}
        {column.more && column.cards.length >= BOARD_MAX_SHOWN ? (
          <p className="px-3 pb-3 text-sm text-slate-600">
            {`The first ${BOARD_MAX_SHOWN} shown. Search or filter to find the others.`}
          </p>
        ) : column.more ? (
          <p className="px-3 pb-3">
            <Link to={moreHref()} preventScrollReset className="text-sm font-medium text-brand-700 hover:underline">
              Show more<span className="sr-only"> in {label}</span>
            </Link>
          </p>
        ) : null}
      </details>
    </section>
  );
}
