/**
 * Dark mode covers every colour the screens use (issue 31, docs/decisions/048-dark-mode.md). The dark theme
 * is the palette's variables redefined in app/app.css, so a colour class whose variable it leaves alone
 * (a new `bg-teal-100`, a `brand-300`) would stay light on a dark page: this lists every palette colour a
 * screen names and fails on one without its dark value, and on an SVG colour written as a hex value.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const css = readFileSync(join(root, "app/app.css"), "utf8");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith("+") ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(join(root, "app")).map((path) => ({ path, text: readFileSync(path, "utf8") }));

const UTILITIES =
  "bg|text|border|ring|fill|stroke|outline|divide|from|via|to|shadow|accent|decoration|placeholder|caret";
const COLOR_CLASS = new RegExp(
  `(?<![\\w-])(?:[a-z-]+:)*(?:${UTILITIES})(?:-[xytrbl])?-([a-z]+)-(50|[1-9]00|950)(?:/\\d+)?(?![\\w-])`,
  "g",
);

/** The variables the dark theme redefines: the declarations inside `@variant dark { … }`. */
function darkVariables(): Set<string> {
  const start = css.indexOf("@variant dark {");
  expect(start).toBeGreaterThan(-1);
  const block = css.slice(start, css.indexOf("}", start));
  return new Set([...block.matchAll(/(--color-[a-z]+(?:-\d+)?):/g)].map((m) => m[1]));
}

describe("the dark palette", () => {
  it("redefines every palette colour a screen uses, and white", () => {
    const dark = darkVariables();
    const used = new Set<string>();
    for (const { text } of files) for (const m of text.matchAll(COLOR_CLASS)) used.add(`--color-${m[1]}-${m[2]}`);
    // The scan finds the colours it is meant to (a broken pattern would pass with nothing found).
    expect(used).toContain("--color-slate-200");
    expect(used).toContain("--color-brand-700");
    expect([...used].filter((v) => !dark.has(v))).toEqual([]);
    expect(dark).toContain("--color-white");
  });

  it("each brand shade a screen uses is defined for the light theme too", () => {
    const light = css.slice(css.indexOf("@theme {"), css.indexOf("}", css.indexOf("@theme {")));
    const brand = new Set<string>();
    for (const { text } of files)
      for (const m of text.matchAll(COLOR_CLASS)) if (m[1] === "brand") brand.add(`--color-brand-${m[2]}`);
    expect([...brand].filter((v) => !light.includes(`${v}:`))).toEqual([]);
  });

  it("no SVG colour is a fixed value: charts take the palette's classes and follow the theme", () => {
    const fixed = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\b(fill|stroke)="(#[0-9a-fA-F]{3,8}|rgb[^"]*|white|black)"/g)].map(
        (m) => `${path.slice(root.length)}: ${m[0]}`,
      ),
    );
    expect(fixed).toEqual([]);
  });
});
