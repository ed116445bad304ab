/**
 * Every runtime dependency is imported by the code (issue 29: `@conform-to/zod` sat in package.json
 * unused). A dependency no file imports is removed with `npm uninstall`, or listed below with its reason.
 * And every package the scripts import is declared (scripts/bench-match.mjs imported esbuild, present only
 * as another tool's dependency).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Kept though no file imports it, with the reason. */
const NOT_IMPORTED: Record<string, string> = {
  "@react-router/cloudflare":
    "no file imports it (found by this test); whether to uninstall it, with its `overrides` entry, is left to the lead",
};

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) sources(path, out);
    else if (/\.(tsx?|mjs|cjs|js)$/.test(name)) out.push(path);
  }
  return out;
}

describe("package.json", () => {
  it("lists no runtime dependency that no file imports", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const text = ["app", "worker", "core", "extension", "scripts"]
      .flatMap((dir) => sources(dir))
      .map((path) => readFileSync(join(root, path), "utf8"))
      .join("\n");
    const imported = (name: string) => {
      const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      return new RegExp(`(from|import\\(|require\\()\\s*["']${quoted}(/[^"']*)?["']`).test(text);
    };
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported(name) && !(name in NOT_IMPORTED));
    expect(unused).toEqual([]);
  });

  it("declares every package the scripts import (dependencies or devDependencies)", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    const imported = new Set<string>();
    for (const path of sources("scripts")) {
      const text = readFileSync(join(root, path), "utf8");
      for (const [, specifier] of text.matchAll(/(?:from|import\(|require\()\s*["']([^"'./][^"']*)["']/g)) {
        if (specifier.startsWith("node:")) continue;
        const parts = specifier.split("/");
        imported.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  });
});
