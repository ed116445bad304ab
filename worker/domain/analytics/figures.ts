/**
 * The advanced analytics figures (issue 23, contract §9), computed from the rollup's day counters
 * (docs/decisions/034-analytics-rollups.md) and the user's tasks and contacts. Pure: the same code turns
 * the real rollup and the made-up sample into figures.
 *
 * Rollup keys, per local day: `n` applications; `st:<status>` their current status; `f1`/`f2`/`f3`
 * applications that reached screening / interview / offer; `r` that had a response; `rd:<days>` days to
 * the first response; `jt:`/`lt:`/`pr:`/`sb:<value>:<outcome>` outcomes by job type, location type,
 * priority and salary band; `co:<hex>` applications per company (all on the application day);
 * `ts:<status>`/`tc:<status>` days spent and stays ended in a stage (on the day the stay ended);
 * `iv`, `it:<type>`, `io:<outcome>`, `ico:<hex>` interviews (on the interview's day); `in`, `im:<method>`,
 * `ic:<contact id>` interactions (on their day).
 */

import {
  type AnalyticsPeriod,
  LOCATION_TYPES,
  OUTCOMES,
  type Outcome,
  PERIOD_DAYS,
  SALARY_BANDS,
  STALL_DAYS,
} from "@core/analytics";
import { histogramMedian } from "@core/answers";
import { addDays, DAY_MS } from "@core/dates";
import {
  CONTACT_RELATIONSHIPS,
  INTERACTION_METHODS,
  INTERVIEW_TYPES,
  JOB_STATUSES,
  JOB_TYPES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
} from "@core/enums";

/**
 * The rollup's month rows as read: "YYYY-MM" and {"DD|key": n}, or, with `byMonth`, the month's totals
 * {"key": n} plus the charted keys by day ({"DD|n": n}); a month read by its totals must lie wholly
 * inside the window and before both stall thresholds (rollup.server.ts chooses which months they are).
 */
export type RollupRow = { month: string; data: Record<string, number>; byMonth?: boolean };

/** Keys whose per-day values the charts need (applications, interviews, interactions). */
const DAILY = ["n", "iv", "in"] as const;

/**
 * The rollup summed over a window in one pass: every key's total, the applications still in `applied`
 * at each stall threshold, the per-day values of the charted keys, and the first day with any data.
 */
export type Scan = {
  totals: Record<string, number>;
  stalled: Record<number, number>;
  daily: Record<(typeof DAILY)[number], Map<string, number>>;
  firstDay: string | null;
};

export type TaskFacts = {
  status: (typeof TASK_STATUSES)[number];
  category: (typeof TASK_CATEGORIES)[number];
  /** The local calendar day the task is due (decision 016), or null. */
  dueDay: string | null;
  createdDay: string;
  completedDay: string | null;
  createdAt: number;
  completedAt: number | null;
};

export type ContactFacts = {
  id: string;
  name: string;
  company: string;
  relationship: (typeof CONTACT_RELATIONSHIPS)[number];
  /** Local day of the follow-up date, or null. */
  followUpDay: string | null;
};

export type UpcomingInterview = {
  jobId: string;
  company: string;
  position: string;
  date: Date;
  interviewType: string;
  withPerson: string;
};

export type Window = { period: AnalyticsPeriod; today: string; start: string | null };

export const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
export const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The window of `period` ending on the local day `today`. */
export function periodWindow(period: AnalyticsPeriod, today: string): Window {
  const days = PERIOD_DAYS[period];
  return { period, today, start: days === null ? null : addDays(today, -(days - 1)) };
}

const nextMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};

const inWindow = (w: Window, day: string) => day <= w.today && (w.start === null || day >= w.start);

