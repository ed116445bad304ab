/** One D1 call for a request's independent reads (worker/db/read-batch.ts, decision 025), on the real D1. */
import { env } from "cloudflare:workers";
import { jobCreateSchema } from "@core/schemas/job";
import { getDb } from "@worker/db/client";
import { assertBatchable, readBatcher } from "@worker/db/read-batch";
import { jobs, tasks, users } from "@worker/db/schema";
import { createJob } from "@worker/domain/jobs.server";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUp, testDeps } from "../support";

/** The test binding, counting the calls that reach D1: each lone statement and each batch is one. */
function countingD1() {
  const calls: string[] = [];
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          calls.push(`batch(${statements.length})`);
          return target.batch(statements);
        };
      }
      if (prop === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          const counted = (s: D1PreparedStatement): D1PreparedStatement =>
            new Proxy(s, {
              get(inner, key) {
                if (key === "bind") return (...values: unknown[]) => counted(inner.bind(...values));
                const value = Reflect.get(inner, key, inner);
                if (typeof value !== "function") return value;
                return (...args: unknown[]) => {
                  calls.push(String(key));
                  return value.apply(inner, args);
                };
              },
            });
          return counted(statement);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: getDb(d1), calls };
}

let userId: string;

beforeAll(async () => {
  userId = (await signUp()).userId;
  for (const company of ["Acme", "Globex", "Initech"]) {
    const created = await createJob(testDeps(), userId, jobCreateSchema.parse({ company, position: "Engineer" }));
    expect(created.ok).toBe(true);
  }
});

describe("deps.read", () => {
  it("sends reads started in the same turn as one batch and hands each its own answer", async () => {
    const { db, calls } = countingD1();
    const read = readBatcher(db);
    const [user, mine, count] = await Promise.all([
      read(db.select({ email: users.email }).from(users).where(eq(users.id, userId))),
      read(db.select({ company: jobs.company }).from(jobs).where(eq(jobs.userId, userId)).orderBy(jobs.company)),
      // A few awaits further down, as a domain function calling another one would start it.
      (async () => {
        await Promise.resolve();
        return read(
          db
            .select({ n: sql<number>`count(*)`.as("n") })
            .from(jobs)
            .where(eq(jobs.userId, userId)),
        );
      })(),
    ]);
    expect(calls).toEqual(["batch(3)"]);
    expect(user[0].email).toMatch(/@example\.test$/);
    expect(mine.map((j) => j.company)).toEqual(["Acme", "Globex", "Initech"]);
    expect(count).toEqual([{ n: 3 }]);
  });

  it("runs a lone read on its own, and reads after an await in a new call", async () => {
    const { db, calls } = countingD1();
    const read = readBatcher(db);
    const first = await read(db.select({ id: users.id }).from(users).where(eq(users.id, userId)));
    const second = await read(db.select({ id: jobs.id }).from(jobs).where(eq(jobs.userId, userId)));
    expect(first).toEqual([{ id: userId }]);
    expect(second).toHaveLength(3);
    expect(calls).toHaveLength(2);
    expect(calls.some((c) => c.startsWith("batch"))).toBe(false);
  });

  it("fails every read of a batch whose statement fails, and the next reads work", async () => {
    const { db } = countingD1();
    const read = readBatcher(db);
    const results = await Promise.allSettled([
      read(db.select({ id: users.id }).from(users).where(eq(users.id, userId))),
      read(db.select({ x: sql<number>`no_such_function(1)`.as("x") }).from(users)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await read(db.select({ id: users.id }).from(users).where(eq(users.id, userId)))).toEqual([{ id: userId }]);
  });

  it("refuses what a batch would answer wrongly: two result columns of one name, or anything but a select", () => {
    const db = getDb(env.DB);
    const twoIds = db
      .select({ task: { id: tasks.id }, job: { id: jobs.id } })
      .from(tasks)
      .leftJoin(jobs, eq(jobs.id, tasks.relatedJobId));
    expect(() => assertBatchable(twoIds)).toThrow('two result columns are named "id"');
    expect(() => assertBatchable(db.select().from(tasks).leftJoin(jobs, eq(jobs.id, tasks.relatedJobId)))).toThrow(
      "alias one",
    );
    expect(() => assertBatchable(db.query.jobs.findFirst())).toThrow("select builders only");
    expect(() => assertBatchable(db.delete(jobs).where(eq(jobs.id, "x")))).toThrow("select builders only");
    // SQLite names an unaliased expression by its text, which another field may share: two count(*)s.
    expect(() => assertBatchable(db.select({ a: count(), b: count() }).from(jobs))).toThrow("add .as(name)");
    // An object lists integer-like keys first, out of column order.
    expect(() => assertBatchable(db.select({ a: count().as("2024"), id: jobs.id }).from(jobs))).toThrow('named "2024"');
    expect(() =>
      assertBatchable(db.select({ jobId: jobs.id, taskId: sql`${tasks.id}`.as("task_id") }).from(tasks)),
    ).not.toThrow();
  });
});
