/**
 * Advanced analytics (issue 23, contract §9): the periods and the labels both faces and the screen share.
 * Client-safe: no zod here.
 */
export const ANALYTICS_PERIODS = [
  "last-week",
  "last-month",
  "last-3-months",
  "last-6-months",
  "last-year",
  "all",
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "last-week": "Last 7 days",
  "last-month": "Last 30 days",
  "last-3-months": "Last 3 months (91 days)",
  "last-6-months": "Last 6 months (182 days)",
  "last-year": "Last year (365 days)",
  all: "All time",
};

/** The local days a period covers, today included; null is all time. */
export const PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = {
  "last-week": 7,
  "last-month": 30,
  "last-3-months": 91,
  "last-6-months": 182,
  "last-year": 365,
  all: null,
};

/** Contract §9: a known period, else all time. */
export function parsePeriod(value: string | null | undefined, fallback: AnalyticsPeriod = "all"): AnalyticsPeriod {
  if (value === undefined || value === null || value === "") return fallback;
  return (ANALYTICS_PERIODS as readonly string[]).includes(value) ? (value as AnalyticsPeriod) : "all";
}

export const OUTCOMES = ["open", "offer", "rejected", "withdrawn"] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = {
  open: "Still open",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const LOCATION_TYPES = ["remote", "hybrid", "on-site"] as const;
/** Salary bands on the larger of min and max, in the posting's own currency (no conversion). */
export const SALARY_BANDS = ["none", "under-50k", "50k-100k", "100k-200k", "200k-1m", "1m-plus"] as const;
export const SALARY_BAND_LABELS: Record<(typeof SALARY_BANDS)[number], string> = {
  none: "Not given",
  "under-50k": "Under 50k",
  "50k-100k": "50k–100k",
  "100k-200k": "100k–200k",
  "200k-1m": "200k–1M",
  "1m-plus": "1M and more",
};

/** Days an application may sit in `applied` before it counts as stalled. */
export const STALL_DAYS = [14, 30] as const;
