import { type Column, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

type ValueOf<C extends Column> = C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null;
/** A row of `columns`, typed as drizzle's builders type it (a left-joined column may still read null). */
export type RowOf<T extends Record<string, Column>> = { [K in keyof T]: ValueOf<T[K]> };

/**
 * Runs a hand-written statement (for what drizzle's builders cannot say, such as `INDEXED BY`) whose result
 * columns are `columns`: the statement gets them as `"table"."column" AS "key", …` to put after its SELECT
 * or RETURNING, and its rows come back keyed and decoded as a builder's would (a timestamp is a Date). The
 * columns come from the schema, so a renamed column fails to compile.
 */
export async function allRows<T extends Record<string, Column>>(
  db: Db,
  columns: T,
  statement: (list: SQL) => SQL,
): Promise<RowOf<T>[]> {
  const list = sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const rows = await db.all<Record<string, unknown>>(statement(list));
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(columns).map(([key, column]) => {
          const value = row[key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as RowOf<T>,
  );
}
