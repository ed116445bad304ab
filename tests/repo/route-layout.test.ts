/**
 * Route files in one style and URLs in one pattern (issue 29), read from app/routes.ts and the files.
 * - A folder under app/routes is a screen with parts (its `route.tsx` beside them) or an area of several
 *   screens; a screen alone is a single file, so no folder holds only one module.
 * - Edit screens are `/<list>/edit/:id` (the spec's pattern, spec §2); any other action on one record is
 *   `/<list>/:id/<action>`. A moved address stays, served by a redirect module (`*-moved.ts`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const routesDir = join(root, "app/routes");
const config = readFileSync(join(root, "app/routes.ts"), "utf8");
/** Each registered route: its URL pattern and its module. */
const routes = [...config.matchAll(/route\("([^"]*)",\s*"([^"]+)"/g)].map(([, path, file]) => ({ path, file }));

describe("route files", () => {
  it("no folder under app/routes holds a single module", () => {
    const lonely = readdirSync(routesDir)
      .filter((name) => statSync(join(routesDir, name)).isDirectory() && !name.startsWith("+"))
      .flatMap((name) => {
        const walk = (dir: string): string[] => {
          const modules = readdirSync(join(routesDir, dir)).filter((f) => !f.startsWith("+"));
          const files = modules.filter((f) => !statSync(join(routesDir, dir, f)).isDirectory());
          const subdirs = modules.filter((f) => statSync(join(routesDir, dir, f)).isDirectory());
          return [...(files.length + subdirs.length < 2 ? [dir] : []), ...subdirs.flatMap((d) => walk(`${dir}/${d}`))];
        };
        return walk(name);
      });
    expect(lonely).toEqual([]);
  });

  it("every module app/routes.ts names exists", () => {
    const missing = routes.filter(({ file }) => {
      try {
        return !statSync(join(root, "app", file)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});

describe("URLs", () => {
  it("edit screens are /<list>/edit/:id; an old /<list>/:id/edit only redirects", () => {
    const outliers = routes.filter(({ path, file }) => /(^|\/):[^/]+\/edit$/.test(path) && !file.endsWith("-moved.ts"));
    expect(outliers).toEqual([]);
  });
});
