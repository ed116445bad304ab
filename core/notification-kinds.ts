/**
 * The kinds of reminder a user switches on and off (issue 24; `inbox`, the forwarded emails, issue 32;
 * `offer_deadline`, issue 34): shared
 * by the settings screen and the API, no zod.
 */
export const SETTING_KINDS = [
  "task_reminder",
  "interview",
  "task_due",
  "follow_up",
  "plan_end",
  "inbox",
  "offer_deadline",
] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export const SETTING_KIND_LABELS: Record<SettingKind, string> = {
  task_reminder: "Task reminders, at the time you set",
  interview: "Interviews, 24 hours and 2 hours before",
  task_due: "Tasks due today and overdue tasks",
  follow_up: "Contact and interview follow-ups due today",
  plan_end: "Your paid plan ending (the day before)",
  inbox: "Forwarded emails: in the app when one arrives, by email in the daily digest",
  offer_deadline: "Offer deadlines: the day before and the morning of, at your digest hour",
};
