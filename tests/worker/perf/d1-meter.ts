/**
 * A metered D1 binding for budget tests: it forwards every call to the real binding and sums, per request,
 * D1's own `meta.rows_read` and `meta.rows_written`, the number of statements, and the number of "waves"
 * (a statement that starts while no other statement is in flight opens a new wave, so statements sent
 * together with Promise.all or in one batch are one wave and an await between two queries makes two), and
 * the number of D1 calls (a batch is one call however many statements it carries).
 *
 * `raw()` (drizzle's path for every typed select) hands back arrays without meta, so for a read-only
 * statement the meter runs it a second time with `run()` to learn its rows_read (deterministic, and not
 * counted as a statement); a writing statement is answered from a single `all()` instead.
 */
import { env } from "cloudflare:workers";
import { app } from "@worker/index";

export type Meter = {
  rowsRead: number;
  rowsWritten: number;
  statements: number;
  /** Calls to D1: each lone statement is one, a batch of statements is one. */
  calls: number;
  waves: number;
  /** Each statement's SQL, its bound values and its rows_read, in completion order. */
  log: { sql: string; params: unknown[]; rowsRead: number }[];
};

const emptyMeter = (): Meter => ({ rowsRead: 0, rowsWritten: 0, statements: 0, calls: 0, waves: 0, log: [] });

type Meta = { rows_read?: number; rows_written?: number };

const isReadOnly = (sql: string) => /^\s*(select|with|explain)\b/i.test(sql) && !/\breturning\b/i.test(sql);

class Tracker {
  meter = emptyMeter();
  private inFlight = 0;

  reset() {
    this.meter = emptyMeter();
    this.inFlight = 0;
  }

  /** One D1 call carrying `statements` (one, or a batch's); `metaOf` answers each statement's meta in order. */
  async track<T>(
    statements: { sql: string; params: unknown[] }[],
    call: () => Promise<T>,
    metaOf: (r: T) => Promise<Meta[]>,
  ) {
    if (this.inFlight === 0) this.meter.waves++;
    this.inFlight++;
    this.meter.statements += statements.length;
    this.meter.calls++;
    try {
      const result = await call();
      const metas = await metaOf(result);
      for (const m of metas) {
        this.meter.rowsRead += m.rows_read ?? 0;
        this.meter.rowsWritten += m.rows_written ?? 0;
      }
      statements.forEach(({ sql, params }, i) => {
        this.meter.log.push({ sql, params, rowsRead: metas[i]?.rows_read ?? 0 });
      });
      return result;
    } finally {
      this.inFlight--;
    }
  }
}

const INNER = Symbol("inner");

class MeteredStatement {
  [INNER]: D1PreparedStatement;
  constructor(
    private tracker: Tracker,
    private sql: string,
    inner: D1PreparedStatement,
    private params: unknown[] = [],
  ) {
    this[INNER] = inner;
  }
  get statement() {
    return { sql: this.sql, params: this.params };
  }
  bind(...values: unknown[]) {
    return new MeteredStatement(
      this.tracker,
      this.sql,
      this[INNER].bind(...values),
      values,
    ) as unknown as D1PreparedStatement;
  }
  first(column?: string) {
    const inner = this[INNER];
    return this.tracker
      .track(
        [this.statement],
        async () => {
          const r = await inner.all();
          const row = (r.results[0] ?? null) as Record<string, unknown> | null;
          return { r, value: column ? (row ? row[column] : null) : row };
        },
        async ({ r }) => [r.meta],
      )
      .then(({ value }) => value);
  }
  all() {
    return this.tracker.track(
      [this.statement],
      () => this[INNER].all(),
      async (r) => [r.meta],
    );
  }
  run() {
    return this.tracker.track(
      [this.statement],
      () => this[INNER].run(),
      async (r) => [r.meta],
    );
  }
  raw(options?: { columnNames?: boolean }) {
    const inner = this[INNER];
    if (isReadOnly(this.sql)) {
      return this.tracker.track(
        [this.statement],
        () => inner.raw(options as { columnNames: true }),
        async () => [(await inner.run()).meta],
      );
    }
    return this.tracker
      .track(
        [this.statement],
        async () => {
          const r = await inner.all<Record<string, unknown>>();
          const rows = r.results.map((row) => Object.values(row));
          const names = Object.keys(r.results[0] ?? {});
          return { r, rows: options?.columnNames ? [names, ...rows] : rows };
        },
        async ({ r }) => [r.meta],
      )
      .then(({ rows }) => rows);
  }
}

function meteredDatabase(tracker: Tracker, inner: D1Database | D1DatabaseSession): D1Database {
  const db = {
    prepare: (sql: string) => new MeteredStatement(tracker, sql, inner.prepare(sql)) as unknown as D1PreparedStatement,
    batch: (statements: D1PreparedStatement[]) => {
      const metered = statements.map((s) => s as unknown as MeteredStatement);
      return tracker.track(
        metered.map((s) => s.statement),
        () => inner.batch(metered.map((s) => s[INNER])),
        async (results) => results.map((r) => r.meta),
      );
    },
    exec: (sql: string) => (inner as D1Database).exec(sql),
    dump: () => (inner as D1Database).dump(),
    withSession: (constraint?: string) => {
      const session = (inner as D1Database).withSession(constraint as D1SessionConstraint);
      const wrapped = meteredDatabase(tracker, session) as unknown as D1DatabaseSession;
      return Object.assign(wrapped, { getBookmark: () => session.getBookmark() });
    },
  };
  return db as unknown as D1Database;
}

/** A metered view of the test's D1 binding; `meter` is reset by `measure`. */
export function meteredD1(inner: D1Database = env.DB) {
  const tracker = new Tracker();
  return { db: meteredDatabase(tracker, inner), tracker };
}

const metered = meteredD1();
const meteredEnv = new Proxy(env as Env, {
  get: (target, key) => (key === "DB" ? metered.db : Reflect.get(target, key)),
}) as Env;

const deferred: Promise<unknown>[] = [];
const ctx: ExecutionContext = {
  waitUntil: (p: Promise<unknown>) => void deferred.push(p),
  passThroughOnException: () => {},
  props: {},
} as unknown as ExecutionContext;

/**
 * Sends one request through the Worker's real handler (API or screen) with the metered D1 binding and
 * answers the response and what that request cost.
 */
export async function measure(path: string, init: RequestInit = {}): Promise<{ res: Response; meter: Meter }> {
  metered.tracker.reset();
  const res = await app.fetch(new Request(`http://localhost${path}`, init), meteredEnv, ctx);
  await res.clone().arrayBuffer();
  // Work scheduled after the answer (ctx.waitUntil) is billed too: it counts for this request.
  await Promise.allSettled(deferred.splice(0));
  return { res, meter: metered.tracker.meter };
}

/** The statements of a meter, short, for an assertion message. */
export function describeLog(meter: Meter): string {
  return meter.log.map((l) => `${l.rowsRead} rows: ${l.sql.replace(/\s+/g, " ").slice(0, 220)}`).join("\n");
}

/**
 * EXPLAIN QUERY PLAN of every read statement a request ran (with the values it bound): the plan lines
 * per statement.
 */
export async function queryPlans(meter: Meter): Promise<{ sql: string; plan: string[] }[]> {
  const out: { sql: string; plan: string[] }[] = [];
  for (const { sql, params } of meter.log) {
    if (!/^\s*(select|with)\b/i.test(sql)) continue;
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    out.push({ sql, plan: rows.results.map((r) => r.detail) });
  }
  return out;
}
