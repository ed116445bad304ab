/**
 * Prints the SQL that (re)creates the demo account, run by `npm start`: a job search about two months in,
 * written in the demo user's time zone (applications in every status with interviews, tasks, contacts),
 * on a paid plan so no limit gets in the way. Re-running replaces the demo user's data and touches no other
 * account. Uses the app's own password hashing, so the demo signs in through the real login path.
 *
 * Each area has its own function below (`seedJobs`, `seedTasks`, `seedContacts`, `seedDocuments`,
 * `seedCalendarFeed`, `seedInboxAddress`, `seedOffers`); an area that changes its tables extends its own function. The documents' bytes are written to DEMO_FILES_DIR with
 * a manifest that scripts/start.sh puts into the local R2 bucket (the rows' size and hash are those bytes').
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { parseDateTimeLocal, toDateInputValue, zoneOffsetMinutes } from "../core/dates.ts";
import { hashPassword } from "../worker/domain/auth/password.ts";
import { feedSecretFor } from "../worker/domain/calendar/feed-secret.ts";
import { inboxSecretFor, inboxSecretHash } from "../worker/domain/inbox/address-secret.ts";
import { demoOffers } from "./demo-offers.ts";

const DEMO_EMAIL = "demo@offerpath.app";
const DEMO_PASSWORD = "demo-pass-123";
const USER = "demo_user";
const TIME_ZONE = "Asia/Kolkata";

const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
const val = (v: string | number | boolean | null) =>
  v === null ? "NULL" : typeof v === "string" ? q(v) : typeof v === "boolean" ? (v ? "1" : "0") : String(v);

/** One INSERT statement from a column → value record. */
function insert(table: string, row: Record<string, string | number | boolean | null>): string {
  return `INSERT INTO ${table} (${Object.keys(row).join(", ")}) VALUES (${Object.values(row).map(val).join(", ")});`;
}

/** Dates relative to today in the demo user's zone. */
type Clock = {
  /** An instant: `daysFromToday` days from today at the wall-clock time `hhmm` in the demo user's zone. */
  at(daysFromToday: number, hhmm: string): number;
  /** A calendar date as the app stores date-only values (00:00 UTC of that date). */
  day(daysFromToday: number): number;
};

function clockFor(tz: string, now = new Date()): Clock {
  const [y, m, d] = toDateInputValue(now, tz).split("-").map(Number);
  const dateOf = (offset: number) => new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  return {
    at(offset, hhmm) {
      const instant = parseDateTimeLocal(`${dateOf(offset)}T${hhmm}`, tz);
      if (!instant) throw new Error(`bad demo time ${hhmm}`);
      return instant.getTime();
    },
    day: (offset) => Date.parse(`${dateOf(offset)}T00:00:00.000Z`),
  };
}

/** Removes every row of the demo user, children first (so it holds whether or not foreign keys cascade). */
function resetDemoData(): string[] {
  const byUser = [
    "job_applied_documents",
    "job_documents",
    "documents",
    "interactions",
    "contact_jobs",
    "tasks",
    "interviews",
    "offers",
    "jobs",
    "contacts",
    "transactions",
    "calendar_feeds",
    "public_profiles",
    "due_items",
    "notifications",
    "notification_settings",
    "inbox_messages",
    "inbox_addresses",
  ];
  const me = `(SELECT id FROM users WHERE id = ${q(USER)} OR email = ${q(DEMO_EMAIL)})`;
  return [
    ...byUser.map((t) => `DELETE FROM ${t} WHERE user_id IN ${me};`),
    `DELETE FROM refresh_tokens WHERE user_id IN ${me};`,
    `DELETE FROM sessions WHERE user_id IN ${me};`,
    `DELETE FROM password_reset_tokens WHERE user_id IN ${me};`,
    `DELETE FROM users WHERE id IN ${me};`,
  ];
}

/** The demo's public profile at /u/demo (issue 23): on, with progress and the companies shown, not indexed. */
function seedPublicProfile(c: Clock): string[] {
  const at = c.at(-20, "21:10");
  return [
    `DELETE FROM public_profiles WHERE handle = 'demo';`,
    insert("public_profiles", {
      user_id: USER,
      handle: "demo",
      enabled: true,
      show_name: true,
      headline: "Frontend developer · React and TypeScript",
      target_roles: JSON.stringify(["Frontend developer", "Full-stack developer"]),
      locations: JSON.stringify(["Bengaluru", "Remote (India)"]),
      open_to_work: true,
      show_progress: true,
      show_companies: true,
      allow_indexing: false,
      created_at: at,
      updated_at: at,
    }),
  ];
}

