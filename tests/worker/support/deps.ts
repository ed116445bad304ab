/** The Worker's own dependencies over the test bindings, and storage that fails on purpose. */
import { env } from "cloudflare:workers";
import { makeDeps } from "@worker/composition";
import { readBatcher } from "@worker/db/read-batch";
import type { Deps } from "@worker/deps";

/** The composition root's dependencies over the test bindings; a `db` override also carries `read`. */
export function testDeps(overrides: Partial<Deps> = {}): Deps {
  const read = overrides.db ? readBatcher(overrides.db) : undefined;
  return { ...makeDeps(env), defer: () => {}, ...(read && { read }), ...overrides };
}

/**
 * A storage binding (D1 and KV at once) whose every call throws `failure(call)`: a database that cannot
 * be reached, or proof that a route touched no storage. Opening a D1 Sessions API session and reading its
 * bookmark do no I/O, so they succeed as on the real binding (`withSession` hands back the same binding).
 */
export function failingStorage(failure: (call: string) => Error): D1Database & KVNamespace {
  const binding: D1Database & KVNamespace = new Proxy({} as D1Database & KVNamespace, {
    get: (_target, prop) => {
      if (prop === "then") return undefined;
      if (prop === "withSession") return () => binding;
      if (prop === "getBookmark") return () => null;
      return () => {
        throw failure(String(prop));
      };
    },
  });
  return binding;
}

/** A D1 binding whose every query fails, as when the database cannot be reached. */
export const unreachableD1: D1Database = failingStorage(() => new Error("D1_ERROR: Network connection lost."));
