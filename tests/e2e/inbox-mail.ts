/**
 * Forwarded email for the inbox's journeys (issue 32): raw RFC 5322 messages written in the style of the
 * classifier's corpus (tests/fixtures/inbox), and their delivery as Email Routing would deliver them, through
 * wrangler's local endpoint `POST /cdn-cgi/local/email?from=&to=` (miniflare refuses a message without a
 * Message-ID, so every one has its own).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";

/** What a journey needs of a message: its subject names its card on /inbox. */
export type Mail = { subject: string; raw: string };

type Headers = { from: string; subject: string; date?: Date };

/** A plain-text message with the headers a routed message carries (SPF, DKIM and DMARC passed). */
function message({ from, subject, date = new Date() }: Headers, body: string[]): string {
  const domain = /@([^>]+)>?$/.exec(from)?.[1] ?? "mail.example";
  return [
    `From: ${from}`,
    "To: Ira Test <ira@example.test>",
    `Subject: ${subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    "MIME-Version: 1.0",
    `Authentication-Results: mx.cloudflare.net; spf=pass smtp.mailfrom=${domain}; dkim=pass header.d=${domain}; dmarc=pass header.from=${domain}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    ...body,
    "",
  ].join("\r\n");
}

/** Greenhouse's "we received your application" for `company`, a company the journey may have no application at. */
export function applicationReceived(
  company: string,
  position: string,
  subject = `Thank you for applying to ${company}`,
) {
  return {
    subject,
    raw: message({ from: `${company} Recruiting <no-reply@us.greenhouse-mail.io>`, subject }, [
      "Hi Ira,",
      "",
      `Thank you for your interest in ${company}! We wanted to let you know we received your application for ${position}, and we are delighted that you would consider joining our team.`,
      "",
      "Our team will review your application and will be in touch if your qualifications match our needs for the role.",
      "",
      "Best,",
      `The ${company} Recruiting Team`,
    ]),
  } satisfies Mail;
}

/** Greenhouse's rejection for an application at `company`. */
export function rejection(company: string, position: string, subject = `Your application to ${company}`) {
  return {
    subject,
    raw: message({ from: `${company} Recruiting <no-reply@us.greenhouse-mail.io>`, subject }, [
      "Hi Ira,",
      "",
      `Thank you for your interest in ${company} and for taking the time to apply for the ${position} role.`,
      "",
      "We have carefully reviewed your background and experience and unfortunately, we will not be moving forward with your application at this time.",
      "",
      `We appreciate your interest in ${company} and wish you the best of luck in your search.`,
      "",
      "Best,",
      `The ${company} Recruiting Team`,
    ]),
  } satisfies Mail;
}

/** The day, written as a recruiter writes it in Pacific time: "Thursday, December 3". */
function pacificDay(at: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(at);
}

/**
 * A recruiter's own invitation to a technical phone interview at 9:00 AM PT four days after it was sent,
 * with its Zoom link (the meeting link the interview gets).
 */
export function interviewInvitation(company: string, position: string, zoom: string) {
  const domain = `${company.toLowerCase()}.com`;
  const subject = `${company} interview: ${position}`;
  const day = pacificDay(new Date(Date.now() + 4 * 86_400_000));
  return {
    subject,
    raw: message({ from: `Megan Lee <megan.lee@${domain}>`, subject }, [
      "Hi Ira,",
      "",
      "Thanks for your time on the recruiter screen! I'm happy to share that the team would like to move you forward to a technical phone interview.",
      "",
      `I've scheduled it for ${day} at 9:00 AM PT with one of our engineers. You'll receive a calendar invite shortly with the Zoom link: ${zoom}`,
      "",
      "Let me know if that time doesn't work for you.",
      "",
      "Best,",
      "Megan Lee",
      `Technical Recruiter, ${company}`,
    ]),
  } satisfies Mail;
}

/** LinkedIn's job alert: a list of openings, which changes nothing in a tracker. */
export function jobAlert(subject = "“platform engineer”: Initech - Platform Engineer and more") {
  return {
    subject,
    raw: message({ from: "LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>", subject }, [
      "Your job alert for platform engineer in Bengaluru",
      "30+ new jobs match your preferences.",
      "",
      "Platform Engineer",
      "Initech",
      "Bengaluru, Karnataka, India",
      "Actively recruiting",
      "View job: https://www.linkedin.com/comm/jobs/view/401",
      "",
      "Senior Platform Engineer",
      "Globex",
      "Bengaluru, Karnataka, India",
      "Easy Apply",
      "View job: https://www.linkedin.com/comm/jobs/view/402",
      "",
      "See all jobs: https://www.linkedin.com/comm/jobs/search",
      "",
      "You are receiving Job Alert emails. Unsubscribe: https://www.linkedin.com/comm/jobs/alerts",
    ]),
  } satisfies Mail;
}

/** Delivers `raw` to `to` as Email Routing would; answers wrangler's status and text. */
export async function deliver(page: Page, to: string, raw: string) {
  const res = await page.request.post(`/cdn-cgi/local/email?from=ira%40example.test&to=${encodeURIComponent(to)}`, {
    data: raw,
  });
  return { status: res.status(), text: await res.text() };
}