/** The demo user on Premium, paid yearly eight weeks ago (a completed transaction makes the plan Active). */
async function seedUserAndPlan(c: Clock): Promise<string[]> {
  const joined = c.at(-62, "09:15");
  const paid = c.at(-56, "20:40");
  return [
    insert("users", {
      id: USER,
      name: "Asha Demo",
      email: DEMO_EMAIL,
      password_hash: await hashPassword(DEMO_PASSWORD),
      current_plan_id: "plan_premium",
      time_zone: TIME_ZONE,
      plan_ends_at: paid + 365 * 86_400_000,
      last_login: c.at(-1, "21:05"),
      // Applications opens on the board: the demo's fourteen span every column (decision 046).
      applications_view: "board",
      created_at: joined,
      updated_at: paid,
    }),
    // The users trigger starts the analytics state at UTC's offset; the demo's rows are placed in its zone.
    `UPDATE analytics_state SET time_zone = ${q(TIME_ZONE)}, offset_min = ${zoneOffsetMinutes(new Date(), TIME_ZONE)} WHERE user_id = ${q(USER)};`,
    `INSERT INTO transactions (id, user_id, plan_id, order_id, payment_id, amount, currency, status, billing_type, billing_name, billing_email, start_date, end_date, payment_method, created_at, updated_at)
     SELECT 'demo_txn_premium', ${q(USER)}, id, 'order_demo_premium', 'pay_demo_premium', price_yearly, 'INR', 'completed', 'yearly', 'Asha Demo', ${q(DEMO_EMAIL)}, ${paid}, ${paid + 365 * 86_400_000}, 'card', ${paid}, ${paid}
     FROM plans WHERE id = 'plan_premium';`,
  ];
}

type DemoJob = {
  id: string;
  company: string;
  position: string;
  status: "applied" | "screening" | "interview" | "offer" | "rejected" | "withdrawn" | "saved";
  appliedDaysAgo: number;
  location: string;
  jobType?: "full-time" | "part-time" | "contract" | "internship" | "remote" | "other";
  priority: "low" | "medium" | "high";
  salary?: [number, number];
  favorite?: boolean;
  notes?: string;
  feedback?: string;
  interviews?: { daysFromToday: number; time: string; type: string; with: string; notes: string; followUp?: number }[];
};

