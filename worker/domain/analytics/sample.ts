/**
 * The made-up account shown, clearly labelled "Sample data", to plans without advanced analytics: what
 * the page offers, computed by the same figures code from invented counters. Deterministic for a day.
 */
import type { AnalyticsPeriod } from "@core/analytics";
import { matchBand } from "@core/answers";
import { addDays, DAY_MS } from "@core/dates";
import { answerFigures, type ResumeVersion, VERSION_KEY_LENGTH } from "./answers";
import {
  applicationFigures,
  type ContactFacts,
  interviewFigures,
  networkingFigures,
  periodWindow,
  type RollupRow,
  scanRollup,
  type TaskFacts,
  taskFigures,
} from "./figures";

const COMPANIES = ["Northwind", "Contoso", "Fabrikam", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"];
const TYPES = ["full-time", "full-time", "contract", "remote", "part-time", "internship"];
const LOCATIONS = ["remote", "hybrid", "on-site"];
const PRIORITIES = ["high", "medium", "low"];
const BANDS = ["none", "50k-100k", "100k-200k", "200k-1m"];
const SOURCES = [
  "linkedin",
  "naukri",
  "referral",
  "company-site",
  "linkedin",
  "indeed",
  "recruiter",
  "naukri",
  "other",
];
/** Three made-up resume versions (made-up hashes). */
export const SAMPLE_VERSIONS: ResumeVersion[] = [
  {
    sha256: "3f9a1c0e5b7d24689ace13579bdf02468ace13579bdf02468ace13579bdf0246",
    name: "Resume (backend).pdf",
    since: Date.UTC(2026, 5, 2),
  },
  {
    sha256: "a41c7e2b9d0f35687acb24680bdf13579ace24680bdf13579ace24680bdf1357",
    name: "Resume (backend) v2.pdf",
    since: Date.UTC(2026, 7, 14),
  },
  {
    sha256: "c07d3e8a1b2f46590dec35791ace02468bdf35791ace02468bdf35791ace0246",
    name: "Resume (product).docx",
    since: Date.UTC(2026, 8, 1),
  },
];
const hex = (s: string) =>
  [...new TextEncoder().encode(s)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleAnalytics(period: AnalyticsPeriod, today: string, now: Date) {
  const rnd = random(23);
  const days = new Map<string, Record<string, number>>();
  const bump = (day: string, key: string, v = 1) => {
    const c = days.get(day) ?? {};
    c[key] = (c[key] ?? 0) + v;
    days.set(day, c);
  };
  for (let i = 0; i < 140; i++) {
    const day = addDays(today, -Math.floor(rnd() * 170));
    const r = rnd();
    const furthest = r < 0.45 ? 0 : r < 0.75 ? 1 : r < 0.93 ? 2 : 3;
    const rejected = furthest < 3 && rnd() < 0.45;
    const age = Math.round((now.getTime() - Date.parse(day)) / DAY_MS);
    const status =
      furthest === 3 ? "offer" : rejected ? "rejected" : (["applied", "screening", "interview"][furthest] as string);
    const outcome = status === "offer" || status === "rejected" ? status : rnd() < 0.05 ? "withdrawn" : "open";
    const shown = outcome === "withdrawn" ? "withdrawn" : status;
    bump(day, "n");
    bump(day, `st:${shown}`);
    for (let k = 1; k <= furthest; k++) bump(day, `f${k}`);
    if (furthest > 0 || rejected) {
      bump(day, "r");
      const wait = Math.min(age, 2 + Math.floor(rnd() * 20));
      bump(day, `rd:${wait}`);
      bump(addDays(day, wait), "ts:applied", wait);
      bump(addDays(day, wait), "tc:applied");
      if (furthest >= 2) {
        bump(addDays(day, wait + 6), "ts:screening", 6);
        bump(addDays(day, wait + 6), "tc:screening");
      }
    }
    bump(day, `jt:${TYPES[i % TYPES.length]}:${outcome}`);
    bump(day, `lt:${LOCATIONS[i % 3]}:${outcome}`);
    bump(day, `pr:${PRIORITIES[i % 3]}:${outcome}`);
    bump(day, `sb:${BANDS[i % 4]}:${outcome}`);
    const company = COMPANIES[Math.floor(rnd() * COMPANIES.length)];
    bump(day, `co:${hex(company)}`);
    // Issue 33: by source, by the resume version sent and by match band (no draw from the generator, so the
    // figures above stay as they were).
    const responded = furthest > 0 || rejected;
    const wait = responded ? 2 + (i % 19) : null;
    const dimensions = [
      `so:${SOURCES[i % SOURCES.length]}`,
      `rv:${SAMPLE_VERSIONS[i % 3].sha256.slice(0, VERSION_KEY_LENGTH)}`,
      `mb:${matchBand(i % 7 === 0 ? null : 25 + ((i * 37) % 75))}`,
    ];
    for (const d of dimensions) {
      bump(day, `${d}:n`);
      if (responded) bump(day, `${d}:r`);
      if (furthest >= 2) bump(day, `${d}:i`);
      if (wait !== null) bump(day, `${d}:d${wait}`);
    }
    if (furthest >= 2) {
      const on = addDays(day, 10 + Math.floor(rnd() * 10));
      const type = ["phone", "video", "technical", "in-person", "other"][i % 5];
      bump(on, "iv");
      bump(on, `it:${type}`);
      bump(on, `io:${status === "offer" ? "success" : status === "rejected" ? "rejected" : "pending"}`);
      bump(on, `ico:${hex(company)}`);
    }
  }
  const contacts: ContactFacts[] = ["Asha Rao", "Ben Ortiz", "Chen Wei", "Dana Kim", "Eli Stone", "Farah Ali"].map(
    (name, i) => ({
      id: `sample-${i}`,
      name,
      company: COMPANIES[i],
      relationship: (["recruiter", "hiring-manager", "referral", "colleague", "mentor", "recruiter"] as const)[i],
      followUpDay: i % 3 === 0 ? addDays(today, -i) : null,
    }),
  );
  for (let i = 0; i < 70; i++) {
    const day = addDays(today, -Math.floor(rnd() * 170));
    bump(day, "in");
    bump(day, `im:${["email", "call", "meeting", "message", "other"][i % 5]}`);
    bump(day, `ic:sample-${Math.floor(rnd() * rnd() * 6)}`);
  }
  const tasks: TaskFacts[] = Array.from({ length: 48 }, (_, i) => {
    const created = addDays(today, -Math.floor(rnd() * 160));
    const done = rnd() < 0.6;
    const completedDay = done ? addDays(created, Math.floor(rnd() * 9)) : null;
    const status = done ? "completed" : rnd() < 0.15 ? "cancelled" : rnd() < 0.5 ? "in-progress" : "pending";
    return {
      status,
      category: (["application", "networking", "interview-prep", "skill-development", "follow-up", "other"] as const)[
        i % 6
      ],
      dueDay: addDays(created, 3 + (i % 7)),
      createdDay: created,
      completedDay: completedDay && completedDay <= today ? completedDay : null,
      createdAt: Date.parse(`${created}T09:00:00Z`),
      completedAt: completedDay && completedDay <= today ? Date.parse(`${completedDay}T17:00:00Z`) : null,
    } as TaskFacts;
  });
  const w = periodWindow(period, today);
  const months = new Map<string, RollupRow>();
  for (const [d, counters] of days) {
    const row = months.get(d.slice(0, 7)) ?? { month: d.slice(0, 7), data: {} };
    for (const [k, v] of Object.entries(counters)) row.data[`${d.slice(8, 10)}|${k}`] = v;
    months.set(row.month, row);
  }
  const scan = scanRollup([...months.values()], w);
  const upcoming = [
    {
      jobId: "sample-job-1",
      company: "Northwind",
      position: "Frontend Engineer",
      date: new Date(now.getTime() + 2 * DAY_MS),
      interviewType: "video",
      withPerson: "Asha Rao",
    },
    {
      jobId: "sample-job-2",
      company: "Contoso",
      position: "Product Engineer",
      date: new Date(now.getTime() + 5 * DAY_MS),
      interviewType: "technical",
      withPerson: "",
    },
  ];
  return {
    period,
    today: w.today,
    start: w.start,
    applications: applicationFigures(scan, w),
    interviews: interviewFigures(scan, w, upcoming),
    tasks: taskFigures(tasks, w),
    networking: networkingFigures(scan, w, contacts),
    answers: answerFigures(scan.totals, SAMPLE_VERSIONS),
  };
}
