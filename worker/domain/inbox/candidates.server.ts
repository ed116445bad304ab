/**
 * The applications a forwarded email may be about: the caller's jobs whose company starts like the one the
 * email names. Read when the email arrives (receive.server.ts) and again when a proposal to add an
 * application is applied (apply.server.ts), since one may have been added in between.
 */
import type { JobCandidate } from "@core/inbox";
import { and, eq, sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import type { Deps } from "../../deps";

/**
 * The jobs read as candidates for one message. With the address and its owner (3 rows) and the insert (3),
 * a message reads at most 46 rows before afterReceive, within the issue's 50 (tests/worker/inbox/budget.test.ts).
 */
export const CANDIDATE_LIMIT = 40;

/**
 * The caller's jobs whose company starts with `prefix` (case-insensitively), at most CANDIDATE_LIMIT, read as
 * one range of jobs_user_company_nocase_idx (user_id, company COLLATE NOCASE, id).
 */
export async function readCandidates(deps: Deps, userId: string, prefix: string | null): Promise<JobCandidate[]> {
  if (!prefix) return [];
  return deps.db
    .select({ id: jobs.id, company: jobs.company, position: jobs.position, status: jobs.status })
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, userId),
        sql`${jobs.company} >= ${prefix} COLLATE NOCASE`,
        sql`${jobs.company} < ${`${prefix}\uffff`} COLLATE NOCASE`,
      ),
    )
    .limit(CANDIDATE_LIMIT);
}