/** Fourteen applications over the last two months, in every status, with their interview rounds. */
const DEMO_JOBS: DemoJob[] = [
  {
    id: "demo_job_northwind",
    company: "Northwind Payments",
    position: "Senior Frontend Engineer",
    status: "offer",
    appliedDaysAgo: 55,
    location: "Bengaluru",
    priority: "high",
    salary: [3_200_000, 3_800_000],
    favorite: true,
    notes: "Referred by Meera. Offer letter due by Friday; ask about the ESOP refresh.",
    interviews: [
      {
        daysFromToday: -48,
        time: "11:00",
        type: "phone",
        with: "Meera Iyer (recruiter)",
        notes: "Role, team size, notice period.",
      },
      {
        daysFromToday: -41,
        time: "15:30",
        type: "technical",
        with: "Vikram Shah",
        notes: "Live coding: debounced search with React hooks.",
      },
      {
        daysFromToday: -33,
        time: "10:00",
        type: "in-person",
        with: "Design and platform leads",
        notes: "System design: a payments dashboard.",
      },
      {
        daysFromToday: -20,
        time: "17:00",
        type: "video",
        with: "Anita Rao (VP Engineering)",
        notes: "Culture fit; discussed the offer range.",
        followUp: -18,
      },
    ],
  },
  {
    id: "demo_job_lumen",
    company: "Lumen Health",
    position: "Frontend Engineer II",
    status: "interview",
    appliedDaysAgo: 34,
    location: "Hyderabad",
    priority: "high",
    salary: [2_400_000, 3_000_000],
    favorite: true,
    interviews: [
      {
        daysFromToday: -26,
        time: "12:00",
        type: "phone",
        with: "Kabir Singh (recruiter)",
        notes: "Screen went well; sent the take-home.",
      },
      {
        daysFromToday: -12,
        time: "16:00",
        type: "technical",
        with: "Priya Nair",
        notes: "Walked through the take-home; asked about accessibility.",
      },
      {
        daysFromToday: 2,
        time: "11:30",
        type: "video",
        with: "Engineering manager",
        notes: "Final round: behavioural and team fit.",
        followUp: 4,
      },
    ],
  },
  {
    id: "demo_job_tidewater",
    company: "Tidewater Logistics",
    position: "Full Stack Developer",
    status: "interview",
    appliedDaysAgo: 22,
    location: "Pune",
    priority: "medium",
    salary: [1_800_000, 2_200_000],
    interviews: [
      { daysFromToday: -9, time: "10:30", type: "phone", with: "HR team", notes: "Notice period and relocation." },
      {
        daysFromToday: 0,
        time: "18:00",
        type: "technical",
        with: "Rohan Desai",
        notes: "Node.js and SQL round. Revise indexes and joins.",
      },
    ],
  },
  {
    id: "demo_job_quillbot",
    company: "Quill & Byte",
    position: "React Developer",
    status: "interview",
    appliedDaysAgo: 18,
    location: "remote",
    jobType: "remote",
    priority: "medium",
    salary: [1_600_000, 2_000_000],
    interviews: [
      {
        daysFromToday: 5,
        time: "14:00",
        type: "technical",
        with: "Two senior engineers",
        notes: "Pair-programming round.",
      },
    ],
  },
  {
    id: "demo_job_saffron",
    company: "Saffron Retail",
    position: "UI Engineer",
    status: "screening",
    appliedDaysAgo: 12,
    location: "Mumbai",
    priority: "medium",
    interviews: [
      {
        daysFromToday: -3,
        time: "13:00",
        type: "phone",
        with: "Neha (talent partner)",
        notes: "Asked for portfolio links.",
      },
    ],
  },
  {
    id: "demo_job_orbit",
    company: "Orbit Analytics",
    position: "Frontend Engineer, Data Viz",
    status: "screening",
    appliedDaysAgo: 9,
    location: "Bengaluru",
    priority: "high",
    salary: [2_600_000, 3_100_000],
    notes: "D3 and canvas heavy. Mention the charts library side project.",
  },
  {
    id: "demo_job_banyan",
    company: "Banyan Learning",
    position: "Software Engineer, Web",
    status: "applied",
    appliedDaysAgo: 6,
    location: "Chennai",
    priority: "medium",
  },
  {
    id: "demo_job_kestrel",
    company: "Kestrel Travel",
    position: "Frontend Developer",
    status: "applied",
    appliedDaysAgo: 4,
    location: "Gurugram",
    priority: "low",
    salary: [1_400_000, 1_800_000],
  },
  {
    id: "demo_job_monsoon",
    company: "Monsoon Media",
    position: "JavaScript Engineer",
    status: "applied",
    appliedDaysAgo: 2,
    location: "remote",
    jobType: "contract",
    priority: "low",
  },
  {
    id: "demo_job_cobalt",
    company: "Cobalt Security",
    position: "Frontend Engineer",
    status: "applied",
    appliedDaysAgo: 1,
    location: "Bengaluru",
    priority: "medium",
  },
  {
    id: "demo_job_harbor",
    company: "Harbor Bank",
    position: "Senior UI Developer",
    status: "rejected",
    appliedDaysAgo: 50,
    location: "Mumbai",
    priority: "medium",
    feedback: "Strong fundamentals; they chose a candidate with banking domain experience.",
    interviews: [
      { daysFromToday: -44, time: "11:00", type: "phone", with: "Recruiter", notes: "Good conversation." },
      {
        daysFromToday: -37,
        time: "15:00",
        type: "technical",
        with: "Panel of three",
        notes: "Struggled with the CSS grid question.",
      },
    ],
  },
  {
    id: "demo_job_pixel",
    company: "Pixelforge Games",
    position: "Web Developer",
    status: "rejected",
    appliedDaysAgo: 40,
    location: "Hyderabad",
    priority: "low",
    feedback: "Position filled internally.",
  },
  {
    id: "demo_job_granite",
    company: "Granite Cloud",
    position: "Frontend Platform Engineer",
    status: "withdrawn",
    appliedDaysAgo: 45,
    location: "Noida",
    priority: "low",
    notes: "Withdrew: five days a week in office.",
    interviews: [
      { daysFromToday: -39, time: "10:00", type: "phone", with: "Recruiter", notes: "Learned the office policy." },
    ],
  },
  {
    id: "demo_job_fern",
    company: "Fern Energy",
    position: "Staff Frontend Engineer",
    status: "saved",
    appliedDaysAgo: 0,
    location: "Bengaluru",
    priority: "high",
    notes: "Deadline at month end. Ask Meera for a referral first.",
  },
];

const PRIORITY_RANK = { low: 1, medium: 2, high: 3 } as const;

/**
 * The dated moves that take a demo application from applied to its status: screening a few days after
 * applying, interview the day before its first round, an offer two days after its last one.
 */
