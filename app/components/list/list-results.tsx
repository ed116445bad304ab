import { pluralize } from "@core/format";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";

/** Where a row's actions come back to: this list with its filters and page. */
export function useReturnTo(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

type Props = {
  /** Rows on this page, and all rows matching the filters. */
  shown: number;
  total: number;
  /** What a row is, singular ("contact"). */
  noun: string;
  currentPage: number;
  numOfPages: number;
  /** The list's cursors (null at the ends): Previous and Next carry them, numbered pages do not. */
  prevCursor?: string | null;
  nextCursor?: string | null;
  filtered: boolean;
  empty: { icon: ReactNode; title: string; description: string; clearTo: string; addTo: string; addLabel: string };
  listClassName: string;
  /** The rows, each an `<li>`. */
  children: ReactNode;
};

/**
 * A list screen's results: the count, the rows and page links that keep the filters; or, when nothing is
 * there, an empty state that offers to clear the filters or to add the first one.
 */
export function ListResults({
  shown,
  total,
  noun,
  currentPage,
  numOfPages,
  prevCursor,
  nextCursor,
  filtered,
  empty,
  listClassName,
  children,
}: Props) {
  const location = useLocation();
  // Numbered pages are plain `page=N` (OFFSET); Previous and Next also carry the cursor of the rows beside
  // this page, so a deep page reached by stepping reads only its own rows. Filters are kept either way.
  const hrefForPage = (page: number, cursor?: string | null) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(page));
    if (cursor) params.set("cursor", cursor);
    else params.delete("cursor");
    return `?${params}`;
  };
  if (shown === 0) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={filtered ? "Nothing matches these filters. Try clearing some." : empty.description}
        action={
          filtered ? (
            <ButtonLink to={empty.clearTo} variant="secondary">
              Clear filters
            </ButtonLink>
          ) : (
            <ButtonLink to={empty.addTo}>{empty.addLabel}</ButtonLink>
          )
        }
      />
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {pluralize(total, noun)}
      </p>
      <ul className={listClassName}>{children}</ul>
      <Pagination
        className="mt-6"
        currentPage={currentPage}
        numOfPages={numOfPages}
        hrefForPage={(page) => hrefForPage(page)}
        previousHref={hrefForPage(currentPage - 1, prevCursor)}
        nextHref={hrefForPage(currentPage + 1, nextCursor)}
      />
    </>
  );
}
