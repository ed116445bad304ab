/**
 * What a fired item says: the in-app notification (title, message, link) and the email's plain text and
 * HTML parts with the RFC 8058 unsubscribe headers. Every link is absolute (APP_URL) in emails and a path
 * in the app.
 *
 * Times are not baked into the stored text (issue 30): a notification keeps placeholders (`timePlaceholder`)
 * that `renderTimes` fills where the text is read, in the zone of that moment: the account's zone when the
 * email is sent, the account's zone when /notifications (or the API) is read.
 */
import { calendarDayIn, DAY_MS, formatDate, formatDateTime, formatShortDate } from "@core/dates";
import type { DueItemKind } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Email } from "../ports";
import { oneClickUrl, type UnsubscribeKind, unsubscribeUrl } from "./unsubscribe.server";

/**
 * What the app stores and shows (`kind` adds task_overdue to the due-item kinds); `title` and `message`
 * carry time placeholders, `timeZone` is the account's zone when it fired (its email is written in it).
 */
export type FiredContent = { kind: string; title: string; message: string; link: string; timeZone: string };

type Placeholder = "at" | "date" | "day";

/**
 * A moment in a notification's stored text: `at` a date and time ("1 Feb 2027, 10:00 am"), `date` a date
 * ("1 Feb 2027"), `day` the day relative to the reader ("today", "tomorrow", else "on 1 Feb").
 */
export function timePlaceholder(kind: Placeholder, ms: number): string {
  return `\u27e6${kind}:${Math.trunc(ms)}\u27e7`;
}

const PLACEHOLDER = /\u27e6(at|date|day):(-?\d{1,16})\u27e7/g;

/** Fills a stored text's placeholders in `tz`, relative days counted from `now`. Other text is kept as it is. */
export function renderTimes(text: string, tz: string, now: Date): string {
  return text.replace(PLACEHOLDER, (_, kind: Placeholder, ms: string) => {
    const date = new Date(Number(ms));
    if (kind === "at") return formatDateTime(date, tz);
    if (kind === "date") return formatDate(date, tz);
    const days = Math.round((Date.parse(calendarDayIn(date, tz)) - Date.parse(calendarDayIn(now, tz))) / DAY_MS);
    if (days === 0) return "today";
    if (days === 1) return "tomorrow";
    return `on ${formatShortDate(date, tz)}`;
  });
}

/** A fired item's title and message as read in `tz` at `now`. */
export function renderContent<T extends { title: string; message: string }>(content: T, tz: string, now: Date): T {
  return { ...content, title: renderTimes(content.title, tz, now), message: renderTimes(content.message, tz, now) };
}

export type SourceFacts =
  | { kind: "task_reminder" | "task_due"; taskId: string; title: string; due: number | null; overdue: boolean }
  | {
      kind: "interview_24h" | "interview_2h" | "interview_follow_up";
      jobId: string;
      company: string;
      position: string;
      date: number;
      interviewType: string;
      withPerson: string;
    }
  | { kind: "contact_follow_up"; contactId: string; name: string; company: string }
  | { kind: "plan_end"; endsAt: number; planName: string }
  | OfferDeadline
  | InboxArrival;

/**
 * A forwarded email (issue 32) as the notification tells it: on arrival in the app, and in the next digest
 * as it stands then (`state`). `refusal` says why it could not apply by itself.
 */
export type InboxArrival = {
  kind: "inbox_message";
  subject: string;
  sender: string;
  summary: string;
  state: "waiting" | "auto" | "applied" | "dismissed" | "undone";
  refusal?: string;
};

/** An offer's deadline (issue 34): the day before it and the morning of it; `deadline` is its date, YYYY-MM-DD. */
export type OfferDeadline = {
  kind: "offer_deadline_eve" | "offer_deadline_day";
  jobId: string;
  company: string;
  position: string;
  deadline: string;
};

/** "15 Dec 2026" of a calendar date: the same date in every zone. */
const calendarDateLabel = (day: string) => formatDate(new Date(`${day}T00:00:00Z`), "UTC");

function inboxMessageText(facts: InboxArrival): string {
  const from = facts.sender ? `From ${facts.sender}. ` : "";
  switch (facts.state) {
    case "auto":
      return `${from}Applied by itself: ${facts.summary}. You can undo it on the inbox.`;
    case "applied":
      return `${from}Applied: ${facts.summary}.`;
    case "dismissed":
      return `${from}Dismissed.`;
    case "undone":
      return `${from}Applied, then undone.`;
    case "waiting":
      if (facts.refusal) return `${from}Not applied by itself: ${facts.refusal}. It proposes: ${facts.summary}.`;
      return facts.summary ? `${from}It proposes: ${facts.summary}.` : `${from}Nothing to apply.`;
  }
}

