import type { SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { type Cursor, decodeCursor, encodeCursor, keysetSegments, orderBy, pageCursors, type SortSpec } from "./keyset";
import { contacts, jobs, tasks } from "./schema";

const dialect = new SQLiteSyncDialect();
const render = (s: SQL | undefined) => {
  if (!s) return undefined;
  const { sql, params } = dialect.sqlToQuery(s);
  return { sql, params };
};

const newest: SortSpec = [
  { column: jobs.createdAt, field: "createdAt", type: "int", dir: "desc" },
  { column: jobs.id, field: "id", type: "text", dir: "desc" },
];
const aToZ: SortSpec = [
  { column: jobs.company, field: "company", type: "text", nocase: true, dir: "asc" },
  { column: jobs.id, field: "id", type: "text", dir: "asc" },
];
const lastContact: SortSpec = [
  { column: contacts.lastContactDate, field: "lastContactDate", type: "int", nullable: true, dir: "desc" },
  { column: contacts.id, field: "id", type: "text", dir: "desc" },
];
const priorityLow: SortSpec = [
  { column: tasks.priorityRank, field: "priorityRank", type: "int", dir: "asc" },
  { column: tasks.createdAt, field: "createdAt", type: "int", dir: "desc" },
  { column: tasks.id, field: "id", type: "text", dir: "desc" },
];

const afterRow = (sort: string, values: Cursor["values"]): Cursor => ({ direction: "after", sort, values });

describe("cursor encoding", () => {
  it("round-trips a cursor made for the same sort, as base64url", () => {
    const cursor = afterRow("a-z", ["Ünïcode Co ✓", "job-1"]);
    const raw = encodeCursor(cursor);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, "a-z", aToZ)).toEqual(cursor);
  });

  it("ignores (undefined, never throws) anything that is not a usable cursor for this sort", () => {
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    for (const raw of [
      undefined,
      "",
      "!!!",
      "not-base64-json",
      b64("{"),
      b64("null"),
      b64(JSON.stringify({ d: "sideways", s: "a-z", k: ["a", "b"] })),
      b64(JSON.stringify({ d: "after", s: "a-z", k: ["a"] })),
      b64(JSON.stringify({ d: "after", s: "a-z", k: ["a", "b", "c"] })),
      b64(JSON.stringify({ d: "after", s: "a-z", k: [1, "b"] })),
      b64(JSON.stringify({ d: "after", s: "a-z", k: [null, "b"] })),
      b64(JSON.stringify({ d: "after", s: "a-z", k: [{}, "b"] })),
      Buffer.from([0xff, 0xfe, 0xfd]).toString("base64url"),
      encodeCursor(afterRow("z-a", ["a", "b"])),
      "A".repeat(2000),
    ]) {
      expect(decodeCursor(raw, "a-z", aToZ), String(raw)).toBeUndefined();
    }
    expect(decodeCursor(encodeCursor(afterRow("newest", [1.5, "id"])), "newest", newest)).toBeUndefined();
    expect(decodeCursor(encodeCursor(afterRow("newest", ["1", "id"])), "newest", newest)).toBeUndefined();
  });

  it("accepts NULL only for a nullable key", () => {
    expect(
      decodeCursor(encodeCursor(afterRow("last-contact", [null, "c1"])), "last-contact", lastContact),
    ).toBeDefined();
    expect(decodeCursor(encodeCursor(afterRow("newest", [null, "j1"])), "newest", newest)).toBeUndefined();
  });

  it("names a page's first row for Previous and its last row for Next, only when those pages exist", () => {
    const rows = [
      { createdAt: new Date(3000), id: "c" },
      { createdAt: new Date(1000), id: "a" },
    ];
    const cursors = pageCursors("newest", newest, rows, { next: true, prev: true });
    expect(decodeCursor(cursors.nextCursor ?? "", "newest", newest)).toEqual(afterRow("newest", [1000, "a"]));
    expect(decodeCursor(cursors.prevCursor ?? "", "newest", newest)).toEqual({
      direction: "before",
      sort: "newest",
      values: [3000, "c"],
    });
    expect(pageCursors("newest", newest, rows, { next: false, prev: false })).toEqual({
      nextCursor: null,
      prevCursor: null,
    });
  });
});

describe("keyset conditions", () => {
  it("one row-value range when every key runs one way, reversed for before", () => {
    const [segment, ...rest] = keysetSegments(newest, afterRow("newest", [1000, "j1"]));
    expect(rest).toEqual([]);
    expect(render(segment.where)).toEqual({
      sql: '("jobs"."created_at", "jobs"."id") < (?, ?)',
      params: [1000, "j1"],
    });
    const [back] = keysetSegments(newest, { direction: "before", sort: "newest", values: [1000, "j1"] });
    expect(render(back.where)?.sql).toBe('("jobs"."created_at", "jobs"."id") > (?, ?)');
    expect(orderBy(newest, "before").map((o) => render(o)?.sql)).toEqual([
      '"jobs"."created_at" asc',
      '"jobs"."id" asc',
    ]);
  });

  it("puts NOCASE on the bound value, so the (column, id) index can seek", () => {
    const [segment] = keysetSegments(aToZ, afterRow("a-z", ["acme", "j1"]));
    expect(render(segment.where)?.sql).toBe('("jobs"."company", "jobs"."id") > (? COLLATE NOCASE, ?)');
    expect(render(orderBy(aToZ)[0])?.sql).toBe('"jobs"."company" COLLATE NOCASE asc');
  });

  it("a nullable key in DESC: the dated rows after the boundary, then the undated ones", () => {
    const segments = keysetSegments(lastContact, afterRow("last-contact", [5000, "c9"]));
    expect(segments.map((s) => render(s.where)?.sql)).toEqual([
      '("contacts"."last_contact_date", "contacts"."id") < (?, ?)',
      '"contacts"."last_contact_date" IS NULL',
    ]);
    // After an undated boundary only undated rows with a smaller id remain.
    const undated = keysetSegments(lastContact, afterRow("last-contact", [null, "c9"]));
    expect(undated.map((s) => render(s.where)?.sql)).toEqual([
      '("contacts"."last_contact_date" IS NULL and "contacts"."id" < ?)',
    ]);
  });

  it("a nullable key in ASC (Previous of DESC): the rest of the undated rows, then every dated row from the floor", () => {
    const segments = keysetSegments(lastContact, { direction: "before", sort: "last-contact", values: [null, "c9"] });
    expect(segments.map((s) => render(s.where))).toEqual([
      { sql: '("contacts"."last_contact_date" IS NULL and "contacts"."id" > ?)', params: ["c9"] },
      { sql: '"contacts"."last_contact_date" >= ?', params: [-Number.MAX_SAFE_INTEGER] },
    ]);
  });

  it("mixed directions: the rest of the boundary's rank by row value, then later ranks one rank at a time", () => {
    const segments = keysetSegments(priorityLow, afterRow("priority-low", [1, 5000, "t5"]));
    expect(render(segments[0].where)?.sql).toBe(
      '("tasks"."priority_rank" = ? and ("tasks"."created_at", "tasks"."id") < (?, ?))',
    );
    expect(segments[0].group).toBeUndefined();
    expect(render(segments[1].where)?.sql).toBe('"tasks"."priority_rank" > ?');
    expect(segments[1].group?.key.field).toBe("priorityRank");
    // From the start, the first rank is found first as well.
    const [start] = keysetSegments(priorityLow, undefined);
    expect(start.where).toBeUndefined();
    expect(start.group?.key.field).toBe("priorityRank");
    expect(keysetSegments(newest, undefined)).toEqual([{ where: undefined }]);
  });
});
