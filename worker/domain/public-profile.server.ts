/**
 * The public profile (issue 23, docs/decisions/035-public-profiles.md): a Premium user's page at
 * /u/:handle showing only what they chose. Both faces call these functions: the settings screen and
 * `GET/PUT /api/v1/profiles` (`getProfileSettings`, `saveProfileSettings`), the page and
 * `GET /api/v1/profiles/view/:handle` (`readPublicProfile`), the edge cache (`profileCacheVersion`).
 *
 * A profile is shown while it is enabled AND the owner's current plan has `publicProfile`: that one
 * condition is in every read, so turning it off, a downgrade by any path (cancel, refund, the cron's
 * expiry) and an account deletion (the row goes by cascade) hide it on the next request.
 *
 * Reads are bounded whatever the account's size: the counts come from `user_counters` (one row), the
 * weekly activity from the `job_application_months` rollup (at most 4 rows for 12 weeks), the companies
 * from the newest 30 jobs on an index.
 */

import { DAY_MS } from "@core/dates";
import { PUBLIC_STAGES, type PublicStage, profilePath } from "@core/public-profile";
import type { PublicProfileInput } from "@core/schemas/public-profile";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { isUniqueViolation } from "../db/errors";
import { jobApplicationMonths, jobs, plans, publicProfiles, userCounters, users } from "../db/schema";
import type { Deps } from "../deps";
import { fail, ok, type Result } from "../lib/result";
import { planNamesWith } from "./plan-limits.server";
import { listInWords } from "./plan-summary";

/** What the owner chose, as both faces show it (contract: `profile` of `GET/PUT /profiles`). */
export type ProfileSettings = {
  enabled: boolean;
  handle: string | null;
  showName: boolean;
  headline: string;
  targetRoles: string[];
  locations: string[];
  openToWork: boolean;
  showProgress: boolean;
  showCompanies: boolean;
  allowIndexing: boolean;
  /** The page's absolute address, null before a handle is chosen. */
  url: string | null;
};

const DEFAULTS: Omit<ProfileSettings, "url"> = {
  enabled: false,
  handle: null,
  showName: true,
  headline: "",
  targetRoles: [],
  locations: [],
  openToWork: false,
  showProgress: true,
  showCompanies: false,
  allowIndexing: false,
};

export { PUBLIC_STAGES, type PublicStage };

/** Weeks of activity a page shows, the current one last. */
export const ACTIVITY_WEEKS = 12;
/** Newest jobs read for the companies list, and the most companies shown. */
const COMPANY_ROWS = 30;
export const MAX_COMPANIES = 12;

export type WeekCount = { start: string; count: number };

/** What a visitor may see: only the fields the owner chose; everything else is absent. */
export type PublicProfileView = {
  handle: string;
  name: string | null;
  headline: string;
  targetRoles: string[];
  locations: string[];
  openToWork: boolean;
  allowIndexing: boolean;
  progress: { total: number; byStage: Record<PublicStage, number>; weeks: WeekCount[] } | null;
  companies: string[] | null;
};

const HANDLE_SHAPE = /^[a-z0-9-]{3,30}$/;

/** The refusal on a plan without a public profile; it names the plans that have it. */
export async function profileRefusal(deps: Deps): Promise<string> {
  const names = await planNamesWith(deps, "publicProfile");
  const list = names.length > 0 ? listInWords(names) : "a paid";
  return `A public profile is included in the ${list} plan${names.length > 1 ? "s" : ""}. Upgrade at /plans to publish yours.`;
}

function settingsOf(deps: Deps, row: Omit<ProfileSettings, "url"> | undefined): ProfileSettings {
  const s = row ?? DEFAULTS;
  return { ...s, url: s.handle ? `${deps.config.APP_URL}${profilePath(s.handle)}` : null };
}

const settingsColumns = {
  enabled: publicProfiles.enabled,
  handle: publicProfiles.handle,
  showName: publicProfiles.showName,
  headline: publicProfiles.headline,
  targetRoles: publicProfiles.targetRoles,
  locations: publicProfiles.locations,
  openToWork: publicProfiles.openToWork,
  showProgress: publicProfiles.showProgress,
  showCompanies: publicProfiles.showCompanies,
  allowIndexing: publicProfiles.allowIndexing,
};

/**
 * The owner's settings and whether their plan includes the feature, in one statement (the user's row,
 * the plan's, the profile's if any).
 */
