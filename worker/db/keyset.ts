/**
 * Keyset ("cursor") pagination (docs/decisions/020, docs/api-cursors.md). OFFSET makes page N read every
 * index entry before it; a cursor names the boundary row of the page a client is on (its sort-key values
 * and id), so "Next" and "Previous" seek straight to it and read a page's worth of rows at any depth.
 *
 * A sort is a list of keys ending in the id tie-break. The rows after a boundary `(v1 … vn)` are split into
 * segments that SQLite can each answer with one index range, nearest first:
 * - the longest suffix of keys with one direction and non-NULL boundary values is one row-value comparison,
 *   `(k, id) > (?, ?)`, with equalities on the keys before it;
 * - then, for each earlier key, "equal before it, beyond it" (`rank = ? AND … ` then `rank > ?`);
 * - a nullable first key (SQLite sorts NULL lowest: first in ASC, last in DESC) adds its NULL part as a
 *   segment of its own (`k IS NULL`), or, after a NULL boundary in ASC, the non-NULL part from its floor.
 * The segments are read in order until the page is full, so a page reads its own rows, plus at most one
 * short query where it crosses a segment. "Before" reverses every direction, reads, then reverses the rows.
 *
 * The cursor is base64url JSON `{d, s, k}` (direction, sort name, key values), checked with zod when read;
 * anything unusable decodes to undefined and the list falls back to OFFSET by `page`.
 */

import { MAX_CURSOR_LENGTH } from "@core/schemas/fields";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, type Column, type SQL, sql } from "drizzle-orm";
import { z } from "zod";

export type SortKey = {
  column: Column;
  /** The property of a selected row that holds this key (drizzle's field name). */
  field: string;
  dir: "asc" | "desc";
  /** Compared and ordered `COLLATE NOCASE` (the index carries the same collation). */
  nocase?: boolean;
  /** Only a sort's first key may be nullable. */
  nullable?: boolean;
  type: "int" | "text";
};

/** A sort: its keys, the last one the unique id. */
export type SortSpec = readonly SortKey[];

/** A sort whose keys all run in one direction: `sortKeys("desc", created, byId)`. */
export const sortKeys = (dir: SortKey["dir"], ...keys: Omit<SortKey, "dir">[]): SortSpec =>
  keys.map((key) => ({ ...key, dir }));

export type KeyValue = string | number | null;
export type Direction = "after" | "before";
export type Cursor = { direction: Direction; sort: string; values: KeyValue[] };

const cursorSchema = z.object({
  d: z.enum(["after", "before"]),
  s: z.string().max(40),
  k: z
    .array(z.union([z.string().max(400), z.number().finite(), z.null()]))
    .min(1)
    .max(8),
});

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify({ d: cursor.direction, s: cursor.sort, k: cursor.values });
  return encodeBase64urlNoPadding(new TextEncoder().encode(json));
}

const fitsKey = (key: SortKey, value: KeyValue) =>
  value === null ? !!key.nullable : key.type === "int" ? Number.isSafeInteger(value) : typeof value === "string";

/**
 * The cursor in `raw` when it is well formed, was made for `sort` and holds one value of the right type
 * per key of `spec`; otherwise undefined (the caller pages by OFFSET instead). Never throws.
 */
export function decodeCursor(raw: string | undefined, sort: string, spec: SortSpec): Cursor | undefined {
  if (!raw || raw.length > MAX_CURSOR_LENGTH) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(decodeBase64urlIgnorePadding(raw)));
  } catch {
    return undefined;
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success) return undefined;
  const { d, s, k } = cursor.data;
  if (s !== sort || k.length !== spec.length || !spec.every((key, i) => fitsKey(key, k[i]))) return undefined;
  return { direction: d, sort: s, values: k };
}

/** A row's value for `key`, as a cursor holds it (timestamps as epoch milliseconds). */
function keyValue(key: SortKey, row: Record<string, unknown>): KeyValue {
  const value = row[key.field];
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string") return value;
  throw new Error(`Sort key ${key.field} has no cursor value`);
}

export const boundaryValues = (spec: SortSpec, row: Record<string, unknown>) => spec.map((key) => keyValue(key, row));

