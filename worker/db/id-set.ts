import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * `column IN (ids)` with the whole list as ONE bound parameter (`IN (SELECT value FROM json_each(?))`):
 * D1 binds at most 100 values per statement, which a page of 100 ids plus the owner's id would pass.
 */
export function inIds(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** `column NOT IN (ids)`, the list bound as one parameter as in `inIds`. */
export function notInIds(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} NOT IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
