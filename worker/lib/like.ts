/**
 * Literal substring search with LIKE (api-contract.md §1 Search, docs/decisions/006): `%`, `_` and the
 * escape character typed by a user match themselves. Terms are clamped by `clampSearch` before they get
 * here, so `%term%` stays within D1's 50-byte pattern limit.
 */
import { or, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** `100%` → `100\%`, `data_eng` → `data\_eng`, `a\b` → `a\\b`. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** True when any of `columns` contains `term` (case-insensitive for ASCII, as SQLite's LIKE is). */
export function containsAny(columns: SQLWrapper[], term: string): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}
