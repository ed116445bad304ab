/**
 * The daily billing run (cron trigger, started by the Worker's entry): lapsed paid plans go back to free
 * and one renewal reminder goes out per paid period.
 */

import { DAY_MS } from "@core/dates";
import { capitalize } from "@core/format";
import { and, eq, ne, sql } from "drizzle-orm";
import { plans, transactions, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { planFeatureColumns } from "../plan-limits.server";
import { listInWords, planInclusions } from "../plan-summary";
import { FREE_PLAN, findFreePlan } from "../plans.server";
import { moveToFreeStatements } from "./subscription.server";

/** The renewal reminder goes out this long before a paid period ends. */
export const REMINDER_BEFORE_MS = 3 * DAY_MS;

// ---- Daily schedule -------------------------------------------------------------------------------------

/** Users expired and reminders sent per statement batch; a run handles at most maxRounds of each. */
export const BILLING_SCHEDULE = { chunk: 50, maxRounds: 40 } as const;

function reminderDate(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      date,
    );
  }
}

/**
 * The daily billing run (cron trigger): moves users whose paid period has ended to free (with an
 * `expired_` plan-change transaction, guarded so a second or overlapping run changes nothing), then
 * sends one "Your Offerpath plan ends on …" email per paid period, three days before its end. A period
 * already renewed is neither expired nor reminded: its renewal moved `users.plan_ends_at` to the renewal's
 * end (decision 043), and both steps read that end, not the period's.
 */
export async function runBillingSchedule(deps: Deps): Promise<{ expired: number; reminded: number }> {
  const now = deps.now();
  const free = await findFreePlan(deps);
  let expired = 0;
  for (let round = 0; round < BILLING_SCHEDULE.maxRounds; round++) {
    const lapsed = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.currentPlanId, free.id), sql`${users.planEndsAt} <= ${now.getTime()}`))
      .limit(BILLING_SCHEDULE.chunk);
    for (const { id } of lapsed) {
      const guard = sql`u.plan_ends_at IS NOT NULL AND u.plan_ends_at <= ${now.getTime()}`;
      const [inserted] = await sqlBatch(deps.db, moveToFreeStatements(id, free, "expired", now, guard));
      expired += inserted.meta.changes;
    }
    if (lapsed.length < BILLING_SCHEDULE.chunk) break;
  }

  let reminded = 0;
  const due = await deps.db
    .select({
      txId: transactions.id,
      endDate: transactions.endDate,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      planName: plans.name,
      limitJobApplications: plans.limitJobApplications,
      limitContacts: plans.limitContacts,
      limitDocumentStorage: plans.limitDocumentStorage,
      ...planFeatureColumns,
    })
    .from(transactions)
    .innerJoin(users, and(eq(users.id, transactions.userId), eq(users.currentPlanId, transactions.planId)))
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(
      and(
        eq(transactions.status, "completed"),
        sql`${transactions.endDate} > ${now.getTime()}`,
        sql`${transactions.endDate} <= ${now.getTime() + REMINDER_BEFORE_MS}`,
        sql`${transactions.renewalRemindedAt} IS NULL`,
        sql`${users.planEndsAt} = ${transactions.endDate}`,
        ne(plans.name, FREE_PLAN),
      ),
    )
    .limit(BILLING_SCHEDULE.chunk * BILLING_SCHEDULE.maxRounds);
  for (const row of due) {
    if (!row.endDate) continue;
    // Claimed before sending, so overlapping runs send one email; released if the send fails.
    const claimed = await deps.db
      .update(transactions)
      .set({ renewalRemindedAt: now })
      .where(and(eq(transactions.id, row.txId), sql`${transactions.renewalRemindedAt} IS NULL`))
      .returning({ id: transactions.id });
    if (!claimed.length) continue;
    const date = reminderDate(row.endDate, row.timeZone);
    const plan = capitalize(row.planName);
    try {
      await deps.email.send({
        to: row.email,
        subject: `Your Offerpath plan ends on ${date}`,
        text: [
          `Hi ${row.name},`,
          "",
          `Your Offerpath ${plan} plan ends on ${date}. Plans do not renew by themselves: on that day your account moves to the Free plan, and all your applications, tasks and contacts stay.`,
          "",
          `The ${plan} plan gives you ${listInWords(planInclusions(row))}.${row.publicProfile ? " Your public profile, if you have one, is hidden while you are on a plan without it." : ""}`,
          "",
          `To keep them, renew at ${deps.config.APP_URL}/plans now or later: renewing early adds the new period from ${date}, when this one ends, so no day is lost. Your payments and receipts are at ${deps.config.APP_URL}/payment-history.`,
          "",
          "The Offerpath team",
        ].join("\n"),
      });
      reminded++;
    } catch (cause) {
      console.error("Renewal reminder could not be sent; tomorrow's run tries again", cause);
      await deps.db.update(transactions).set({ renewalRemindedAt: null }).where(eq(transactions.id, row.txId));
    }
  }
  return { expired, reminded };
}
