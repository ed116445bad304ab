/**
 * Counts sequential storage round trips ("waves") of one request: every D1 statement or batch (on the
 * binding or on a Sessions API session) and every KV call is timed, and a call that starts after another
 * has resolved is one wave deeper than it. The answer is the depth of the longest chain, i.e. how many
 * storage round trips the request waits for one after the other.
 */

type Track = <T>(what: string, run: () => Promise<T>) => Promise<T>;

export type MeteredCall = { what: string; depth: number };

class MeteredStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly track: Track,
  ) {}
  bind(...values: unknown[]) {
    return new MeteredStatement(this.inner.bind(...values), this.track);
  }
  first(column?: string) {
    return this.track("d1", () => (column === undefined ? this.inner.first() : this.inner.first(column)));
  }
  all() {
    return this.track("d1", () => this.inner.all());
  }
  run() {
    return this.track("d1", () => this.inner.run());
  }
  raw(options?: { columnNames?: boolean }) {
    // biome-ignore lint/suspicious/noExplicitAny: the two overloads of raw() differ only in the option
    return this.track("d1", () => this.inner.raw(options as any));
  }
}

function unwrap(statement: unknown): D1PreparedStatement {
  if (statement instanceof MeteredStatement) return statement.inner;
  throw new Error("round-trip meter: a statement that was not prepared through the meter");
}

class MeteredSession {
  constructor(
    private readonly inner: D1Database | D1DatabaseSession,
    private readonly track: Track,
  ) {}
  prepare(query: string) {
    return new MeteredStatement(this.inner.prepare(query), this.track);
  }
  batch(statements: unknown[]) {
    return this.track("d1 batch", () => this.inner.batch(statements.map(unwrap)));
  }
  getBookmark() {
    return "getBookmark" in this.inner ? this.inner.getBookmark() : null;
  }
}

class MeteredD1 extends MeteredSession {
  constructor(
    private readonly db: D1Database,
    private readonly tracker: Track,
  ) {
    super(db, tracker);
  }
  withSession(constraintOrBookmark?: string) {
    return new MeteredSession(this.db.withSession(constraintOrBookmark), this.tracker);
  }
  exec(query: string) {
    return this.tracker("d1 exec", () => this.db.exec(query));
  }
}

export type RoundTripMeter = {
  /** The bindings to hand the Worker: DB and SESSIONS metered, the rest as they are. */
  env: Env;
  calls: MeteredCall[];
  /** The deepest chain of calls so far (0 when nothing touched storage). */
  waves: () => number;
  reset: () => void;
};

export function roundTripMeter(base: Env): RoundTripMeter {
  let calls: MeteredCall[] = [];
  // The deepest wave among calls that have resolved: a call starting now waits behind it.
  let settledDepth = 0;
  const track: Track = (what, run) => {
    const call = { what, depth: settledDepth + 1 };
    calls.push(call);
    const settle = () => {
      settledDepth = Math.max(settledDepth, call.depth);
    };
    return run().then(
      (value) => {
        settle();
        return value;
      },
      (error) => {
        settle();
        throw error;
      },
    );
  };
  const kv = base.SESSIONS;
  const meteredKv = {
    get: (...args: Parameters<KVNamespace["get"]>) => track("kv get", () => kv.get(...args)),
    getWithMetadata: (...args: Parameters<KVNamespace["getWithMetadata"]>) =>
      track("kv get", () => kv.getWithMetadata(...args)),
    put: (...args: Parameters<KVNamespace["put"]>) => track("kv put", () => kv.put(...args)),
    delete: (...args: Parameters<KVNamespace["delete"]>) => track("kv delete", () => kv.delete(...args)),
    list: (...args: Parameters<KVNamespace["list"]>) => track("kv list", () => kv.list(...args)),
  };
  const env = {
    ...base,
    DB: new MeteredD1(base.DB, track) as unknown as D1Database,
    SESSIONS: meteredKv as unknown as KVNamespace,
  } as Env;
  return {
    env,
    get calls() {
      return calls;
    },
    waves: () => calls.reduce((deepest, c) => Math.max(deepest, c.depth), 0),
    reset: () => {
      calls = [];
      settledDepth = 0;
    },
  };
}
