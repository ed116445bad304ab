/**
 * What a plan includes, read from the plan row's limits and flags (never from its marketing copy), for
 * every page and email that describes a plan: the landing page's cards and FAQ, /plans, the checkout's
 * order summary, /profile's plan card and the renewal reminder (issues 23 and 30). A number shown is the
 * row's limit; a feature shown as included is a flag the code gates.
 */
import type { Plan } from "../db/schema";

export type PlanRow = Pick<
  Plan,
  | "limitJobApplications"
  | "limitContacts"
  | "limitDocumentStorage"
  | "exportData"
  | "advancedAnalytics"
  | "publicProfile"
>;

/** One line of a plan's description: `text` for a list, `phrase` inside a sentence. */
export type PlanFeatureLine = { key: string; text: string; phrase: string; included: boolean };

const number = (n: number) => n.toLocaleString("en-IN");

/**
 * The plan's limits, then the account backup every plan has, then the features its flags grant or not,
 * in one order on every plan (a feature the plan lacks is `included: false`).
 */
export function describePlan(plan: PlanRow): PlanFeatureLine[] {
  const jobs = plan.limitJobApplications;
  const contacts = plan.limitContacts;
  const storage = plan.limitDocumentStorage;
  return [
    jobs > 0
      ? {
          key: "jobs",
          text: `Track up to ${number(jobs)} job applications`,
          phrase: `up to ${number(jobs)} job applications`,
        }
      : { key: "jobs", text: "Unlimited job applications", phrase: "unlimited job applications" },
    contacts > 0
      ? { key: "contacts", text: `Up to ${number(contacts)} contacts`, phrase: `up to ${number(contacts)} contacts` }
      : { key: "contacts", text: "Unlimited contacts", phrase: "unlimited contacts" },
    storage > 0
      ? {
          key: "storage",
          text: `${number(storage)} MB for resumes and cover letters`,
          phrase: `${number(storage)} MB of document storage`,
        }
      : { key: "storage", text: "Unlimited document storage", phrase: "unlimited document storage" },
    // Every plan: the whole account as the JSON backup (startExport allows format=json on any plan).
    { key: "backup", text: "Download your whole account as a JSON backup", phrase: "a JSON backup of your account" },
  ]
    .map((line) => ({ ...line, included: true }))
    .concat([
      {
        key: "exportData",
        text: "Spreadsheet (CSV) and ZIP export with your documents",
        phrase: "data export (CSV and ZIP)",
        included: plan.exportData,
      },
      {
        key: "advancedAnalytics",
        text: "Advanced analytics: application, interview and networking insights",
        phrase: "advanced analytics",
        included: plan.advancedAnalytics,
      },
      {
        key: "publicProfile",
        text: "Share a public profile of your job search",
        phrase: "a public profile",
        included: plan.publicProfile,
      },
    ]);
}

/**
 * The phrases of what the plan gives, in order: "up to 50 job applications", …, "data export (CSV and
 * ZIP)". The backup is left out: every plan has it, so no plan gives it.
 */
export function planInclusions(plan: PlanRow): string[] {
  return describePlan(plan)
    .filter((line) => line.included && line.key !== "backup")
    .map((line) => line.phrase);
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}
