/** The names wrangler.toml gives the reminders' cron and queues (docs/decisions/036-reminders.md). */
export const REMINDER_CRON = "*/5 * * * *";
export const REMINDERS_QUEUE = "offerpath-reminders";
export const REMINDERS_DLQ = "offerpath-reminders-dlq";
