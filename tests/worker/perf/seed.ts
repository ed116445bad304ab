/**
 * A large account, fast: a premium user with 10,000 jobs, 5,000 interviews, 500 tasks and 200 contacts,
 * written by four INSERT … SELECT statements over a recursive CTE in one batch (not 15,700 inserts).
 * Values cycle through every status, type, priority and category; 1 company in 100 is "Acme Corp" (and
 * 1 contact in 20 works there) so `search=acme` has matches; application dates are date-only values spread
 * over the last 1,000 days; 10 interviews fall within the next week.
 */
import { env } from "cloudflare:workers";
import { rebuildRollup } from "@worker/domain/analytics/rollup.server";
import { signUpForWeb, testDeps, type WebUser } from "../support";

export type SeedSize = { jobs: number; interviews: number; tasks: number; contacts: number };
export const BIG: SeedSize = { jobs: 10_000, interviews: 5_000, tasks: 500, contacts: 200 };

const DAY = 86_400_000;

/** A CTE `seq(n)` of the numbers 1..n, to insert n rows in one statement. */
export function seq(n: number) {
  return `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${Math.floor(n)})`;
}

export async function seedUser(size: SeedSize = BIG): Promise<WebUser> {
  const user = await signUpForWeb();
  await seedRows(user.userId, size);
  return user;
}