export async function readProfileSettings(
  deps: Deps,
  userId: string,
): Promise<{ allowed: boolean; settings: ProfileSettings }> {
  const [row] = await deps.read(
    deps.db
      .select({ allowed: plans.publicProfile, profileUser: publicProfiles.userId, ...settingsColumns })
      .from(users)
      .innerJoin(plans, eq(plans.id, users.currentPlanId))
      .leftJoin(publicProfiles, eq(publicProfiles.userId, users.id))
      .where(eq(users.id, userId)),
  );
  if (!row) return { allowed: false, settings: settingsOf(deps, undefined) };
  const { allowed, profileUser, ...settings } = row;
  return {
    allowed: !!allowed,
    settings: settingsOf(deps, profileUser ? (settings as Omit<ProfileSettings, "url">) : undefined),
  };
}

/** `GET /profiles`: the settings; PLAN_LIMIT (403) on a plan without `publicProfile`. */
export async function getProfileSettings(deps: Deps, userId: string): Promise<Result<ProfileSettings>> {
  const { allowed, settings } = await readProfileSettings(deps, userId);
  if (!allowed) return fail("PLAN_LIMIT", await profileRefusal(deps));
  return ok(settings);
}

/**
 * `PUT /profiles` and the settings form: what is sent replaces the saved value, what is not keeps it.
 * Failures: PLAN_LIMIT (403) without `publicProfile`; VALIDATION (no handle yet); CONFLICT (the handle
 * is someone else's). A new handle frees the old one in the same statement. Every save moves `version`,
 * so the edge cache's key for the page changes with it.
 */
export async function saveProfileSettings(
  deps: Deps,
  userId: string,
  input: PublicProfileInput,
): Promise<Result<ProfileSettings>> {
  const { allowed, settings } = await readProfileSettings(deps, userId);
  if (!allowed) return fail("PLAN_LIMIT", await profileRefusal(deps));
  const { url: _url, ...current } = settings;
  const next = { ...current, ...definedOnly(input) };
  if (!next.handle) return fail("VALIDATION", "handle is required", "handle");
  const values = { ...next, handle: next.handle, updatedAt: deps.now() };
  try {
    await deps.db
      .insert(publicProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: publicProfiles.userId,
        set: { ...values, version: sqlIncrement() },
      });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("CONFLICT", "That handle is taken. Please choose another.", "handle");
    throw error;
  }
  return ok(settingsOf(deps, { ...next, handle: next.handle }));
}

function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const sqlIncrement = () => sql`${publicProfiles.version} + 1`;

/**
 * The one condition of a shown profile (with users and plans joined): this handle, turned on, an active
 * owner whose current plan has `publicProfile`. The page's read and the edge cache's key both use it.
 */
function shownHandle(handle: string) {
  return and(
    eq(publicProfiles.handle, handle),
    eq(publicProfiles.enabled, true),
    eq(plans.publicProfile, true),
    eq(users.isActive, true),
  );
}

/** The shown profile's row for a handle: null when there is none, it is off, or the plan lacks the feature. */
function shownProfileQuery(deps: Deps, handle: string) {
  return deps.db
    .select({
      userId: publicProfiles.userId,
      handle: publicProfiles.handle,
      showName: publicProfiles.showName,
      name: users.name,
      headline: publicProfiles.headline,
      targetRoles: publicProfiles.targetRoles,
      locations: publicProfiles.locations,
      openToWork: publicProfiles.openToWork,
      showProgress: publicProfiles.showProgress,
      showCompanies: publicProfiles.showCompanies,
      allowIndexing: publicProfiles.allowIndexing,
      applied: userCounters.jobsApplied,
      screening: userCounters.jobsScreening,
      interview: userCounters.jobsInterview,
      offer: userCounters.jobsOffer,
      rejected: userCounters.jobsRejected,
      withdrawn: userCounters.jobsWithdrawn,
    })
    .from(publicProfiles)
    .innerJoin(users, eq(users.id, publicProfiles.userId))
    .innerJoin(plans, eq(plans.id, users.currentPlanId))
    .leftJoin(userCounters, eq(userCounters.userId, users.id))
    .where(shownHandle(handle));
}

/** A handle from a URL as stored (lower-cased), or null when it cannot be one (no query is made). */
export function normalHandle(raw: string): string | null {
  const handle = raw.toLowerCase();
  return HANDLE_SHAPE.test(handle) ? handle : null;
}

