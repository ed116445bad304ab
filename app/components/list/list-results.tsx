import { pluralize } from "@core/format";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ServerHtml } from "~/components/server-html";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";

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
  /** The page links, drawn by the loader (app/server/pagination.server.tsx). */
  pagination: string;
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
export function ListResults({ shown, total, noun, pagination, filtered, empty, listClassName, children }: Props) {
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
      {pagination ? <ServerHtml part="pagination" html={pagination} /> : null}
    </>
  );
}