/** The content of a fired item, with its times as placeholders; `tz` is the account's zone at firing. */
export function contentFor(facts: SourceFacts, tz: string): FiredContent {
  return { ...contentWithoutZone(facts), timeZone: tz };
}

function contentWithoutZone(facts: SourceFacts): Omit<FiredContent, "timeZone"> {
  switch (facts.kind) {
    case "task_reminder":
      return {
        kind: "task_reminder",
        title: `Reminder: ${facts.title}`,
        message: facts.due
          ? `Task due ${timePlaceholder("date", facts.due)}.`
          : "You asked to be reminded of this task now.",
        link: `/tasks/${facts.taskId}`,
      };
    case "task_due":
      return facts.overdue
        ? {
            kind: "task_overdue",
            title: `Overdue: ${facts.title}`,
            message: `This task was due ${timePlaceholder("date", facts.due ?? 0)} and is not done yet.`,
            link: `/tasks/${facts.taskId}`,
          }
        : {
            kind: "task_due",
            title: `Due today: ${facts.title}`,
            message: "This task is due today.",
            link: `/tasks/${facts.taskId}`,
          };
    case "interview_24h":
    case "interview_2h": {
      // The day-before reminder says "today" for an interview later the same day (one added less than a
      // day ahead), "tomorrow" otherwise: counted where it is read.
      const when = facts.kind === "interview_24h" ? timePlaceholder("day", facts.date) : "in 2 hours";
      const withWhom = facts.withPerson ? ` with ${facts.withPerson}` : "";
      return {
        kind: facts.kind,
        title: `Interview ${when}: ${facts.position} at ${facts.company}`,
        message: `${capitalizeType(facts.interviewType)} interview${withWhom} on ${timePlaceholder("at", facts.date)}.`,
        link: `/jobs/${facts.jobId}`,
      };
    }
    case "interview_follow_up":
      return {
        kind: "interview_follow_up",
        title: `Follow up: ${facts.position} at ${facts.company}`,
        message: `Today is the follow-up date you set after your interview of ${timePlaceholder("date", facts.date)}.`,
        link: `/jobs/${facts.jobId}`,
      };
    case "contact_follow_up":
      return {
        kind: "contact_follow_up",
        title: `Follow up with ${facts.name}`,
        message: facts.company
          ? `Today is your follow-up date with ${facts.name} (${facts.company}).`
          : `Today is your follow-up date with ${facts.name}.`,
        link: `/contacts/${facts.contactId}`,
      };
    case "plan_end":
      return {
        kind: "plan_end",
        title: "Your Offerpath plan ends tomorrow",
        message: `Your ${facts.planName} plan ends on ${timePlaceholder("at", facts.endsAt)}. Plans do not renew by themselves: your account then moves to the Free plan and keeps all its data.`,
        link: "/subscription",
      };
    case "offer_deadline_eve":
    case "offer_deadline_day": {
      const when = facts.kind === "offer_deadline_eve" ? "tomorrow" : "today";
      return {
        kind: facts.kind,
        title: `Offer deadline ${when}: ${facts.position} at ${facts.company}`,
        message: `The offer asks for your answer by ${calendarDateLabel(facts.deadline)}. Its figures, decoded, are on the application.`,
        link: `/jobs/${facts.jobId}`,
      };
    }
    case "inbox_message":
      return {
        kind: "inbox_message",
        title: `Forwarded email: ${facts.subject || "(no subject)"}`,
        message: inboxMessageText(facts),
        link: "/inbox",
      };
  }
}

