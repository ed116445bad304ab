/**
 * One D1 call for a request's independent reads (docs/decisions/025-one-d1-call-per-wave.md). Reads
 * handed to `deps.read` while the request's code runs on (every microtask until it next waits on
 * something outside) go to D1 together as one `batch()`: one round trip and one subrequest instead of
 * one per statement, read in one transaction, so a page and its count always agree. A lone read runs
 * on its own. DataLoader (graphql/dataloader) does the collecting and the handing back.
 *
 * What may go through here, checked on every call (a mistake fails in the tests, not silently):
 * - select builders only: a batch is one transaction and a failing statement fails every read of it,
 *   and drizzle's relational `findFirst` cannot map an empty answer that came from a batch;
 * - result columns with distinct names (alias a joined table's `id`): D1 answers a batch as row objects,
 *   which drizzle turns back into columns by name, so two `id` columns would become one. So an `sql`
 *   field needs `.as(name)` (SQLite would name it by its text, which another field may share), and no
 *   name may look like an integer (an object puts those first, out of column order).
 */
import DataLoader from "dataloader";
import { Column, getTableColumns, is, SQL, Table } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { SQLiteSelectBase } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

export type ReadQuery<T> = BatchItem<"sqlite"> & PromiseLike<T>;

/** Sends `query` to D1 with the other reads started in the same turn; answers its result. */
export type Read = <T>(query: ReadQuery<T>) => Promise<T>;

export function readBatcher(db: Db): Read {
  const loader = new DataLoader<ReadQuery<unknown>, unknown>(
    async (queries) => {
      if (queries.length === 1) return [await queries[0]];
      return db.batch(queries as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    },
    // No cache: the same builder twice is two reads. DataLoader sends the batch once the promise jobs
    // queued so far have run (process.nextTick after them), never later: no timer delays a read.
    { cache: false },
  );
  return <T>(query: ReadQuery<T>) => {
    assertBatchable(query);
    return loader.load(query) as Promise<T>;
  };
}

/** Throws unless `query` is a select whose result columns all have distinct, non-numeric names. */
export function assertBatchable(query: unknown): void {
  if (!is(query, SQLiteSelectBase)) throw new Error("deps.read takes select builders only");
  const seen = new Set<string>();
  const visit = (field: unknown) => {
    const name = is(field, Column) ? field.name : is(field, SQL.Aliased) ? field.fieldAlias : null;
    if (name !== null) {
      if (seen.has(name)) throw new Error(`deps.read: two result columns are named "${name}"; alias one`);
      if (/^\d+$/.test(name)) throw new Error(`deps.read: a result column is named "${name}"; use a word`);
      seen.add(name);
    } else if (is(field, SQL)) {
      throw new Error("deps.read: an sql field without a name; add .as(name)");
    } else if (is(field, Table)) {
      for (const column of Object.values(getTableColumns(field))) visit(column);
    } else if (field && typeof field === "object") {
      for (const value of Object.values(field)) visit(value);
    }
  };
  // The selection as it is now (a join adds the joined table's fields to it); `_.selectedFields` keeps
  // only what `select()` was given.
  visit(query._.config.fields);
}