const flip = (dir: SortKey["dir"]): SortKey["dir"] => (dir === "asc" ? "desc" : "asc");
const op = (key: SortKey) => sql.raw(key.dir === "asc" ? ">" : "<");
/** The key as ORDER BY names it. */
const ordered = (key: SortKey) => (key.nocase ? sql`${key.column} COLLATE NOCASE` : sql`${key.column}`);
/**
 * A boundary value as compared with the key. The collation goes on the value, not the column: SQLite
 * seeks an index with `(company, id) > (? COLLATE NOCASE, ?)` but not with `(company COLLATE NOCASE, id)`.
 */
const bound = (key: SortKey, value: KeyValue) => (key.nocase ? sql`${value} COLLATE NOCASE` : sql`${value}`);
const equalTo = (key: SortKey, value: KeyValue) =>
  value === null ? sql`${key.column} IS NULL` : sql`${key.column} = ${bound(key, value)}`;

/** ORDER BY for `spec`, every direction reversed for "before". */
export function orderBy(spec: SortSpec, direction: Direction = "after"): SQL[] {
  return spec.map((key) => sql`${ordered(key)} ${sql.raw(direction === "before" ? flip(key.dir) : key.dir)}`);
}

/**
 * A part of the rows beyond a boundary that one index range answers, in the sort's order. With `group`,
 * the keys after `group` run in another direction (`priority-low`: rank ASC, then newest first), which
 * SQLite would sort a whole rank at a time: such a segment is read one `group` value at a time instead.
 */
export type Segment = { where: SQL | undefined; group?: { key: SortKey; prefix: SQL[] } };

const directed = (spec: SortSpec, direction: Direction) =>
  spec.map((key): SortKey => (direction === "before" ? { ...key, dir: flip(key.dir) } : key));

/** Where the keys after key `i` all share the last key's direction (the suffix one row value can compare). */
function uniformFrom(keys: SortKey[], v?: KeyValue[]) {
  const last = keys[keys.length - 1];
  let m = keys.length - 1;
  while (m > 0 && keys[m - 1].dir === last.dir && (!v || v[m - 1] !== null)) m--;
  return m;
}

/**
 * The segments of the rows beyond the cursor's boundary, nearest first (see the module comment); without a
 * cursor, of the whole list. Each `where` is meant to be ANDed with the list's own filters.
 */
export function keysetSegments(spec: SortSpec, cursor: Cursor | undefined): Segment[] {
  const keys = directed(spec, cursor?.direction ?? "after");
  if (!cursor) {
    const m = uniformFrom(keys);
    return [m === 0 ? { where: undefined } : { where: undefined, group: { key: keys[m - 1], prefix: [] } }];
  }
  const v = cursor.values;
  const n = keys.length;
  const m = uniformFrom(keys, v);
  const prefix = (i: number) => keys.slice(0, i).map((key, j) => equalTo(key, v[j]));
  const rowValue = (from: number) => {
    const tail = keys.slice(from);
    const values = v.slice(from);
    if (tail.length === 1) return sql`${tail[0].column} ${op(tail[0])} ${bound(tail[0], values[0])}`;
    const columns = sql.join(
      tail.map((key) => sql`${key.column}`),
      sql`, `,
    );
    const bounds = sql.join(
      tail.map((key, j) => bound(key, values[j])),
      sql`, `,
    );
    return sql`(${columns}) ${op(keys[n - 1])} (${bounds})`;
  };
  // The rows beyond key i's boundary value, NULLs included where the direction puts them after it.
  const beyond = (i: number): SQL[] => {
    const key = keys[i];
    if (v[i] === null) {
      if (key.dir === "desc") return [];
      return [sql`${key.column} >= ${bound(key, key.type === "int" ? -Number.MAX_SAFE_INTEGER : "")}`];
    }
    const parts = [sql`${key.column} ${op(key)} ${bound(key, v[i])}`];
    if (key.nullable && key.dir === "desc") parts.push(sql`${key.column} IS NULL`);
    return parts;
  };

  const segments: Segment[] = [{ where: and(...prefix(m), rowValue(m)) }];
  if (m === 0 && keys[0].nullable && keys[0].dir === "desc" && v[0] !== null) {
    segments.push({ where: sql`${keys[0].column} IS NULL` });
  }
  for (let i = m - 1; i >= 0; i--) {
    // Keys i+1 … differ in direction from key i when i+1 < m, or when key i itself differs from the suffix.
    const mixed = keys.slice(i + 1).some((key) => key.dir !== keys[i].dir);
    for (const part of beyond(i)) {
      segments.push({
        where: and(...prefix(i), part),
        group: mixed ? { key: keys[i], prefix: prefix(i) } : undefined,
      });
    }
  }
  return segments;
}