function statusPath(j: DemoJob, c: Clock, created: number): [DemoJob["status"], number][] {
  if (j.status === "saved" || j.status === "applied") return [];
  const day = 86_400_000;
  const latest = Date.now() - 60_000;
  const rounds = (j.interviews ?? []).map((iv) => c.at(iv.daysFromToday, iv.time)).filter((t) => t < latest);
  const screening = created + (3 + (j.company.length % 5)) * day;
  const interview = rounds.length ? Math.max(screening + day, rounds[0] - day) : screening + 6 * day;
  const moves: [DemoJob["status"], number][] = [["screening", screening]];
  if (j.status === "interview" || j.status === "offer") moves.push(["interview", interview]);
  if (j.status === "offer") moves.push(["offer", (rounds.at(-1) ?? interview) + 2 * day]);
  if (j.status === "rejected") moves.push(["rejected", (rounds.at(-1) ?? screening) + 4 * day]);
  if (j.status === "withdrawn") moves.push(["withdrawn", screening + 5 * day]);
  return moves.map(([status, at]) => [status, Math.min(at, latest)]);
}

/**
 * Where each demo application was found (issue 33): six LinkedIn and five Naukri applications (enough for
 * the analytics' by-source rows, which hide fewer than 5), one referral and one from a company's site.
 */
const DEMO_SOURCES: Record<string, string> = {
  demo_job_northwind: "linkedin",
  demo_job_lumen: "referral",
  demo_job_tidewater: "linkedin",
  demo_job_quillbot: "naukri",
  demo_job_saffron: "linkedin",
  demo_job_orbit: "naukri",
  demo_job_banyan: "linkedin",
  demo_job_kestrel: "naukri",
  demo_job_monsoon: "linkedin",
  demo_job_cobalt: "naukri",
  demo_job_harbor: "linkedin",
  demo_job_pixel: "naukri",
  demo_job_granite: "company-site",
  demo_job_fern: "linkedin",
};

function seedJobs(c: Clock): string[] {
  const rows: string[] = [];
  for (const j of DEMO_JOBS) {
    const created = c.at(-j.appliedDaysAgo, "19:30");
    rows.push(
      insert("jobs", {
        id: j.id,
        user_id: USER,
        company: j.company,
        position: j.position,
        // Created as applied (saved stays saved), then moved stage by stage below, so the status history
        // triggers (migrations/0013) record a dated path for the analytics page.
        status: j.status === "saved" ? "saved" : "applied",
        job_type: j.jobType ?? "full-time",
        job_location: j.location,
        job_url: `https://careers.example.com/${j.id.replace("demo_job_", "")}`,
        notes: j.notes ?? "",
        feedback_received: j.feedback ?? "",
        salary_min: j.salary?.[0] ?? 0,
        salary_max: j.salary?.[1] ?? 0,
        salary_currency: "INR",
        application_date: c.day(-j.appliedDaysAgo),
        priority: j.priority,
        priority_rank: PRIORITY_RANK[j.priority],
        favorite: j.favorite ?? false,
        source: DEMO_SOURCES[j.id] ?? "",
        created_at: created,
        updated_at: created,
      }),
    );
    for (const [status, at] of statusPath(j, c, created)) {
      rows.push(`UPDATE jobs SET status = ${q(status)}, updated_at = ${at} WHERE id = ${q(j.id)};`);
    }
    j.interviews?.forEach((iv, i) => {
      rows.push(
        insert("interviews", {
          id: `${j.id}_iv${i + 1}`,
          job_id: j.id,
          user_id: USER,
          date: c.at(iv.daysFromToday, iv.time),
          interview_type: iv.type,
          with_person: iv.with,
          notes: iv.notes,
          follow_up_date: iv.followUp === undefined ? null : c.day(iv.followUp),
          created_at: Math.min(c.at(iv.daysFromToday - 3, "12:00"), Date.now()),
        }),
      );
    });
  }
  return rows;
}

/**
 * Tasks: some overdue, some due today and this week, some done, linked to jobs and contacts. The tasks
 * area owns this function: extend it when its tables change.
 */
