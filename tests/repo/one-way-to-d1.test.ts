/**
 * One way to talk to D1 (issue 29): the app and the Worker write their statements with drizzle's builders
 * or its `sql` template over the schema's tables and columns, never as `prepare("…")` strings whose
 * column names and hand-typed rows no compiler checks. The only callers of the binding's `prepare` are the
 * batch helper that runs drizzle's SQL (`worker/db/sql-batch.ts`) and the debug meter that wraps the
 * binding. Tests may keep raw SQL.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ALLOWED = new Set(["worker/db/sql-batch.ts", "worker/lib/d1-debug-meter.ts"]);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe("one way to talk to D1", () => {
  it("no file of app/ or worker/ prepares a statement from a string", () => {
    const offenders = [...sources("app"), ...sources("worker")]
      .map((path) => relative(root, join(root, path)))
      .filter((path) => !ALLOWED.has(path) && /\.prepare\(/.test(readFileSync(join(root, path), "utf8")));
    expect(offenders).toEqual([]);
  });
});
