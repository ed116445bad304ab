/**
 * The landing page's figures (issue 30, docs/decisions/042-counted-site-figures.md): counted from the
 * database by the daily cron, kept in KV, read by the landing page with one KV get and no scan. A figure is
 * shown only once it passes the floor that makes it worth saying, rounded down to two significant digits
 * ("12,000+"), with what it counts in words.
 */
import { sql } from "drizzle-orm";
import { userCounters } from "../db/schema";
import type { Deps } from "../deps";

/** The KV key the cron writes and the landing page reads. */
export const SITE_FIGURES_KEY = "site:figures";

export type SiteCounts = {
  /** Accounts that exist (each has one counters row). */
  accounts: number;
  /** Jobs recorded, every status (what the plans' "job applications" limit counts). */
  applications: number;
  /** Jobs whose status is `offer` now. */
  offers: number;
  countedAt: string;
};

type Figure = keyof Omit<SiteCounts, "countedAt">;

/** Below these a figure says nothing worth saying, so it is not shown. */
export const FIGURE_FLOORS: Record<Figure, number> = { accounts: 1_000, applications: 10_000, offers: 100 };

const FIGURE_WORDS: Record<Figure, string> = {
  accounts: "accounts",
  applications: "applications tracked",
  offers: "offers recorded",
};

/** How long a colo's KV cache may hold the figures: they change once a day. */
const KV_CACHE_SECONDS = 3600;

/**
 * Counts the figures and stores them (the daily cron). One statement over the trigger-kept counters
 * (decision 020): a row per account, never the jobs table.
 */
export async function countSiteFigures(deps: Pick<Deps, "db" | "kv">, now: Date): Promise<SiteCounts> {
  const c = userCounters;
  const [row] = await deps.db
    .select({
      accounts: sql<number>`count(*)`.mapWith(Number),
      applications:
        sql<number>`coalesce(sum(${c.jobsApplied} + ${c.jobsScreening} + ${c.jobsInterview} + ${c.jobsOffer} + ${c.jobsRejected} + ${c.jobsWithdrawn} + ${c.jobsSaved}), 0)`.mapWith(
          Number,
        ),
      offers: sql<number>`coalesce(sum(${c.jobsOffer}), 0)`.mapWith(Number),
    })
    .from(c);
  const counts: SiteCounts = {
    accounts: row?.accounts ?? 0,
    applications: row?.applications ?? 0,
    offers: row?.offers ?? 0,
    countedAt: now.toISOString(),
  };
  await deps.kv.put(SITE_FIGURES_KEY, JSON.stringify(counts));
  return counts;
}

/** `n` rounded down to two significant digits: 12,345 → 12,000; 1,234 → 1,200; 157 → 150. */
export function roundDownToTwoDigits(n: number): number {
  if (n < 100) return Math.floor(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / step) * step;
}

export type SiteFigure = { value: string; label: string };

/** The figures past their floor, as the page shows them ("12,000+", "applications tracked"). */
export function figuresToShow(counts: Partial<SiteCounts> | null): SiteFigure[] {
  if (!counts) return [];
  return (Object.keys(FIGURE_FLOORS) as Figure[]).flatMap((figure) => {
    const n = counts[figure];
    if (typeof n !== "number" || !Number.isFinite(n) || n < FIGURE_FLOORS[figure]) return [];
    return [{ value: `${roundDownToTwoDigits(n).toLocaleString("en-IN")}+`, label: FIGURE_WORDS[figure] }];
  });
}

/**
 * The landing page's figures: one KV read of what the cron counted (none before its first run, or when
 * KV cannot be read: the page then shows no figures rather than failing).
 */
export async function readSiteFigures(deps: Pick<Deps, "kv">): Promise<SiteFigure[]> {
  try {
    const counts = await deps.kv.get<Partial<SiteCounts>>(SITE_FIGURES_KEY, {
      type: "json",
      cacheTtl: KV_CACHE_SECONDS,
    });
    return figuresToShow(counts);
  } catch (cause) {
    console.error("Site figures could not be read; the landing page shows none", cause);
    return [];
  }
}