function seedTasks(c: Clock): string[] {
  type T = {
    title: string;
    status: "pending" | "in-progress" | "completed" | "cancelled";
    priority: "low" | "medium" | "high";
    category: string;
    due: number | null;
    job?: string;
    contact?: string;
    description?: string;
  };
  const tasks: T[] = [
    {
      title: "Send thank-you note to Anita",
      status: "pending",
      priority: "high",
      category: "follow-up",
      due: -2,
      job: "demo_job_northwind",
      contact: "demo_contact_anita",
    },
    {
      title: "Reply to Orbit's scheduling email",
      status: "pending",
      priority: "medium",
      category: "application",
      due: -1,
      job: "demo_job_orbit",
    },
    {
      title: "Revise SQL indexes and joins",
      status: "in-progress",
      priority: "high",
      category: "interview-prep",
      due: 0,
      job: "demo_job_tidewater",
      description: "Before tonight's technical round.",
    },
    {
      title: "Negotiate the Northwind offer",
      status: "pending",
      priority: "high",
      category: "follow-up",
      due: 0,
      job: "demo_job_northwind",
      contact: "demo_contact_meera",
    },
    {
      title: "Prepare STAR stories for Lumen's final round",
      status: "pending",
      priority: "high",
      category: "interview-prep",
      due: 1,
      job: "demo_job_lumen",
      contact: "demo_contact_priya",
    },
    {
      title: "Ask Meera for a referral at Fern Energy",
      status: "pending",
      priority: "medium",
      category: "networking",
      due: 3,
      job: "demo_job_fern",
      contact: "demo_contact_meera",
    },
    {
      title: "Pair-programming warm-up kata",
      status: "pending",
      priority: "medium",
      category: "interview-prep",
      due: 4,
      job: "demo_job_quillbot",
    },
    {
      title: "Finish the accessibility course module",
      status: "in-progress",
      priority: "low",
      category: "skill-development",
      due: 6,
    },
    {
      title: "Update résumé with the charts project",
      status: "pending",
      priority: "low",
      category: "application",
      due: 10,
    },
    {
      title: "Coffee with Kabir",
      status: "pending",
      priority: "low",
      category: "networking",
      due: null,
      contact: "demo_contact_kabir",
    },
    {
      title: "Submit Lumen take-home",
      status: "completed",
      priority: "high",
      category: "application",
      due: -20,
      job: "demo_job_lumen",
    },
    {
      title: "Follow up with Harbor Bank",
      status: "completed",
      priority: "medium",
      category: "follow-up",
      due: -30,
      job: "demo_job_harbor",
    },
    {
      title: "Research Saffron Retail's design system",
      status: "completed",
      priority: "medium",
      category: "interview-prep",
      due: -4,
      job: "demo_job_saffron",
    },
    {
      title: "Apply to Granite Cloud",
      status: "cancelled",
      priority: "low",
      category: "application",
      due: -44,
      job: "demo_job_granite",
    },
  ];
  return tasks.map((t, i) => {
    const created = c.at(Math.min(-1, (t.due ?? 0) - 7), "09:00");
    const done = t.status === "completed" ? c.at((t.due ?? 0) - 1, "18:00") : null;
    return insert("tasks", {
      id: `demo_task_${String(i + 1).padStart(2, "0")}`,
      user_id: USER,
      title: t.title,
      description: t.description ?? "",
      status: t.status,
      priority: t.priority,
      priority_rank: PRIORITY_RANK[t.priority],
      category: t.category,
      due_date: t.due === null ? null : c.day(t.due),
      related_job_id: t.job ?? null,
      related_contact_id: t.contact ?? null,
      completed_at: done,
      created_at: created,
      updated_at: done ?? created,
    });
  });
}

/**
 * Contacts with tags, interactions (`last_contact_date` is the latest of them) and related jobs. The
 * contacts area owns this function: extend it when its tables change.
 */
