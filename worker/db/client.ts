import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * drizzle over a D1 binding or over one request's D1 Sessions API session (worker/db/replicas.ts).
 * drizzle's D1 driver only calls `prepare` and `batch`, which a `D1DatabaseSession` has too; its type
 * merely asks for the whole binding, hence the one cast.
 */
export function getDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Db = ReturnType<typeof getDb>;