function capitalizeType(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The unsubscribe kind of an email: the digest, or the single item's setting kind. */
export function emailUnsubscribeKind(kind: DueItemKind, digest: boolean): UnsubscribeKind {
  if (digest) return "digest";
  if (kind === "interview_24h" || kind === "interview_2h") return "interview";
  if (kind === "contact_follow_up" || kind === "interview_follow_up") return "follow_up";
  if (kind === "inbox_message") return "inbox";
  if (kind === "offer_deadline_eve" || kind === "offer_deadline_day") return "offer_deadline";
  return kind;
}

type Recipient = { userId: string; email: string; name: string };

function unsubscribeParts(deps: Pick<Deps, "config">, to: Recipient, kind: UnsubscribeKind) {
  const visible = unsubscribeUrl(deps, to.userId, kind);
  return {
    visible,
    headers: {
      "List-Unsubscribe": `<${oneClickUrl(deps, to.userId, kind)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

function htmlDocument(title: string, body: string, footer: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:600;font-size:18px;margin:0 0 16px">Offerpath</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">${body}</div>
<p style="font-size:12px;color:#475569;margin:16px 0 0;line-height:1.5">${footer}</p>
</div></body></html>`;
}

function footerParts(deps: Pick<Deps, "config">, visible: string, what: string) {
  const settings = `${deps.config.APP_URL}/profile/notifications`;
  return {
    text: `You get this email because ${what} is switched on in your notification settings.\nStop these emails: ${visible}\nAll settings: ${settings}`,
    html: `You get this email because ${escapeHtml(what)} is switched on in your notification settings.<br><a href="${escapeHtml(visible)}" style="color:#4338ca">Unsubscribe from these emails</a> · <a href="${escapeHtml(settings)}" style="color:#4338ca">Notification settings</a>`,
  };
}

/** One item's email, its times in the account's zone as it is sent. */
export function itemEmail(
  deps: Pick<Deps, "config" | "now">,
  to: Recipient,
  kind: DueItemKind,
  fired: FiredContent,
): Email {
  const content = renderContent(fired, fired.timeZone, deps.now());
  const { visible, headers } = unsubscribeParts(deps, to, emailUnsubscribeKind(kind, false));
  const url = `${deps.config.APP_URL}${content.link}`;
  const footer = footerParts(deps, visible, "this kind of reminder");
  return {
    to: to.email,
    subject: content.title,
    text: [`Hi ${to.name},`, "", content.title, content.message, "", `Open it: ${url}`, "", "-- ", footer.text].join(
      "\n",
    ),
    html: htmlDocument(
      content.title,
      `<p style="margin:0 0 8px">Hi ${escapeHtml(to.name)},</p><h1 style="font-size:18px;margin:0 0 8px">${escapeHtml(content.title)}</h1><p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content.message)}</p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px;font-weight:600">Open in Offerpath</a>`,
      footer.html,
    ),
    headers,
  };
}

/** The daily digest: what is due today, what is overdue, today's follow-ups and the forwarded emails, each with its link. */
export function digestEmail(
  deps: Pick<Deps, "config" | "now">,
  to: Recipient,
  dayLabel: string,
  fired: FiredContent[],
): Email {
  const items = fired.map((item) => renderContent(item, item.timeZone, deps.now()));
  const { visible, headers } = unsubscribeParts(deps, to, "digest");
  const groups: { heading: string; kinds: string[] }[] = [
    { heading: "Due today", kinds: ["task_due"] },
    { heading: "Overdue", kinds: ["task_overdue"] },
    { heading: "Follow-ups today", kinds: ["contact_follow_up", "interview_follow_up"] },
    { heading: "Forwarded emails", kinds: ["inbox_message"] },
  ];
  const sections = groups
    .map((g) => ({ heading: g.heading, items: items.filter((i) => g.kinds.includes(i.kind)) }))
    .filter((g) => g.items.length > 0);
  const subject = `Your Offerpath day, ${dayLabel}: ${items.length} ${items.length === 1 ? "item" : "items"}`;
  const footer = footerParts(deps, visible, "the daily digest");
  const text = [`Hi ${to.name},`, "", `Here is your day on Offerpath (${dayLabel}).`];
  let html = `<p style="margin:0 0 8px">Hi ${escapeHtml(to.name)},</p><p style="margin:0 0 16px">Here is your day on Offerpath (${escapeHtml(dayLabel)}).</p>`;
  for (const section of sections) {
    text.push("", `${section.heading} (${section.items.length})`);
    html += `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(section.heading)} (${section.items.length})</h2><ul style="margin:0;padding-left:20px;line-height:1.6">`;
    for (const item of section.items) {
      const url = `${deps.config.APP_URL}${item.link}`;
      text.push(`- ${item.title}: ${url}`);
      html += `<li><a href="${escapeHtml(url)}" style="color:#4338ca">${escapeHtml(item.title)}</a><br><span style="color:#475569;font-size:14px">${escapeHtml(item.message)}</span></li>`;
    }
    html += "</ul>";
  }
  text.push("", `All your notifications: ${deps.config.APP_URL}/notifications`, "", "-- ", footer.text);
  return { to: to.email, subject, text: text.join("\n"), html: htmlDocument(subject, html, footer.html), headers };
}