export async function seedRows(userId: string, size: SeedSize = BIG, now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY;
  const db = env.DB;
  await db.batch([
    db.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(userId),
    // A bulk load: without its analytics state the rollup's triggers skip the user's rows; the rollup is
    // built once at the end, as a zone change builds it (docs/decisions/034).
    db.prepare("DELETE FROM analytics_state WHERE user_id = ?").bind(userId),
    db
      .prepare(
        `${seq(size.contacts)}
        INSERT INTO contacts (id, user_id, name, email, company, position, relationship, tags, last_contact_date,
          favorite, created_at, updated_at)
        SELECT ?1 || '-c' || n, ?1, CASE n % 2 WHEN 0 THEN 'Contact ' ELSE 'contact ' END || n,
          'person' || n || '@example.test', CASE WHEN n % 20 = 0 THEN 'Acme Corp' ELSE 'Firm ' || (n % 37) END,
          'Recruiter', CASE n % 6 WHEN 0 THEN 'recruiter' WHEN 1 THEN 'hiring-manager' WHEN 2 THEN 'colleague'
            WHEN 3 THEN 'referral' WHEN 4 THEN 'mentor' ELSE 'other' END,
          CASE WHEN n % 5 = 0 THEN '["python"]' ELSE '[]' END, CASE WHEN n % 3 = 0 THEN NULL ELSE ?2 - n * ${DAY} END,
          n % 7 = 0, ?2 - n * 60000, ?2 - n * 60000
        FROM seq`,
      )
      .bind(userId, now),
    db
      .prepare(
        `${seq(size.jobs)}
        INSERT INTO jobs (id, user_id, company, position, status, job_type, application_date, priority,
          priority_rank, favorite, created_at, updated_at, source, match_score)
        SELECT ?1 || '-j' || n, ?1,
          CASE WHEN n % 100 = 0 THEN 'Acme Corp' WHEN n % 3 = 0 THEN 'company ' || (n % 997) ELSE 'Company ' || (n % 997) END,
          'Engineer ' || n,
          CASE n % 7 WHEN 0 THEN 'applied' WHEN 1 THEN 'screening' WHEN 2 THEN 'interview' WHEN 3 THEN 'offer'
            WHEN 4 THEN 'rejected' WHEN 5 THEN 'withdrawn' ELSE 'saved' END,
          CASE n % 6 WHEN 0 THEN 'full-time' WHEN 1 THEN 'part-time' WHEN 2 THEN 'contract' WHEN 3 THEN 'internship'
            WHEN 4 THEN 'remote' ELSE 'other' END,
          ?3 - (n % 1000) * ${DAY},
          CASE n % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END, n % 3 + 1,
          n % 10 = 0, ?2 - n * 60000, ?2 - n * 60000,
          CASE n % 5 WHEN 0 THEN 'linkedin' WHEN 1 THEN 'naukri' WHEN 2 THEN 'referral' WHEN 3 THEN '' ELSE 'indeed' END,
          -- The stored resume match (decision 055): a third with none (no description or resume), the rest 0-100.
          CASE WHEN n % 3 = 0 THEN NULL ELSE n % 101 END
        FROM seq`,
      )
      .bind(userId, now, today),
    // Issue 33: every application went out with one of 40 resume versions, every other one with one of
    // 10 cover letters too (the versions' loose index scan passes over those).
    db
      .prepare(
        `${seq(size.jobs)}
        INSERT INTO job_applied_documents (job_id, user_id, document_id, sha256, type, name, recorded_at)
        SELECT ?1 || '-j' || n, ?1, NULL, printf('%02x%062d', n % 40, 0), 'resume', 'Resume ' || (n % 40) || '.pdf', ?2 - n * 60000
        FROM seq
        UNION ALL
        SELECT ?1 || '-j' || n, ?1, NULL, printf('c%02x%061d', n % 10, 0), 'coverLetter', 'Letter ' || (n % 10) || '.pdf', ?2 - n * 60000
        FROM seq WHERE n % 2 = 0`,
      )
      .bind(userId, now),
    db
      .prepare(
        `${seq(size.interviews)}
        INSERT INTO interviews (id, job_id, user_id, date, interview_type, with_person, created_at)
        SELECT ?1 || '-i' || n, ?1 || '-j' || (n * 2 % ${Math.max(1, size.jobs)} + 1), ?1, ?2 + (10 - n) * ${DAY / 2},
          CASE n % 5 WHEN 0 THEN 'phone' WHEN 1 THEN 'video' WHEN 2 THEN 'in-person' WHEN 3 THEN 'technical'
            ELSE 'other' END, 'Interviewer ' || n, ?2 - n * 60000
        FROM seq`,
      )
      .bind(userId, now),
    db
      .prepare(
        `${seq(size.tasks)}
        INSERT INTO tasks (id, user_id, title, description, status, priority, priority_rank, category, due_date,
          related_job_id, related_contact_id, completed_at, created_at, updated_at)
        SELECT ?1 || '-t' || n, ?1, 'Task ' || n || CASE WHEN n % 50 = 0 THEN ' for Acme' ELSE '' END,
          'Follow up ' || n,
          CASE n % 4 WHEN 0 THEN 'pending' WHEN 1 THEN 'in-progress' WHEN 2 THEN 'completed' ELSE 'cancelled' END,
          CASE n % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END, n % 3 + 1,
          CASE n % 6 WHEN 0 THEN 'application' WHEN 1 THEN 'networking' WHEN 2 THEN 'interview-prep'
            WHEN 3 THEN 'skill-development' WHEN 4 THEN 'follow-up' ELSE 'other' END,
          CASE WHEN n % 10 = 0 THEN NULL ELSE ?2 + (n - 250) * ${DAY / 4} END,
          CASE WHEN n % 4 = 0 AND n <= ${size.jobs} THEN ?1 || '-j' || n ELSE NULL END,
          CASE WHEN n % 8 = 0 AND n <= ${size.contacts} THEN ?1 || '-c' || n ELSE NULL END,
          CASE WHEN n % 4 = 2 THEN ?2 ELSE NULL END, ?2 - n * 60000, ?2 - n * 60000
        FROM seq`,
      )
      .bind(userId, now),
  ]);
  const zone = await db.prepare("SELECT time_zone FROM users WHERE id = ?").bind(userId).first<string>("time_zone");
  await rebuildRollup(testDeps(), userId, zone ?? "UTC");
}