/**
 * The edge cache's key part for /u/:handle: null when the page is not shown (so it renders, as a 404,
 * and nothing is cached), else a value that changes with every save of the settings and every change of
 * the owner's row (a new name). One indexed statement on the primary key of each joined table.
 */
export async function profileCacheVersion(deps: Deps, rawHandle: string): Promise<string | null> {
  const handle = normalHandle(rawHandle);
  if (!handle) return null;
  const [row] = await deps.db
    .select({ version: publicProfiles.version, userUpdatedAt: users.updatedAt })
    .from(publicProfiles)
    .innerJoin(users, eq(users.id, publicProfiles.userId))
    .innerJoin(plans, eq(plans.id, users.currentPlanId))
    .where(shownHandle(handle));
  return row ? `${row.version}.${row.userUpdatedAt.getTime()}` : null;
}

/** Monday 00:00 UTC of the week holding `date`, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * Applications per week (Monday to Sunday, UTC application days) for the `ACTIVITY_WEEKS` weeks ending
 * with the one holding `now`, oldest first, from the monthly rollup's rows.
 */
export function weeklyActivity(rows: { month: string; days: Record<string, number> }[], now: Date): WeekCount[] {
  const last = new Date(`${weekStart(now)}T00:00:00Z`);
  const weeks: WeekCount[] = [];
  for (let i = ACTIVITY_WEEKS - 1; i >= 0; i--) {
    const start = new Date(last.getTime() - i * 7 * DAY_MS);
    weeks.push({ start: start.toISOString().slice(0, 10), count: 0 });
  }
  const first = weeks[0].start;
  for (const { month, days } of rows) {
    for (const [day, n] of Object.entries(days)) {
      const date = `${month}-${day}`;
      if (date < first || n <= 0) continue;
      const week = weeks.find((w, idx) => date >= w.start && (idx === weeks.length - 1 || date < weeks[idx + 1].start));
      if (week) week.count += n;
    }
  }
  return weeks;
}

/**
 * The page of a handle as a visitor sees it, or null (no such handle, hidden, or the plan lacks the
 * feature). At most two D1 calls: the profile with its counters, then the rollup rows and the newest
 * jobs' companies together, each only when shown.
 */
export async function readPublicProfile(deps: Deps, rawHandle: string): Promise<PublicProfileView | null> {
  const handle = normalHandle(rawHandle);
  if (!handle) return null;
  const [row] = await deps.read(shownProfileQuery(deps, handle));
  if (!row) return null;
  const now = deps.now();
  const fromMonth = new Date(now.getTime() - (ACTIVITY_WEEKS * 7 + 7) * DAY_MS).toISOString().slice(0, 7);
  const [months, recent] = await Promise.all([
    row.showProgress
      ? deps.read(
          deps.db
            .select({ month: jobApplicationMonths.month, days: jobApplicationMonths.days })
            .from(jobApplicationMonths)
            .where(
              and(
                eq(jobApplicationMonths.userId, row.userId),
                gte(jobApplicationMonths.month, fromMonth),
                lte(jobApplicationMonths.month, now.toISOString().slice(0, 7)),
              ),
            ),
        )
      : Promise.resolve([]),
    row.showCompanies
      ? deps.read(
          deps.db
            .select({ company: jobs.company, status: jobs.status })
            .from(jobs)
            .where(eq(jobs.userId, row.userId))
            .orderBy(desc(jobs.createdAt), desc(jobs.id))
            .limit(COMPANY_ROWS),
        )
      : Promise.resolve([]),
  ]);
  const byStage = Object.fromEntries(PUBLIC_STAGES.map((s) => [s, Math.max(0, row[s] ?? 0)])) as Record<
    PublicStage,
    number
  >;
  return {
    handle: row.handle,
    name: row.showName ? row.name : null,
    headline: row.headline,
    targetRoles: row.targetRoles,
    locations: row.locations,
    openToWork: row.openToWork,
    allowIndexing: row.allowIndexing,
    progress: row.showProgress
      ? {
          total: PUBLIC_STAGES.reduce((sum, s) => sum + byStage[s], 0),
          byStage,
          weeks: weeklyActivity(months, now),
        }
      : null,
    companies: row.showCompanies ? distinctCompanies(recent) : null,
  };
}

function distinctCompanies(rows: { company: string; status: string }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { company, status } of rows) {
    const name = company.trim();
    if (status === "saved" || !name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
    if (out.length === MAX_COMPANIES) break;
  }
  return out;
}
