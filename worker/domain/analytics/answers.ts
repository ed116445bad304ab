/**
 * "What gets answers" (issue 33, docs/decisions/056-what-gets-answers.md): the by-source, by-resume-version
 * and score-vs-outcome tables, from the rollup's totals over the period (keys of migrations/0037:
 * `so:<source>:<metric>`, `rv:<hash prefix>:<metric>`, `mb:<band>:<metric>`, metrics `n`, `r`, `i` and
 * `d<days>`). Pure: the same code turns the real rollup and the sample into figures.
 */

import {
  type AnswerRow,
  answerRow,
  hideSmallRows,
  MATCH_BAND_LABELS,
  MATCH_BANDS,
  type MatchBand,
} from "@core/answers";
import { JOB_SOURCE_LABELS, JOB_SOURCES, type JobSource } from "@core/enums";

/** The first hex characters of a SHA-256 a resume version's rollup keys carry (migrations/0037). */
export const VERSION_KEY_LENGTH = 16;

/** A resume version as recorded when it was sent: its name, its date and its content hash. */
export type ResumeVersion = { sha256: string; name: string; since: number };

type Counts = { n: number; r: number; i: number; days: Map<number, number> };

/** The totals' keys under `prefix` grouped by their value: `<prefix><value>:<metric>`. */
function groups(t: Record<string, number>, prefix: string): Map<string, Counts> {
  const out = new Map<string, Counts>();
  for (const k in t) {
    const v = t[k];
    if (!v || !k.startsWith(prefix)) continue;
    const cut = k.lastIndexOf(":");
    if (cut <= prefix.length) continue;
    const value = k.slice(prefix.length, cut);
    const metric = k.slice(cut + 1);
    const c = out.get(value) ?? { n: 0, r: 0, i: 0, days: new Map<number, number>() };
    if (metric === "n") c.n += v;
    else if (metric === "r") c.r += v;
    else if (metric === "i") c.i += v;
    else if (metric.startsWith("d"))
      c.days.set(Number(metric.slice(1)), (c.days.get(Number(metric.slice(1))) ?? 0) + v);
    out.set(value, c);
  }
  return out;
}

const row = (c: Counts | undefined): AnswerRow =>
  c ? answerRow(c.n, c.r, c.i, c.days) : answerRow(0, 0, 0, new Map());

export type SourceRow = AnswerRow & { source: JobSource | "none"; label: string };
export type VersionRow = AnswerRow & { key: string; name: string; since: number | null; shortHash: string };
export type BandRow = AnswerRow & { band: MatchBand; label: string };

/** Most applications first, then the higher response rate, then the name. */
const byApplications = <T extends AnswerRow & { label?: string; name?: string }>(a: T, b: T) =>
  b.applications - a.applications ||
  b.responseRate - a.responseRate ||
  ((a.label ?? a.name ?? "") < (b.label ?? b.name ?? "") ? -1 : 1);

export function answerFigures(t: Record<string, number>, versions: readonly ResumeVersion[]) {
  const sources = groups(t, "so:");
  const sourceRows: SourceRow[] = [...JOB_SOURCES, "none" as const]
    .map((source) => ({
      ...row(sources.get(source)),
      source,
      label: source === "none" ? "Not recorded" : JOB_SOURCE_LABELS[source],
    }))
    .sort(byApplications);
  const byPrefix = new Map(versions.map((v) => [v.sha256.slice(0, VERSION_KEY_LENGTH), v]));
  const versionRows: VersionRow[] = [...groups(t, "rv:").entries()]
    .map(([key, c]) => {
      const known = byPrefix.get(key);
      return {
        ...row(c),
        key,
        name: known?.name ?? "A resume no longer recorded",
        since: known?.since ?? null,
        shortHash: key.slice(0, 7),
      };
    })
    .sort(byApplications);
  const bands = groups(t, "mb:");
  const bandRows: BandRow[] = MATCH_BANDS.map((band) => ({
    ...row(bands.get(band)),
    band,
    label: MATCH_BAND_LABELS[band],
  }));
  const s = hideSmallRows(sourceRows);
  const v = hideSmallRows(versionRows);
  const b = hideSmallRows(bandRows);
  return {
    bySource: { rows: s.shown, hidden: s.hidden },
    byResumeVersion: { rows: v.shown, hidden: v.hidden },
    scoreVsOutcome: { rows: b.shown, hidden: b.hidden },
  };
}

export type AnswerFigures = ReturnType<typeof answerFigures>;