export function scanRollup(rows: RollupRow[], w: Window): Scan {
  const totals: Record<string, number> = {};
  const stallEnds = STALL_DAYS.map((n) => [n, addDays(w.today, -n)] as const);
  const stalled: Record<number, number> = Object.fromEntries(STALL_DAYS.map((n) => [n, 0]));
  const daily = { n: new Map<string, number>(), iv: new Map<string, number>(), in: new Map<string, number>() };
  let firstDay: string | null = null;
  for (const { month, data, byMonth } of rows) {
    // Keys start with the day of the month ("07|n"); the 31 day strings of the row are made once.
    const dayOf: string[] = [];
    for (let d = 1; d <= 31; d++) dayOf[d] = `${month}-${d < 10 ? "0" : ""}${d}`;
    if (byMonth) {
      const first = dayOf[1];
      const last = addDays(`${nextMonth(month)}-01`, -1);
      if (!inWindow(w, first) || !inWindow(w, last) || stallEnds.some(([, end]) => last > end))
        throw new Error(`Rollup month ${month} read by its totals is not wholly inside the window`);
      let seen = false;
      let rowFirst: string | null = null;
      for (const k in data) {
        const v = data[k];
        if (!v) continue;
        seen = true;
        if (k.charCodeAt(2) !== 124) {
          totals[k] = (totals[k] ?? 0) + v;
          if (k === "st:applied") for (const [n] of stallEnds) stalled[n] += v;
          continue;
        }
        const day = dayOf[(k.charCodeAt(0) - 48) * 10 + (k.charCodeAt(1) - 48)];
        const key = k.slice(3);
        if (day === undefined || (key !== "n" && key !== "iv" && key !== "in")) continue;
        if (rowFirst === null || day < rowFirst) rowFirst = day;
        daily[key].set(day, (daily[key].get(day) ?? 0) + v);
      }
      // Rows come in month order: only a month before any with data sets the first day (its first
      // charted day, else its first day; the first month of all time is read by day, so this is rare).
      if (seen && firstDay === null) firstDay = rowFirst ?? first;
      continue;
    }
    for (const k in data) {
      const v = data[k];
      if (!v || k.charCodeAt(2) !== 124) continue;
      const day = dayOf[(k.charCodeAt(0) - 48) * 10 + (k.charCodeAt(1) - 48)];
      if (day === undefined) continue;
      if (firstDay === null || day < firstDay) firstDay = day;
      if (!inWindow(w, day)) continue;
      const key = k.slice(3);
      totals[key] = (totals[key] ?? 0) + v;
      if (key === "st:applied") for (const [n, end] of stallEnds) if (day <= end) stalled[n] += v;
      if (key === "n" || key === "iv" || key === "in") daily[key].set(day, (daily[key].get(day) ?? 0) + v);
    }
  }
  return { totals, stalled, daily, firstDay };
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const round1 = (n: number) => Math.round(n * 10) / 10;

export type Bin = { key: string; label: string; from: string; to: string };

/**
 * The chart's bins from the window's first day (all time: the first day with data) to today: weeks
 * starting Monday while the span is at most 53 weeks, calendar months beyond.
 */
export function bins(w: Window, firstDataDay: string | null): { unit: "week" | "month"; bins: Bin[] } {
  const first = w.start ?? (firstDataDay && firstDataDay < w.today ? firstDataDay : w.today);
  const span = dayNumber(w.today) - dayNumber(first) + 1;
  if (span <= 53 * 7) {
    const out: Bin[] = [];
    const firstNum = dayNumber(first);
    let monday = firstNum - ((new Date(firstNum * DAY_MS).getUTCDay() + 6) % 7);
    while (monday <= dayNumber(w.today)) {
      const from = dayString(Math.max(monday, firstNum));
      const to = dayString(Math.min(monday + 6, dayNumber(w.today)));
      out.push({ key: dayString(monday), label: `Week of ${dayString(monday)}`, from, to });
      monday += 7;
    }
    return { unit: "week", bins: out };
  }
  const out: Bin[] = [];
  let month = first.slice(0, 7);
  while (month <= w.today.slice(0, 7)) {
    const from = `${month}-01` < first ? first : `${month}-01`;
    const [y, m] = month.split("-").map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
    const last = addDays(`${next}-01`, -1);
    out.push({ key: month, label: month, from, to: last > w.today ? w.today : last });
    month = next;
  }
  return { unit: "month", bins: out };
}

/** The charted key's values summed into the bins (sorted, contiguous). */
function series(scan: Scan, b: Bin[], key: (typeof DAILY)[number]) {
  const counts = b.map(() => 0);
  for (const [day, v] of scan.daily[key]) {
    let lo = 0;
    let hi = b.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (b[mid].from <= day) lo = mid;
      else hi = mid - 1;
    }
    if (b.length && day >= b[lo].from && day <= b[lo].to) counts[lo] += v;
  }
  return b.map((bin, i) => ({ _id: bin.key, count: counts[i] }));
}

function perDay(scan: Scan, key: (typeof DAILY)[number]) {
  return [...scan.daily[key].entries()]
    .filter(([, v]) => v > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, count]) => ({ _id: day, count }));
}

function decodeHex(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

/** Companies by count from `prefix<hex>` keys, merged case-insensitively under the most used spelling. */
function topCompanies(t: Record<string, number>, prefix: string, limit: number) {
  const groups = new Map<string, { spellings: Map<string, number>; count: number }>();
  for (const [k, v] of Object.entries(t)) {
    if (!k.startsWith(prefix) || v <= 0) continue;
    const name = decodeHex(k.slice(prefix.length));
    const key = name.toLowerCase();
    const g = groups.get(key) ?? { spellings: new Map(), count: 0 };
    g.count += v;
    g.spellings.set(name, (g.spellings.get(name) ?? 0) + v);
    groups.set(key, g);
  }
  return [...groups.values()]
    .map((g) => ({
      name: [...g.spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0],
      count: g.count,
    }))
    .sort((a, b) => b.count - a.count || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1))
    .slice(0, limit);
}

