/**
 * A page's child rows inside the page's own query (issue 11): a correlated subquery aggregates each
 * parent row's children as one JSON array. SQLite evaluates a result column only for the rows it returns
 * (after OFFSET has skipped, until LIMIT stops the index walk), so the children come in the same round
 * trip as the page and no row is read twice; `readJsonRows` maps them back through the columns' own
 * drivers (timestamps to Date, 0/1 to booleans), as drizzle does for a plain select.
 */
import { type Column, type SQL, sql } from "drizzle-orm";

type Fields = Record<string, Column>;
type RowOf<F extends Fields> = {
  [K in keyof F]: F[K]["_"]["data"] | (F[K]["_"]["notNull"] extends true ? never : null);
};

/**
 * `(SELECT json_group_array(json_object('key', column, …)) <from>) AS <name>`; `from` carries the
 * correlation. Named, so the page's query can travel in a read batch (worker/db/read-batch.ts).
 */
export function jsonRows(name: string, fields: Fields, from: SQL): SQL.Aliased<string | null> {
  const pairs = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${column}`),
    sql`, `,
  );
  return sql<string | null>`(SELECT json_group_array(json_object(${pairs})) ${from})`.as(name);
}

/** The rows of a `jsonRows` column, each value read by its column's driver mapping. */
export function readJsonRows<F extends Fields>(fields: F, json: string | null): RowOf<F>[] {
  if (!json) return [];
  const parsed: Record<string, unknown>[] = JSON.parse(json);
  return parsed.map(
    (raw) =>
      Object.fromEntries(
        Object.entries(fields).map(([key, column]) => {
          const value = raw[key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as RowOf<F>,
  );
}