/**
 * Reads up to `limit` rows beyond the cursor (from the start without one), segment by segment, and
 * returns them in display order. `read` runs the list's query with an extra condition, an ORDER BY and a
 * row limit; `rowOf` picks the sorted table's row out of a selected row.
 */
export async function readKeyset<Row>(
  spec: SortSpec,
  cursor: Cursor | undefined,
  limit: number,
  read: (condition: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>,
  rowOf: (row: Row) => Record<string, unknown>,
): Promise<Row[]> {
  const direction = cursor?.direction ?? "after";
  const order = orderBy(spec, direction);
  const rows: Row[] = [];
  for (const segment of keysetSegments(spec, cursor)) {
    if (!segment.group) {
      rows.push(...(await read(segment.where, order, limit - rows.length)));
    } else {
      // One group value at a time: find the next value (one index entry), then read its rows in order.
      const { key, prefix } = segment.group;
      let where = segment.where;
      while (rows.length < limit) {
        const [first] = await read(where, [sql`${ordered(key)} ${sql.raw(key.dir)}`], 1);
        if (!first) break;
        const value = keyValue(key, rowOf(first));
        rows.push(...(await read(and(...prefix, equalTo(key, value)), order, limit - rows.length)));
        where = and(...prefix, sql`${key.column} ${op(key)} ${bound(key, value)}`);
      }
    }
    if (rows.length >= limit) break;
  }
  if (direction === "before") rows.reverse();
  return rows;
}

export type PageCursors = { nextCursor: string | null; prevCursor: string | null };

/** The cursors of a page: "after" its last row when a next page exists, "before" its first when a previous one does. */
export function pageCursors(
  sort: string,
  spec: SortSpec,
  rows: Record<string, unknown>[],
  has: { next: boolean; prev: boolean },
): PageCursors {
  const at = (direction: Direction, row: Record<string, unknown> | undefined) =>
    row ? encodeCursor({ direction, sort, values: boundaryValues(spec, row) }) : null;
  return {
    nextCursor: has.next ? at("after", rows.at(-1)) : null,
    prevCursor: has.prev ? at("before", rows[0]) : null,
  };
}

/**
 * One page of a list: by cursor when `query.cursor` is usable, else by OFFSET from `page` (page 1 reads from
 * the start like a cursor). `read` runs the list's query with an extra condition (undefined for none), an
 * ORDER BY, a LIMIT and an OFFSET; `rowOf` picks the sorted table's row out of a selected row. `total` is
 * the list's count: with `page` it says whether a next and a previous page exist.
 */
export async function readPage<Row, Sort extends string>(opts: {
  /** The list's sorts by name; `query.sort` picks one. */
  sorts: Record<Sort, SortSpec>;
  query: { sort: Sort; cursor?: string; page: number; limit: number };
  total: Promise<number>;
  read: (condition: SQL | undefined, orderBy: SQL[], limit: number, offset: number) => Promise<Row[]>;
  rowOf: (row: Row) => Record<string, unknown>;
}): Promise<{ rows: Row[]; total: number } & PageCursors> {
  const { sort, page, limit } = opts.query;
  const spec = opts.sorts[sort];
  const cursor = decodeCursor(opts.query.cursor, sort, spec);
  const byKeyset = (c: Cursor | undefined) =>
    readKeyset(spec, c, limit, (condition, order, n) => opts.read(condition, order, n, 0), opts.rowOf);
  let [total, rows] = await Promise.all([
    opts.total,
    cursor || page === 1 ? byKeyset(cursor) : opts.read(undefined, orderBy(spec), limit, (page - 1) * limit),
  ]);
  // Nothing beyond the boundary (its rows were deleted meanwhile): the numbered page instead.
  if (cursor && rows.length === 0 && page > 1)
    rows = await opts.read(undefined, orderBy(spec), limit, (page - 1) * limit);
  const has = { next: page * limit < total, prev: page > 1 };
  return { rows, total, ...pageCursors(sort, spec, rows.map(opts.rowOf), has) };
}