const APPLICATION_STATUSES = JOB_STATUSES.filter((s) => s !== "saved");

type OutcomeRow = { _id: string; total: number } & Record<Outcome, number>;

function outcomesBy(t: Record<string, number>, prefix: string, values: readonly string[]): OutcomeRow[] {
  return values.map((value) => {
    const row = { _id: value, total: 0 } as OutcomeRow;
    for (const o of OUTCOMES) {
      row[o] = t[`${prefix}:${value}:${o}`] ?? 0;
      row.total += row[o];
    }
    return row;
  });
}

export function applicationFigures(scan: Scan, w: Window) {
  const t = scan.totals;
  const total = t.n ?? 0;
  const responded = t.r ?? 0;
  const hist = new Map<number, number>();
  for (const [k, v] of Object.entries(t)) if (k.startsWith("rd:") && v > 0) hist.set(Number(k.slice(3)), v);
  const stalled = Object.fromEntries(STALL_DAYS.map((n) => [`after${n}Days`, scan.stalled[n] ?? 0])) as Record<
    `after${(typeof STALL_DAYS)[number]}Days`,
    number
  >;
  const { unit, bins: b } = bins(w, scan.firstDay);
  const reached = { applied: total, screening: t.f1 ?? 0, interview: t.f2 ?? 0, offer: t.f3 ?? 0 };
  return {
    totalApplications: total,
    statusDistribution: APPLICATION_STATUSES.map((s) => ({ _id: s, count: t[`st:${s}`] ?? 0 })),
    jobTypeDistribution: JOB_TYPES.map((s) => ({
      _id: s,
      count: OUTCOMES.reduce((sum, o) => sum + (t[`jt:${s}:${o}`] ?? 0), 0),
    })),
    applicationTimeline: perDay(scan, "n"),
    topCompanies: topCompanies(t, "co:", 5).map((c) => ({ _id: c.name, count: c.count })),
    respondedApplications: responded,
    responseRate: pct(responded, total),
    funnel: {
      ...reached,
      screeningRate: pct(reached.screening, total),
      interviewRate: pct(reached.interview, reached.screening),
      offerRate: pct(reached.offer, reached.interview),
      overallOfferRate: pct(reached.offer, total),
    },
    medianDaysToFirstResponse: histogramMedian(hist),
    timedResponses: [...hist.values()].reduce((a, b) => a + b, 0),
    timeInStage: APPLICATION_STATUSES.filter(
      (s) => (t[`tc:${s}`] ?? 0) > 0 || ["applied", "screening", "interview"].includes(s),
    ).map((s) => ({
      stage: s,
      stays: t[`tc:${s}`] ?? 0,
      averageDays: (t[`tc:${s}`] ?? 0) > 0 ? round1((t[`ts:${s}`] ?? 0) / t[`tc:${s}`]) : null,
    })),
    stalled,
    perWeekUnit: unit,
    applicationsPerWeek: series(scan, b, "n"),
    outcomes: {
      jobType: outcomesBy(t, "jt", JOB_TYPES),
      locationType: outcomesBy(t, "lt", LOCATION_TYPES),
      priority: outcomesBy(t, "pr", PRIORITIES),
      salaryBand: outcomesBy(t, "sb", SALARY_BANDS),
    },
  };
}

export function interviewFigures(scan: Scan, w: Window, upcoming: UpcomingInterview[]) {
  const t = scan.totals;
  const total = t.iv ?? 0;
  const outcomes = {
    pending: t["io:pending"] ?? 0,
    success: t["io:success"] ?? 0,
    rejected: t["io:rejected"] ?? 0,
    total,
  };
  const months = new Map<string, number>();
  for (const { _id, count } of perDay(scan, "iv"))
    months.set(_id.slice(0, 7), (months.get(_id.slice(0, 7)) ?? 0) + count);
  const { unit, bins: b } = bins(w, scan.firstDay);
  return {
    totalInterviews: total,
    interviewTypeDistribution: Object.fromEntries(INTERVIEW_TYPES.map((s) => [s, t[`it:${s}`] ?? 0])) as Record<
      (typeof INTERVIEW_TYPES)[number],
      number
    >,
    interviewOutcomes: outcomes,
    successRate: pct(outcomes.success, total),
    interviewsByCompany: topCompanies(t, "ico:", 5).map((c) => ({ company: c.name, count: c.count })),
    interviewTimeline: [...months.entries()].map(([month, count]) => ({ month, count })),
    perWeekUnit: unit,
    interviewsPerWeek: series(scan, b, "iv"),
    upcomingInterviews: upcoming.map((i) => ({
      _id: i.jobId,
      company: i.company,
      position: i.position,
      interviewDate: i.date.toISOString(),
      interviewType: i.interviewType,
      withPerson: i.withPerson,
    })),
  };
}

