import { pageItems } from "@core/pagination";
import { renderToStaticMarkup } from "react-dom/server";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";

type PaginationProps = {
  currentPage: number;
  numOfPages: number;
  /** Builds the URL of a page, keeping the current filters, e.g. `(n) => "?" + withPage(searchParams, n)`. */
  hrefForPage: (page: number) => string;
  /**
   * The Previous and Next links when they differ from `hrefForPage(current ∓ 1)`: a list that pages by
   * cursor puts it there, so stepping reads a page's worth of rows however deep (docs/api-cursors.md).
   */
  previousHref?: string;
  nextHref?: string;
  className?: string;
};

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const stepClasses = `inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium ${focusRing}`;
const pageClasses = `inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium ${focusRing}`;

/** Page links (plain links, so it works without JavaScript). Renders nothing for a single page. */
function Pagination({ currentPage, numOfPages, hrefForPage, previousHref, nextHref, className }: PaginationProps) {
  if (numOfPages <= 1) return null;
  const current = Math.min(Math.max(currentPage, 1), numOfPages);
  const items = pageItems(current, numOfPages);
  const hasPrevious = current > 1;
  const hasNext = current < numOfPages;

  return (
    <nav aria-label="Pagination" className={`flex items-center justify-between gap-2 ${className ?? ""}`}>
      {hasPrevious ? (
        <a
          href={previousHref ?? hrefForPage(current - 1)}
          rel="prev"
          className={`${stepClasses} text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50`}
        >
          <ChevronLeftIcon className="size-4" />
          Previous
        </a>
      ) : (
        <span className={`${stepClasses} cursor-not-allowed text-slate-500 ring-1 ring-slate-200 ring-inset`}>
          <ChevronLeftIcon className="size-4" />
          Previous
        </span>
      )}

      <p className="text-sm text-slate-600 sm:hidden">
        Page <span className="font-medium text-slate-900">{current}</span> of{" "}
        <span className="font-medium text-slate-900">{numOfPages}</span>
      </p>

      <ul className="hidden items-center gap-1 sm:flex">
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`ellipsis-after-${items[index - 1]}`} aria-hidden="true" className="px-1 text-sm text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <a
                  href={hrefForPage(item)}
                  aria-current="page"
                  aria-label={`Page ${item}`}
                  className={`${pageClasses} bg-brand-600 text-white shadow-xs`}
                >
                  {item}
                </a>
              ) : (
                <a
                  href={hrefForPage(item)}
                  aria-label={`Page ${item}`}
                  className={`${pageClasses} text-slate-700 hover:bg-slate-100`}
                >
                  {item}
                </a>
              )}
            </li>
          ),
        )}
      </ul>

      {hasNext ? (
        <a
          href={nextHref ?? hrefForPage(current + 1)}
          rel="next"
          className={`${stepClasses} text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50`}
        >
          Next
          <ChevronRightIcon className="size-4" />
        </a>
      ) : (
        <span className={`${stepClasses} cursor-not-allowed text-slate-500 ring-1 ring-slate-200 ring-inset`}>
          Next
          <ChevronRightIcon className="size-4" />
        </span>
      )}
    </nav>
  );
}

/**
 * A list's page links as HTML (docs/decisions/065): links only, so the loader draws them and `ServerHtml` shows
 * them, their clicks going through the router. Each link is the list's `address` with its query (the filters)
 * kept and its page set; Previous and Next also carry the cursor of the rows beside this page, so a deep page
 * reached by stepping reads only its own rows (docs/api-cursors.md). Empty for a single page.
 */
export function paginationHtml(
  page: { currentPage: number; numOfPages: number; prevCursor?: string | null; nextCursor?: string | null },
  address: { pathname: string; search: string },
  className = "mt-6",
): string {
  if (page.numOfPages <= 1) return "";
  const hrefForPage = (n: number, cursor?: string | null) => {
    const params = new URLSearchParams(address.search);
    params.set("page", String(n));
    if (cursor) params.set("cursor", cursor);
    else params.delete("cursor");
    return `${address.pathname}?${params}`;
  };
  const cursors = page.prevCursor !== undefined || page.nextCursor !== undefined;
  return renderToStaticMarkup(
    <Pagination
      className={className}
      currentPage={page.currentPage}
      numOfPages={page.numOfPages}
      hrefForPage={(n) => hrefForPage(n)}
      previousHref={cursors ? hrefForPage(page.currentPage - 1, page.prevCursor) : undefined}
      nextHref={cursors ? hrefForPage(page.currentPage + 1, page.nextCursor) : undefined}
    />,
  );
}
