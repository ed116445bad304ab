/**
 * What a plan includes, in words, read from the plan row's limits and flags (never from its marketing
 * copy): "up to 50 job applications, up to 100 contacts, 50 MB of document storage and data export".
 * The renewal reminder names a plan's limits and features with it (issue 23).
 */
import type { Plan } from "../db/schema";

type PlanRow = Pick<
  Plan,
  | "limitJobApplications"
  | "limitContacts"
  | "limitDocumentStorage"
  | "exportData"
  | "advancedAnalytics"
  | "publicProfile"
>;

const count = (limit: number, noun: string) =>
  limit > 0 ? `up to ${limit.toLocaleString("en-IN")} ${noun}` : `unlimited ${noun}`;

/** The plan's limits, then the features its flags grant, in order. */
export function planInclusions(plan: PlanRow): string[] {
  return [
    count(plan.limitJobApplications, "job applications"),
    count(plan.limitContacts, "contacts"),
    plan.limitDocumentStorage > 0
      ? `${plan.limitDocumentStorage.toLocaleString("en-IN")} MB of document storage`
      : "unlimited document storage",
    ...(plan.exportData ? ["data export"] : []),
    ...(plan.advancedAnalytics ? ["advanced analytics"] : []),
    ...(plan.publicProfile ? ["a public profile"] : []),
  ];
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}
