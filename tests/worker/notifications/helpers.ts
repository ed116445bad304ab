/** Reminders under a controlled clock: the cron and the queue's consumer run as the Worker runs them, at `T`. */
import { env } from "cloudflare:workers";
import type { Deps } from "@worker/deps";
import { type ReminderMessage, type ReminderQueue, runReminderCron } from "@worker/domain/notifications/cron.server";
import { deliverMessage } from "@worker/domain/notifications/deliver.server";
import { api, type SignedUp, signUp, testDeps } from "../support";

/** A queue that keeps what is sent (the cron's producer side), for the test to deliver. */
export function recordingQueue(): ReminderQueue & { sent: ReminderMessage[] } {
  const sent: ReminderMessage[] = [];
  return {
    sent,
    async sendBatch(messages) {
      for (const m of messages) sent.push(m.body);
    },
  };
}

export const at = (iso: string) => new Date(iso).getTime();

/** One cron run at `time`, then every message delivered (including what the consumer puts back on the queue). */
export async function runAt(time: number, overrides: Partial<Deps> = {}) {
  const deps = testDeps({ now: () => new Date(time), ...overrides });
  const queue = recordingQueue();
  const report = await runReminderCron(deps, queue, new Date(time));
  for (let i = 0; i < queue.sent.length; i++) await deliverMessage(deps, queue.sent[i], queue);
  return { report, messages: queue.sent };
}

export type Mail = { subject: string; text: string; html: string | null; headers: Record<string, string> | null };

export async function emailsTo(to: string): Promise<Mail[]> {
  const { results } = await env.DB.prepare(
    "SELECT subject, text, html, headers FROM email_outbox WHERE to_address = ? AND subject <> 'Welcome to Offerpath' ORDER BY rowid",
  )
    .bind(to)
    .all<{ subject: string; text: string; html: string | null; headers: string | null }>();
  return results.map((r) => ({ ...r, headers: r.headers ? JSON.parse(r.headers) : null }));
}

/** A user living in `tz`. */
export async function userIn(tz: string): Promise<SignedUp> {
  const user = await signUp();
  await env.DB.prepare("UPDATE users SET time_zone = ? WHERE id = ?").bind(tz, user.userId).run();
  return user;
}

export async function createTask(user: SignedUp, body: Record<string, unknown>): Promise<string> {
  const res = await api("POST", "/tasks", { token: user.token, body: { title: "Send the portfolio", ...body } });
  if (res.status !== 201) throw new Error(`task: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.task._id;
}

export async function createInterview(user: SignedUp, date: string, followUpDate?: string) {
  const job = await api("POST", "/jobs", { token: user.token, body: { company: "Acme", position: "Engineer" } });
  if (job.status !== 201) throw new Error(`job: ${job.status} ${JSON.stringify(job.body)}`);
  const jobId = job.body.job._id;
  const res = await api("POST", `/jobs/${jobId}/interviews`, {
    token: user.token,
    body: { date, interviewType: "video", withPerson: "Priya", ...(followUpDate && { followUpDate }) },
  });
  if (res.status !== 200) throw new Error(`interview: ${res.status} ${JSON.stringify(res.body)}`);
  const interviews = res.body.job.interviewHistory as { _id: string }[];
  const interviewId = interviews[interviews.length - 1]._id;
  return { jobId, interviewId: interviewId as string };
}

export async function createContact(user: SignedUp, followUpDate: string): Promise<string> {
  const res = await api("POST", "/contacts", {
    token: user.token,
    body: { name: "Meera Rao", company: "Globex", followUpDate },
  });
  if (res.status !== 201) throw new Error(`contact: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.contact._id;
}
