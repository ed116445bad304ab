/**
 * One atomic D1 batch of hand-written statements. drizzle's own `db.batch` cannot carry `db.run(sql)`
 * items that have parameters (its raw query object has no prepared statement and the batch throws), and
 * the conditional INSERT … SELECT writes (plan limits, "only while the parent exists") are hand-written.
 * Query builders can join in through `.getSQL()`; values are encoded by drizzle exactly as in a builder.
 */
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

const dialect = new SQLiteAsyncDialect();

export function sqlBatch(db: Db, statements: SQL[]): Promise<D1Result[]> {
  return db.$client.batch(
    statements.map((statement) => {
      const { sql, params } = dialect.sqlToQuery(statement);
      return db.$client.prepare(sql).bind(...params);
    }),
  );
}