function seedContacts(c: Clock): string[] {
  type K = {
    id: string;
    name: string;
    company: string;
    position: string;
    relationship: string;
    email?: string;
    tags: string[];
    jobs: string[];
    followUp?: number;
    favorite?: boolean;
    interactions: { daysFromToday: number; method: string; notes: string }[];
  };
  const people: K[] = [
    {
      id: "demo_contact_meera",
      name: "Meera Iyer",
      company: "Northwind Payments",
      position: "Senior Technical Recruiter",
      relationship: "recruiter",
      email: "meera.iyer@example.com",
      tags: ["recruiter", "referral"],
      jobs: ["demo_job_northwind", "demo_job_fern"],
      followUp: 1,
      favorite: true,
      interactions: [
        { daysFromToday: -50, method: "message", notes: "Reached out on LinkedIn about the frontend role." },
        { daysFromToday: -21, method: "call", notes: "Walked me through the offer process." },
        { daysFromToday: -3, method: "email", notes: "Sent the written offer; deadline Friday." },
      ],
    },
    {
      id: "demo_contact_anita",
      name: "Anita Rao",
      company: "Northwind Payments",
      position: "VP Engineering",
      relationship: "hiring-manager",
      tags: ["hiring manager"],
      jobs: ["demo_job_northwind"],
      interactions: [
        { daysFromToday: -20, method: "meeting", notes: "Final round; talked about the platform team's roadmap." },
      ],
    },
    {
      id: "demo_contact_priya",
      name: "Priya Nair",
      company: "Lumen Health",
      position: "Staff Engineer",
      relationship: "colleague",
      email: "priya.nair@example.com",
      tags: ["ex-colleague", "mentor"],
      jobs: ["demo_job_lumen"],
      followUp: 2,
      interactions: [
        { daysFromToday: -30, method: "call", notes: "Told me about the opening before it was posted." },
        { daysFromToday: -8, method: "message", notes: "Tips for the final round." },
      ],
    },
    {
      id: "demo_contact_kabir",
      name: "Kabir Singh",
      company: "Lumen Health",
      position: "Talent Partner",
      relationship: "recruiter",
      tags: ["recruiter"],
      jobs: ["demo_job_lumen"],
      interactions: [{ daysFromToday: -26, method: "call", notes: "Screening call." }],
    },
    {
      id: "demo_contact_rahul",
      name: "Rahul Menon",
      company: "Independent",
      position: "Career coach",
      relationship: "mentor",
      tags: ["mentor"],
      jobs: [],
      followUp: 7,
      interactions: [
        { daysFromToday: -58, method: "meeting", notes: "Planned the search: 3 applications a week." },
        { daysFromToday: -14, method: "meeting", notes: "Mock system-design interview." },
      ],
    },
    {
      id: "demo_contact_rohan",
      name: "Rohan Desai",
      company: "Tidewater Logistics",
      position: "Engineering Manager",
      relationship: "hiring-manager",
      tags: [],
      jobs: ["demo_job_tidewater"],
      interactions: [],
    },
  ];
  const rows: string[] = [];
  for (const p of people) {
    const created = c.at(Math.min(-1, ...p.interactions.map((i) => i.daysFromToday - 1), -40), "10:00");
    const last = p.interactions.length ? Math.max(...p.interactions.map((i) => c.at(i.daysFromToday, "12:30"))) : null;
    rows.push(
      insert("contacts", {
        id: p.id,
        user_id: USER,
        name: p.name,
        email: p.email ?? "",
        company: p.company,
        position: p.position,
        relationship: p.relationship,
        tags: JSON.stringify(p.tags),
        follow_up_date: p.followUp === undefined ? null : c.day(p.followUp),
        last_contact_date: last,
        favorite: p.favorite ?? false,
        created_at: created,
        updated_at: last ?? created,
      }),
    );
    p.interactions.forEach((i, n) => {
      rows.push(
        insert("interactions", {
          id: `${p.id}_int${n + 1}`,
          contact_id: p.id,
          user_id: USER,
          date: c.at(i.daysFromToday, "12:30"),
          method: i.method,
          notes: i.notes,
          created_at: c.at(i.daysFromToday, "13:00"),
        }),
      );
    });
    for (const job of p.jobs)
      rows.push(insert("contact_jobs", { contact_id: p.id, job_id: job, user_id: USER, created_at: created }));
  }
  rows.push(`UPDATE jobs SET contact_person_id = 'demo_contact_meera' WHERE id = 'demo_job_northwind';`);
  rows.push(`UPDATE jobs SET contact_person_id = 'demo_contact_priya' WHERE id = 'demo_job_lumen';`);
  return rows;
}

/** Where the demo documents' bytes go, and the manifest (`key<TAB>file<TAB>content type` a line) for start.sh. */
const DEMO_FILES_DIR = ".wrangler/demo-documents";

