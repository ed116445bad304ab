/**
 * Dark mode covers every colour the screens use (issue 31, docs/decisions/048-dark-mode.md). The dark theme
 * is the palette's variables redefined in app/app.css, so a colour class whose variable it leaves alone
 * (a new `bg-teal-100`, a `brand-300`) would stay light on a dark page: this lists every palette colour a
 * screen names and fails on one without its dark value, and on an SVG colour written as a hex value.
 * Axe checks the contrast of text in HTML but not of an SVG's marks and labels, so the charts' colours are
 * checked here against the card they sit on, in both themes.
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

const tailwindTheme = readFileSync(join(root, "node_modules/tailwindcss/theme.css"), "utf8");

/** A colour's value in the light theme (app.css's @theme, then Tailwind's) or the dark one (app.css's block). */
function colourValue(name: string, theme: "light" | "dark"): string {
  const find = (text: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(text)?.[1].trim();
  const value =
    theme === "dark"
      ? find(css.slice(css.indexOf("@variant dark {")))
      : (find(css.slice(css.indexOf("@theme {"), css.indexOf("}", css.indexOf("@theme {")))) ?? find(tailwindTheme));
  if (!value) throw new Error(`no ${theme} value for --color-${name}`);
  return value;
}

/** WCAG relative luminance of `#rrggbb` or `oklch(L% C H)` (OKLab to linear sRGB, clamped to the gamut). */
function luminance(value: string): number {
  let rgb: number[];
  const sixDigits = value.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, "#$1$1$2$2$3$3");
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(sixDigits);
  if (hex) {
    rgb = hex.slice(1, 4).map((h) => {
      const c = Number.parseInt(h, 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  } else {
    const m = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
    if (!m) throw new Error(`cannot read ${value}`);
    const [L, C, H] = [Number(m[1]) / 100, Number(m[2]), (Number(m[3]) * Math.PI) / 180];
    const [a, b] = [C * Math.cos(H), C * Math.sin(H)];
    const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
    rgb = [
      4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s,
    ].map((c) => Math.min(1, Math.max(0, c)));
  }
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("the charts' colours in both themes", () => {
  const charts = [
    "app/components/charts/charts.tsx",
    "app/components/charts/line-chart.tsx",
    "app/components/public-profile/activity-chart.tsx",
  ]
    .map((f) => readFileSync(join(root, f), "utf8"))
    .join("\n");
  // The marks (bars, segments, their patterns) and the labels; the bar tracks and outlines are decoration.
  const MARKS = ["brand-700", "slate-600", "green-700", "red-700", "violet-700"];
  const LABELS = ["slate-900", "slate-700", "slate-600"];

  it("the checked colours are the ones the charts draw with", () => {
    for (const c of [...MARKS, ...LABELS]) expect(charts).toMatch(new RegExp(`(fill|stroke)-${c}\\b`));
  });

  it("reads the palette right (white on slate-900 is Tailwind's documented 17.9:1)", () => {
    expect(contrast("#fff", colourValue("slate-900", "light"))).toBeCloseTo(17.85, 0);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: marks reach 3:1 and labels 4.5:1 against the card (WCAG 1.4.11 and 1.4.3)`, () => {
      const surface = theme === "dark" ? colourValue("white", "dark") : "#fff";
      const below = (names: string[], min: number) =>
        names
          .map((n) => ({ n, ratio: contrast(colourValue(n, theme), surface) }))
          .filter(({ ratio }) => ratio < min)
          .map(({ n, ratio }) => `${n}: ${ratio.toFixed(2)}`);
      expect(below(MARKS, 3)).toEqual([]);
      expect(below(LABELS, 4.5)).toEqual([]);
    });
  }
});
