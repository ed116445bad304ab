import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * `column IN (ids)` with the whole list as ONE bound parameter (`IN (SELECT value FROM json_each(?))`):
 * D1 binds at most 100 values per statement, which a page of 100 ids plus the owner's id would pass.
 */
export function inIds(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  // A page's worth of ids is bound one by one: D1 counts each json_each row as a row read.
  if (ids.length > 0 && ids.length <= SMALL_LIST) {
    return sql`${column} IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  }
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** At most this many ids are bound as separate values, leaving room under D1's 100 per statement. */
const SMALL_LIST = 40;

/** `column NOT IN (ids)`, the list bound as one parameter as in `inIds`. */
export function notInIds(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} NOT IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