/** A one-page PDF (Helvetica, one line per entry) with a correct cross-reference table. */
function pdfOf(lines: string[]): Buffer {
  const escapePdf = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, n) => `${n ? "T* " : ""}(${escapePdf(line)}) Tj`).join("\n");
  const content = `BT\n/F1 11 Tf\n72 730 Td\n16 TL\n${text}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, n) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${n + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A resume, a cover letter and a portfolio, linked to the applications they went with. */
function seedDocuments(c: Clock): string[] {
  const files = [
    {
      id: "demo_doc_resume",
      name: "Asha Demo - Resume 2026.pdf",
      type: "resume",
      contentType: "application/pdf",
      bytes: pdfOf([
        "Asha Demo - Senior Frontend Engineer",
        "Bengaluru - demo@offerpath.app",
        "",
        "Experience",
        "2021-now  Frontend lead, Kettle Commerce: design system, checkout rewrite (-38% drop-off)",
        "2018-2021 Frontend engineer, Paperplane: React, TypeScript, accessibility audits",
        "",
        "Skills: React, TypeScript, Node.js, testing, web performance, accessibility",
      ]),
      daysAgo: 58,
      jobs: ["demo_job_northwind", "demo_job_lumen", "demo_job_tidewater"],
    },
    {
      id: "demo_doc_resume_v2",
      name: "Asha Demo - Resume 2026 (product).pdf",
      type: "resume",
      contentType: "application/pdf",
      bytes: pdfOf([
        "Asha Demo - Senior Frontend Engineer, product-minded",
        "Bengaluru - demo@offerpath.app",
        "",
        "Impact",
        "Checkout rewrite at Kettle Commerce: -38% drop-off, +12% conversion in six weeks",
        "Design system adopted by 6 teams (40 components), shipped with accessibility audits",
        "",
        "Skills: React, TypeScript, JavaScript, Node.js, SQL, experimentation, web performance",
      ]),
      daysAgo: 20,
      jobs: ["demo_job_quillbot", "demo_job_saffron"],
    },
    {
      id: "demo_doc_cover_northwind",
      name: "Cover letter - Northwind Payments.pdf",
      type: "coverLetter",
      contentType: "application/pdf",
      bytes: pdfOf([
        "Dear Northwind Payments team,",
        "",
        "I would love to bring five years of checkout and design-system work to your payments front end.",
        "At Kettle Commerce I led the rewrite that cut checkout drop-off by 38%.",
        "",
        "Warm regards,",
        "Asha",
      ]),
      daysAgo: 55,
      jobs: ["demo_job_northwind"],
    },
    {
      id: "demo_doc_portfolio",
      name: "Portfolio.md",
      type: "portfolio",
      contentType: "text/markdown; charset=utf-8",
      bytes: Buffer.from(
        "# Asha Demo: portfolio\n\n- Checkout rewrite at Kettle Commerce: case study\n- Design system (40 components, documented)\n- Talk: Accessible forms without JavaScript\n",
      ),
      daysAgo: 40,
      jobs: ["demo_job_lumen"],
    },
  ];
  rmSync(DEMO_FILES_DIR, { recursive: true, force: true });
  mkdirSync(DEMO_FILES_DIR, { recursive: true });
  const manifest: string[] = [];
  const rows: string[] = [];
  for (const f of files) {
    const path = `${DEMO_FILES_DIR}/${f.id}`;
    writeFileSync(path, f.bytes);
    manifest.push([`${USER}/${f.id}`, path, f.contentType].join("\t"));
    const at = c.at(-f.daysAgo, "19:30");
    rows.push(
      insert("documents", {
        id: f.id,
        user_id: USER,
        name: f.name,
        type: f.type,
        content_type: f.contentType,
        size: f.bytes.byteLength,
        sha256: createHash("sha256").update(f.bytes).digest("hex"),
        status: "ready",
        created_at: at,
        updated_at: at,
      }),
    );
    for (const job of f.jobs) {
      rows.push(insert("job_documents", { job_id: job, document_id: f.id, user_id: USER, created_at: at }));
    }
    // The resume version each application went out with (issue 33): the first resume for those applied 20 or
    // more days ago, the product one after it was written. Recorded as the move to applied records them.
    if (f.type === "resume") {
      const sha256 = createHash("sha256").update(f.bytes).digest("hex");
      for (const j of DEMO_JOBS) {
        if (j.status === "saved" || (f.id === "demo_doc_resume") !== j.appliedDaysAgo >= 20) continue;
        rows.push(
          insert("job_applied_documents", {
            job_id: j.id,
            user_id: USER,
            document_id: f.id,
            sha256,
            type: "resume",
            name: f.name,
            recorded_at: c.at(-j.appliedDaysAgo, "19:30"),
          }),
        );
      }
    }
  }
  writeFileSync(`${DEMO_FILES_DIR}/manifest.tsv`, `${manifest.join("\n")}\n`);
  return rows;
}

/**
 * The demo's calendar feed (docs/decisions/037-calendar-feed.md), with a fixed feed id so its address stays
 * the same across `npm start`s; the secret is derived with the local SESSION_SECRET (.dev.vars), as the
 * Worker derives it. The address is printed to stderr (stdout is the SQL).
 */
function seedCalendarFeed(c: Clock): string[] {
  const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const sessionSecret = process.env.SESSION_SECRET ?? /^SESSION_SECRET=(.*)$/m.exec(vars)?.[1]?.trim();
  if (!sessionSecret) return [];
  const feedId = "demo-calendar-feed";
  const secret = feedSecretFor(sessionSecret, feedId);
  const appUrl = (process.env.APP_URL ?? /^APP_URL=(.*)$/m.exec(vars)?.[1]?.trim() ?? "").replace(/\/$/, "");
  console.error(`Demo calendar feed: ${appUrl}/calendar/${secret}.ics`);
  const at = c.at(-20, "18:10");
  return [
    insert("calendar_feeds", {
      user_id: USER,
      feed_id: feedId,
      token_hash: createHash("sha256").update(secret).digest("hex"),
      version: 0,
      changed_at: at,
      created_at: at,
    }),
  ];
}

/**
 * The demo's forwarding address (issue 32, docs/decisions/050), on, with a fixed nonce so the address stays the
 * same across `npm start`s; the secret is derived with the local SESSION_SECRET, as the Worker derives it, and the
 * domain is INBOUND_EMAIL_DOMAIN (.dev.vars, else wrangler.toml's [vars]). The address is printed to stderr; the
 * messages waiting in the demo's inbox are delivered by scripts/start.sh through the real email() handler.
 */
function seedInboxAddress(c: Clock): string[] {
  const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const sessionSecret = process.env.SESSION_SECRET ?? /^SESSION_SECRET=(.*)$/m.exec(vars)?.[1]?.trim();
  if (!sessionSecret) return [];
  const toml = readFileSync("wrangler.toml", "utf8");
  const domain =
    process.env.INBOUND_EMAIL_DOMAIN ??
    /^INBOUND_EMAIL_DOMAIN=(.*)$/m.exec(vars)?.[1]?.trim() ??
    /^INBOUND_EMAIL_DOMAIN = "(.*)"$/m.exec(toml)?.[1] ??
    "in.offerpath.app";
  const nonce = "demo-inbox-address";
  const secret = inboxSecretFor(sessionSecret, nonce);
  console.error(`Demo inbox address: ${secret}@${domain}`);
  const at = c.at(-3, "20:30");
  return [
    insert("inbox_addresses", {
      user_id: USER,
      nonce,
      secret_hash: inboxSecretHash(secret),
      enabled: true,
      auto_apply: "[]",
      created_at: at,
      updated_at: at,
    }),
  ];
}

/**
 * Two offers to compare (issue 34), from scripts/demo-offers.ts, stored as the app stores what `offerSchema`
 * read (data JSON, its deadline `YYYY-MM-DD`); the offers triggers (migration 0033) arm their reminders.
 */
function seedOffers(c: Clock): string[] {
  const dayText = (offset: number) => new Date(c.day(offset)).toISOString().slice(0, 10);
  return demoOffers(dayText).map(({ id, jobId, createdDaysAgo, createdAt, letter }) =>
    insert("offers", {
      id,
      user_id: USER,
      job_id: jobId,
      data: JSON.stringify(letter),
      currency: letter.currency,
      deadline: letter.deadline,
      created_at: c.at(-createdDaysAgo, createdAt),
      updated_at: c.at(-createdDaysAgo, createdAt),
    }),
  );
}

/**
 * Reminders (issue 24): two task reminders (one a few minutes ago, one tomorrow morning), a contact follow-up
 * today, and the day's digest made due now, so the first run of the 5-minute cron after `npm start`
 * (scripts/start.sh fires it at start, then every 5 minutes) sends the digest and the reminder: the outbox and /notifications show
 * them. The triggers of migration 0015 armed the items when the rows above were inserted; only the digest
 * items of today and before get today's time here (the cron places the others in the user's zone).
 */
function seedReminders(c: Clock, now = Date.now()): string[] {
  const me = q(USER);
  return [
    `UPDATE tasks SET reminder = ${now - 3 * 60_000} WHERE id = 'demo_task_02';`,
    `UPDATE tasks SET reminder = ${c.at(1, "09:00")} WHERE id = 'demo_task_03';`,
    `UPDATE contacts SET follow_up_date = ${c.day(0)} WHERE id = 'demo_contact_rahul';`,
    `UPDATE due_items SET fire_at = ${now - 60_000} WHERE user_id = ${me} AND fire_at IS NULL
       AND kind IN ('task_due', 'contact_follow_up', 'interview_follow_up') AND anchor < ${c.day(1)};`,
  ];
}

const clock = clockFor(TIME_ZONE);
const statements = [
  ...resetDemoData(),
  ...(await seedUserAndPlan(clock)),
  ...seedJobs(clock),
  // Contacts before tasks: tasks name their related contact.
  ...seedContacts(clock),
  ...seedTasks(clock),
  // After the jobs: documents are linked to them.
  ...seedDocuments(clock),
  ...seedCalendarFeed(clock),
  ...seedInboxAddress(clock),
  ...seedPublicProfile(clock),
  // After the jobs: an offer belongs to its application.
  ...seedOffers(clock),
  // Last: the tasks and contacts above armed their reminders.
  ...seedReminders(clock),
];
console.log(statements.join("\n"));
