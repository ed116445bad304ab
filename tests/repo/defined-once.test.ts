/**
 * Small drifts that came back (issue 29): a helper defined in one place and imported everywhere else, and
 * one way for a screen to say "not found". Each check reads the sources of app/, worker/ and core/
 * (tests excepted) and names the files that break it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes("+types")) out.push(path);
  }
  return out;
}

const files = ["app", "worker", "core"].flatMap((dir) => sources(dir));
const matching = (pattern: RegExp, among = files) =>
  among.filter((path) => pattern.test(readFileSync(join(root, path), "utf8")));

describe("defined once", () => {
  it("DAY_MS is declared only in core/dates.ts", () => {
    expect(matching(/\b(const|let)\s+DAY_MS\b/)).toEqual(["core/dates.ts"]);
  });

  it("a day in milliseconds is written only there: everything else counts in DAY_MS", () => {
    expect(matching(/\b86_?400_?000\b|\b24 \* 60 \* 60 \* 1000\b/)).toEqual(["core/dates.ts"]);
  });

  it("iso() is declared only in core/dates.ts", () => {
    expect(matching(/\b(const|let|function)\s+iso\b/)).toEqual(["core/dates.ts"]);
  });

  it("money has one formatter (core/money.ts, re-exported by core/format.ts)", () => {
    expect(matching(/\b(function|const)\s+format(Money|INR)\b/)).toEqual(["core/money.ts"]);
  });
});

describe("one not-found", () => {
  it("no screen throws or returns a raw Response 404: loaders and actions call notFound()", () => {
    // Screens (.tsx); a resource route (.ts: a file, a feed) answers its own plain response.
    const routes = files.filter((path) => path.startsWith("app/routes/") && path.endsWith(".tsx"));
    expect(matching(/new Response\([^)]*status:\s*404/, routes)).toEqual([]);
  });
});
