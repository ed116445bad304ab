export type PageItem = number | "ellipsis";

/**
 * The page buttons to show: the first and last page, the current page ±1, and an ellipsis for each gap.
 * A gap of a single page shows that page instead of an ellipsis, which is never longer.
 * `pageItems(5, 10)` → [1, "ellipsis", 4, 5, 6, "ellipsis", 10].
 */
export function pageItems(current: number, total: number): PageItem[] {
  const last = Math.floor(total);
  if (!Number.isFinite(last) || last < 1) return [];
  const page = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), last);

  const pages = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);

  const items: PageItem[] = [];
  for (const n of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number" && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) items.push("ellipsis");
    items.push(n);
  }
  return items;
}
