/**
 * Substring search (api-contract.md §1 Search): an FTS5 trigram index when the term has at least 3
 * characters, LIKE below that (a trigram index cannot answer shorter terms). docs/decisions/021.
 *
 * The term is one FTS5 string (double quotes doubled), so `AND`, `OR`, `NEAR`, `*`, `^`, `:` and
 * parentheses typed by a user are literal text, as `%` and `_` are for LIKE (worker/lib/like.ts).
 */
import { count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { integer, type SelectedFields, type SQLiteTable, sqliteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import type { Read } from "../db/read-batch";
import { users } from "../db/schema";
import { containsAny } from "./like";

/** The shortest term the trigram index answers. */
export const MIN_TRIGRAM_TERM = 3;

/**
 * The FTS5 tables (migrations/0008_search_fts.sql) as drizzle sees them: only their rowid, to join on.
 * Declared here, not in worker/db/schema.ts, so drizzle-kit never tries to create them as tables.
 */
const ftsTable = (name: string) => sqliteTable(name, { rowid: integer("rowid").notNull() });
export const SEARCH_INDEXES = {
  jobs_fts: ftsTable("jobs_fts"),
  tasks_fts: ftsTable("tasks_fts"),
  contacts_fts: ftsTable("contacts_fts"),
};
export type SearchIndex = keyof typeof SEARCH_INDEXES;

/** `a "b"` → `"a ""b"""`: one FTS5 string, matched as a literal substring by the trigram tokenizer. */
export function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** What stands for the owner's key if the user row is gone: three characters no key has (keys are CJK). */
const NO_OWNER = 'owner : "---"';

/**
 * The MATCH expression: the owner's key (`users.search_key`, one trigram unique to them; decision 021) in
 * `owner` and the term in any of `columns`. The key is looked up inside the statement (one index read),
 * so a search costs no extra round trip.
 */
export function ftsQuery(userId: string, columns: readonly string[], term: string): SQL {
  const owner = sql`(SELECT 'owner : "' || ${users.searchKey} || '"' FROM ${users} WHERE ${users.id} = ${userId})`;
  return sql`(coalesce(${owner}, ${NO_OWNER}) || ${` AND {${columns.join(" ")}} : ${ftsString(term)}`})`;
}

export const usesIndex = (term: string) => [...term].length >= MIN_TRIGRAM_TERM;

export type SearchPlan =
  /** Rows come from the index: FROM `index` CROSS JOIN the table, `condition` matches and joins. */
  | { kind: "fts"; index: (typeof SEARCH_INDEXES)[SearchIndex]; condition: SQL; match: SQL }
  | { kind: "like"; condition: SQL | undefined };

/**
 * The plan for `term` over `table`'s searchable `columns` (their SQL names, as the FTS table has them;
 * `likeColumns` are the same columns for the LIKE fallback). With the index, the matches are read first
 * (`<index> CROSS JOIN <table>` fixes that order; each match is looked up by rowid), and `match` alone
 * finds them inside the index (to count them there).
 */
export function searchPlan(
  table: SQLWrapper,
  index: SearchIndex,
  userId: string,
  columns: readonly string[],
  likeColumns: SQLWrapper[],
  term: string,
): SearchPlan {
  if (!usesIndex(term)) return { kind: "like", condition: containsAny(likeColumns, term) };
  const match = ftsQuery(userId, columns, term);
  const fts = SEARCH_INDEXES[index];
  return {
    kind: "fts",
    index: fts,
    condition: sql`${fts} MATCH ${match} AND ${table}.rowid = ${fts}.rowid`,
    match: sql`${fts} MATCH ${match}`,
  };
}

/**
 * How many of `table`'s rows a list matches. A search with no other condition (`alone`) is counted inside
 * the index (one row read per match, no table lookups); otherwise the rows under `where`, the matches
 * read first when the search uses the index.
 */
export async function countMatches(
  deps: { db: Db; read: Read },
  table: SQLiteTable,
  search: SearchPlan | undefined,
  where: SQL | undefined,
  alone = false,
): Promise<number> {
  const [row] = await deps.read(
    search?.kind === "fts" && alone
      ? deps.db
          .select({ total: count().as("total") })
          .from(search.index)
          .where(search.match)
      : selectMatching(deps.db, { total: count().as("total") }, table, search).where(where),
  );
  return row?.total ?? 0;
}

/**
 * `SELECT fields FROM table`, or, when `search` uses the index, `FROM <index> CROSS JOIN table` (the matches
 * first, each looked up by rowid); the search's own condition goes in the caller's WHERE.
 */
export function selectMatching<Fields extends SelectedFields>(
  db: Db,
  fields: Fields,
  table: SQLiteTable,
  search: SearchPlan | undefined,
) {
  return search?.kind === "fts"
    ? db.select(fields).from(search.index).$dynamic().crossJoin(table)
    : db.select(fields).from(table).$dynamic();
}
