/**
 * The privacy policy's version: the day its text last changed, what changed, and a SHA-256 of the text as
 * rendered (tests/worker/site/privacy-policy.test.ts). Change the policy's words and that test fails until
 * `updated`, a new first line of `changes` and `textHash` are changed with them, so the date shown is
 * always the date of the last change of the text.
 */
import type { PolicyChange } from "~/components/legal-page";

export const PRIVACY_POLICY = {
  updated: "2026-11-29",
  textHash: "25a9b159d9ae90a8093569b834cac135a2335f065fbfb907bb93e8e4e0b07308",
  changes: [
    {
      date: "2026-11-29",
      change:
        "Forwarded emails (what is kept of them, for 30 days, and that you can delete them at once), the copy kept for 10 seconds to undo a bulk change, the cookie that remembers a chosen light or dark theme, the copy of your Today page and the tasks marked done offline that your browser keeps, push notifications (what is kept for each device you turn them on in, for how long, and the browsers' push services that deliver them, encrypted), the resume text the browser extension keeps only if you ask it to, the text read from your documents, offers, sources and resume matches are described.",
    },
    {
      date: "2026-11-28",
      change:
        "Rewritten to say what is stored, why, for how long and where (a retention table matching the daily deletions), the services that process data and what each receives, the cookies of the pages that load them, the emails sent by default, and the Grievance Officer. Contact-form messages are now deleted after 180 days.",
    },
    {
      date: "2026-11-26",
      change:
        "Payment records are kept without your name or email when you delete your account; the bookmark cookie and the public profile are described.",
    },
    { date: "2026-11-22", change: "First version." },
  ] satisfies PolicyChange[],
} as const;
