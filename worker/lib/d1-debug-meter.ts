/**
 * Rows read per request, from D1's own `meta.rows_read`, for the benchmark (decision 024). Outside
 * production a request carrying `X-Debug-D1: 1` runs over a metered D1 binding and its response says
 * `X-D1-Rows-Read` and `X-D1-Statements`. Production never meters: the header is ignored there.
 *
 * `raw()` and `first()` (drizzle's paths for typed selects) hand back rows without meta, so a read-only
 * statement answered that way is run once more with `run()` to learn its rows_read (not counted as a
 * statement). A writing statement is never run twice: its rows_read counts only when its method has meta.
 */
export const D1_DEBUG_HEADER = "X-Debug-D1";

export type D1Meter = { rowsRead: number; statements: number };

type Meta = { rows_read?: number } | undefined;

const isReadOnly = (sql: string) => /^\s*(select|with|explain)\b/i.test(sql) && !/\breturning\b/i.test(sql);

/** The binding's own statement behind each metered one: `batch` must be handed the real ones. */
const unwrapped = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function meterStatement(stmt: D1PreparedStatement, sql: string, meter: D1Meter): D1PreparedStatement {
  const count = (meta: Meta) => {
    meter.rowsRead += meta?.rows_read ?? 0;
  };
  const metaOnly = async () => {
    if (isReadOnly(sql)) count((await stmt.run()).meta);
  };
  const metered = new Proxy(stmt, {
    get(target, prop) {
      if (prop === "bind") {
        return (...values: unknown[]) => meterStatement(target.bind(...values), sql, meter);
      }
      if (prop === "all" || prop === "run") {
        return async () => {
          meter.statements++;
          const result = await target[prop]();
          count(result.meta);
          return result;
        };
      }
      if (prop === "raw" || prop === "first") {
        return async (...args: unknown[]) => {
          meter.statements++;
          // biome-ignore lint/suspicious/noExplicitAny: forwarding the binding's own overloads unchanged
          const result = await (target[prop] as (...a: unknown[]) => Promise<any>)(...args);
          await metaOnly();
          return result;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  unwrapped.set(metered, stmt);
  return metered;
}

function meterSessionLike<T extends D1Database | D1DatabaseSession>(db: T, meter: D1Meter): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => meterStatement(target.prepare(sql), sql, meter);
      }
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          meter.statements += statements.length;
          const results = await target.batch(statements.map((s) => unwrapped.get(s) ?? s));
          for (const r of results) meter.rowsRead += r.meta?.rows_read ?? 0;
          return results;
        };
      }
      if (prop === "withSession" && "withSession" in target) {
        return (constraint?: string) => meterSessionLike(target.withSession(constraint), meter);
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A D1 binding that adds every statement's rows_read to `meter`. */
export function meterD1(db: D1Database, meter: D1Meter): D1Database {
  return meterSessionLike(db, meter);
}

/**
 * `body` unchanged (a pull stream: a chunk is read only when the client asks), and once it has been read to
 * its end, the rows read over the whole request in the log: `d1-meter {"path","rowsRead","statements"}`.
 * A streamed body (the data export) reads D1 after its headers went out with the count so far.
 */
export function meteredBody(
  body: ReadableStream<Uint8Array>,
  meter: D1Meter,
  path: string,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.close();
        console.log(`d1-meter ${JSON.stringify({ path, rowsRead: meter.rowsRead, statements: meter.statements })}`);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
