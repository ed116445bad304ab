/**
 * "What gets answers" (issue 33, docs/decisions/056-what-gets-answers.md): the pure statistics the
 * analytics' by-source, by-resume-version and score-vs-outcome tables use. Client-safe.
 */

/** z for a two-sided 90% interval. */
export const Z_90 = 1.6448536269514722;

/** Rows with fewer applications than this are hidden: their rates say next to nothing. */
export const MIN_APPLICATIONS_SHOWN = 5;

/**
 * The Wilson score interval of `successes` out of `trials` at `z` (default 90%), as proportions in [0, 1];
 * null when there are no trials. Unlike the normal approximation it stays inside [0, 1] and is honest at
 * small counts (0/5 is 0 to 0.35, not 0 to 0).
 */
export function wilsonInterval(successes: number, trials: number, z = Z_90): { low: number; high: number } | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The median of a histogram of whole days ({days: count}); null when empty (the middle two averaged). */
export function histogramMedian(hist: Map<number, number>): number | null {
  const total = [...hist.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const sorted = [...hist.entries()].sort((a, b) => a[0] - b[0]);
  const at = (rank: number) => {
    let seen = 0;
    for (const [d, n] of sorted) {
      seen += n;
      if (seen > rank) return d;
    }
    return sorted[sorted.length - 1][0];
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

/**
 * The match-score bands of "score vs outcome", highest first, and "none" (no stored score). The SQL view
 * `analytics_answer_keys` (migrations/0037) bands the same way: tests/worker/analytics/answers.test.ts
 * checks both agree.
 */
export const MATCH_BANDS = ["80-100", "60-79", "40-59", "0-39", "none"] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];
export const MATCH_BAND_LABELS: Record<MatchBand, string> = {
  "80-100": "80–100",
  "60-79": "60–79",
  "40-59": "40–59",
  "0-39": "0–39",
  none: "No score",
};

export function matchBand(score: number | null | undefined): MatchBand {
  if (score === null || score === undefined || !Number.isFinite(score)) return "none";
  if (score < 40) return "0-39";
  if (score < 60) return "40-59";
  if (score < 80) return "60-79";
  return "80-100";
}

/** One row of an answers table: counts, rates in percent (one decimal) with their 90% Wilson intervals. */
export type AnswerRow = {
  applications: number;
  responses: number;
  interviews: number;
  responseRate: number;
  responseInterval: { low: number; high: number } | null;
  interviewRate: number;
  interviewInterval: { low: number; high: number } | null;
  medianDaysToFirstResponse: number | null;
  timedResponses: number;
};

const percent = (x: number) => Math.round(x * 1000) / 10;
const percentInterval = (i: { low: number; high: number } | null) =>
  i ? { low: percent(i.low), high: percent(i.high) } : null;

/** A row's figures from its counts and its histogram of days to a first response. */
export function answerRow(
  applications: number,
  responses: number,
  interviews: number,
  days: Map<number, number>,
): AnswerRow {
  return {
    applications,
    responses,
    interviews,
    responseRate: applications > 0 ? percent(responses / applications) : 0,
    responseInterval: percentInterval(wilsonInterval(responses, applications)),
    interviewRate: applications > 0 ? percent(interviews / applications) : 0,
    interviewInterval: percentInterval(wilsonInterval(interviews, applications)),
    medianDaysToFirstResponse: histogramMedian(days),
    timedResponses: [...days.values()].reduce((a, b) => a + b, 0),
  };
}

/** Keeps the rows with at least MIN_APPLICATIONS_SHOWN applications; `hidden` counts the others. */
export function hideSmallRows<T extends { applications: number }>(rows: T[]): { shown: T[]; hidden: number } {
  const shown = rows.filter((r) => r.applications >= MIN_APPLICATIONS_SHOWN);
  return { shown, hidden: rows.filter((r) => r.applications > 0).length - shown.length };
}