export function taskFigures(tasks: TaskFacts[], w: Window) {
  const inPeriod = tasks.filter((task) => inWindow(w, task.createdDay));
  const completed = inPeriod.filter((task) => task.status === "completed");
  const durations = tasks
    .filter((task) => task.completedAt !== null && task.completedDay !== null && inWindow(w, task.completedDay))
    .map((task) => Math.max(0, (task.completedAt as number) - task.createdAt) / DAY_MS);
  const completions = new Map<string, number>();
  for (const task of tasks) {
    if (task.completedDay && inWindow(w, task.completedDay))
      completions.set(task.completedDay, (completions.get(task.completedDay) ?? 0) + 1);
  }
  const firstTask = tasks.map((task) => task.createdDay).sort()[0] ?? null;
  const { unit, bins: b } = bins(w, firstTask);
  /** Open on `day`'s end and due before it: created by then, not cancelled, not completed by then. */
  const overdueOn = (day: string) =>
    tasks.filter(
      (task) =>
        task.dueDay !== null &&
        task.dueDay < day &&
        task.createdDay <= day &&
        task.status !== "cancelled" &&
        (task.completedDay === null || task.completedDay > day),
    ).length;
  return {
    totalTasks: inPeriod.length,
    completedTasks: completed.length,
    taskStatusDistribution: TASK_STATUSES.map((s) => ({
      _id: s,
      count: inPeriod.filter((task) => task.status === s).length,
    })),
    categoryDistribution: TASK_CATEGORIES.map((c) => ({
      _id: c,
      count: inPeriod.filter((task) => task.category === c).length,
    })),
    completionRate: pct(completed.length, inPeriod.length),
    completionTimeline: [...completions.entries()]
      .sort(([a], [c]) => (a < c ? -1 : 1))
      .map(([_id, count]) => ({ _id, count })),
    overdueTasks: overdueOn(w.today),
    avgCompletionTimeDays: durations.length ? round1(durations.reduce((a, c) => a + c, 0) / durations.length) : null,
    perWeekUnit: unit,
    overdueTrend: b.map((bin) => ({ _id: bin.key, count: overdueOn(bin.to) })),
    byCategory: TASK_CATEGORIES.map((c) => {
      const of = inPeriod.filter((task) => task.category === c);
      const done = of.filter((task) => task.status === "completed").length;
      return { _id: c, total: of.length, completed: done, completionRate: pct(done, of.length) };
    }),
  };
}

export function networkingFigures(scan: Scan, w: Window, contacts: ContactFacts[]) {
  const t = scan.totals;
  const byContact = new Map<string, number>();
  for (const [k, v] of Object.entries(t)) if (k.startsWith("ic:") && v > 0) byContact.set(k.slice(3), v);
  const known = new Map(contacts.map((c) => [c.id, c]));
  const withInteractions = [...byContact.keys()].filter((id) => known.has(id)).length;
  const due = contacts
    .filter((c) => c.followUpDay !== null && c.followUpDay <= w.today)
    .sort((a, b) => ((a.followUpDay as string) < (b.followUpDay as string) ? -1 : 1));
  const { unit, bins: b } = bins(w, scan.firstDay);
  return {
    totalContacts: contacts.length,
    contactsWithInteractions: withInteractions,
    totalInteractions: t.in ?? 0,
    engagementRate: pct(withInteractions, contacts.length),
    relationshipDistribution: CONTACT_RELATIONSHIPS.map((r) => ({
      _id: r,
      count: contacts.filter((c) => c.relationship === r).length,
    })),
    interactionMethodDistribution: INTERACTION_METHODS.map((m) => ({ _id: m, count: t[`im:${m}`] ?? 0 })),
    interactionTimeline: perDay(scan, "in"),
    topContacts: [...byContact.entries()]
      .filter(([id]) => known.has(id))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 5)
      .map(([id, count]) => {
        const c = known.get(id) as ContactFacts;
        return { _id: id, name: c.name, company: c.company, interactionCount: count };
      }),
    followUpsDue: due.length,
    dueFollowUps: due
      .slice(0, 10)
      .map((c) => ({ _id: c.id, name: c.name, company: c.company, followUpDay: c.followUpDay })),
    perWeekUnit: unit,
    interactionsPerWeek: series(scan, b, "in"),
  };
}

export type ApplicationFigures = ReturnType<typeof applicationFigures>;
export type InterviewFigures = ReturnType<typeof interviewFigures>;
export type TaskFigures = ReturnType<typeof taskFigures>;
export type NetworkingFigures = ReturnType<typeof networkingFigures>;
