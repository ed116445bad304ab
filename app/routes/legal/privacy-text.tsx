/**
 * The privacy policy's words. Every period comes from the code that deletes the data (the route's loader);
 * a change here changes the text's hash, which `PRIVACY_POLICY` (privacy-version.ts) must follow with its
 * date and change log.
 */
import { Link } from "react-router";

export type PrivacyPeriods = {
  contactMessages: string;
  outbox: string;
  failedOutbox: string;
  rateLimitWindow: string;
  browserSession: string;
  rememberedSession: string;
  apiSession: string;
  resetLink: string;
  unfinishedUpload: string;
  importUpload: string;
  inboxMessages: string;
  bulkUndo: string;
  themeCookie: string;
  reminderDeliveries: string;
};

const GRIEVANCE_EMAIL = "grievance@offerpath.app";

// A table from 640 px up; below it, each row is a block with its cells labelled (no sideways scroll at 390 px).
const cell = "block px-0 py-1 align-top sm:table-cell sm:border sm:border-slate-200 sm:px-3 sm:py-2";
const head = "border border-slate-200 bg-slate-50 px-3 py-2 text-left align-top font-semibold text-slate-900";
const mobileLabel = "font-semibold text-slate-900 sm:hidden";

/** What is kept, why and for how long: each period is what the code does (housekeeping, sweeps, expiries). */
function RetentionTable({ p }: { p: PrivacyPeriods }) {
  const rows: [string, string, string][] = [
    [
      "Your account",
      "Name, email address, time zone, a salted hash of your password, your plan and when you last signed in: to run your account.",
      "Until you delete your account. Accounts are not deleted for inactivity.",
    ],
    [
      "Applications and what goes with them",
      "Applications, interviews, tasks, contacts, interactions, notes, status history, offers, where each posting was found, how well your resume fits each posting and which documents went with each application, analytics, your public profile, notification settings and in-app notifications, your calendar feed: to show them to you.",
      "Until you delete them or your account.",
    ],
    [
      "Documents",
      "The resumes and cover letters you upload, their names and sizes, and the text read from them (which you can see and correct): to keep them for you and to match your resume against postings. The text is read on our servers; no outside service sees it.",
      `Until you delete them or your account. An upload that never finished is deleted after ${p.unfinishedUpload}; a file no record points to is deleted by the daily sweep.`,
    ],
    [
      "Spreadsheet imports",
      "The file you upload for a CSV import, while you check its preview; then which records each import created, so importing a file twice creates nothing.",
      `The file: ${p.importUpload}. The import records: until you delete your account.`,
    ],
    [
      "Forwarded emails",
      "The emails you forward to your private Offerpath address: the sender, subject, date, the text (never the raw message or its attachments), the delivery checks, what the email was read as and the change it proposes; and a notification that it arrived: to keep your tracker current.",
      `${p.inboxMessages} after they arrive, then deleted by the daily housekeeping; you can delete any of them at once. Its notification goes with it. Emails to an address that is turned off or unknown are refused and nothing is kept.`,
    ],
    [
      "Push notifications",
      "For each device you turn notifications on in: the address its browser's push service gave it, that browser's encryption keys, a label read from the browser (such as \"Chrome on Android\"), when it was added and whether its last notifications arrived; and which reminders reached which device or your email, so none is sent twice.",
      `A device: until you remove it in notification settings, its push service says it is gone, or you delete your account. Which reminders reached where: ${p.reminderDeliveries}.`,
    ],
    [
      "Undo of bulk changes",
      "A copy of the applications a bulk delete or status change touched (with their interviews, history and links): so you can undo it.",
      `${p.bulkUndo} to undo; the copy is then deleted at your next bulk change or by the daily housekeeping.`,
    ],
    [
      "Contact-form messages",
      "Your name, email address, subject and message: to answer you.",
      `${p.contactMessages}, then deleted by the daily housekeeping.`,
    ],
    [
      "Sign-in sessions",
      "Which device is signed in and until when: to keep you signed in.",
      `Until they end: ${p.browserSession} after your last visit, ${p.rememberedSession} with "Remember me", ${p.apiSession} for the API and the browser extension; deleted daily once ended. Password-reset links: ${p.resetLink}.`,
    ],
    [
      "Rate-limit keys",
      "A SHA-256 hash of the IP address, email address or account a limit counts (never the value itself), with a count: to slow down password guessing and spam.",
      `Deleted by the daily housekeeping once their window (${p.rateLimitWindow} at most) has passed.`,
    ],
    [
      "The email outbox",
      "The address, subject and text of each email we send: to know it went out.",
      `${p.outbox}; an email that could not be sent, ${p.failedOutbox}.`,
    ],
    [
      "Payment records",
      "Plan, amount, status, dates, the billing name and email, and Razorpay's order and payment ids (never card, UPI or bank details): for our accounts and taxes.",
      "Kept without an end date. When you delete your account, your name and email address are removed from them.",
    ],
    [
      "Extension data",
      "In your browser, the Offerpath extension keeps its sign-in tokens in its own storage and, only if you ask it to in its options, the text of your default resume, to show how a posting fits it before you save it (computed in your browser); the posting it reads is sent to us only when you save it.",
      `In your browser: until you sign out of the extension or remove it (the resume's text also until you press Forget it). Its session with us: ${p.apiSession}.`,
    ],
    [
      "Today, offline",
      "With JavaScript on, your browser keeps the last copy of your Today page (its interviews, tasks and follow-ups) and the tasks you mark done while offline, so Today opens without a connection; the site's files are kept too.",
      "In your browser: until the next copy replaces it, someone else signs in on it, or you sign out (which empties this site's storage there).",
    ],
  ];
  return (
    <div>
      <table className="block w-full border-collapse text-sm leading-6 sm:table">
        <caption className="sr-only">What we keep, why, and for how long</caption>
        <thead className="hidden sm:table-header-group">
          <tr>
            <th scope="col" className={head}>
              Data
            </th>
            <th scope="col" className={head}>
              What and why
            </th>
            <th scope="col" className={head}>
              How long
            </th>
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {rows.map(([what, why, howLong]) => (
            <tr key={what} className="block border-t border-slate-200 py-3 sm:table-row sm:py-0">
              <th scope="row" className={`${cell} text-left font-semibold text-slate-900 sm:font-medium`}>
                {what}
              </th>
              <td className={cell}>{why}</td>
              <td className={cell}>
                <span className={mobileLabel}>How long: </span>
                {howLong}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PrivacyText({ periods, digestHour }: { periods: PrivacyPeriods; digestHour: string }) {
  return (
    <>
      <p>
        This policy says what Offerpath stores, why, for how long and where, who processes it for us, and how to reach
        us about it. The service is intended for users aged 16 and over.
      </p>

      <h2>What we keep, and for how long</h2>
      <RetentionTable p={periods} />
      <p>We use what we keep only to run the service. We do not sell it or use it for advertising.</p>

      <h2>Where it is stored</h2>
      <p>
        Offerpath runs on Cloudflare's network. The database has one primary location with read-only copies in several
        regions, and documents are kept in Cloudflare's object storage, so your data may be stored and processed outside
        India.
      </p>

      <h2>Services that process data for us</h2>
      <ul>
        <li>
          <strong>Cloudflare</strong> hosts the service, its database, file storage and queues: it receives every
          request (including your IP address and browser details) and holds everything listed above.
        </li>
        <li>
          <strong>Resend</strong> delivers our emails: it receives each email's recipient address, subject and text.
        </li>
        <li>
          <strong>Razorpay</strong> takes payments: it receives your name, email address, the plan and the amount; the
          card, UPI or bank details you enter in its checkout go to Razorpay, never to us.
        </li>
        <li>
          <strong>Your browser's push service</strong> (Google's for Chrome and Edge on Android, Mozilla's for Firefox,
          Apple's for Safari, Microsoft's for Edge on Windows) delivers the notifications of the devices you turn them
          on in: it receives each one encrypted for your browser, so it cannot read it, and the time it is sent.
        </li>
        <li>
          <strong>Cloudflare Turnstile</strong> checks that the contact form is sent by a person: it receives signals
          from your browser for that check, and we send it the check's token and your IP address to verify it.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        Our own cookies are essential or keep a choice you made: one keeps you signed in, a one-minute one shows a
        confirmation message, and, while you sign in or send a form, one lets each page show your latest changes. If you
        choose a light or dark theme in your profile, one remembers it for {periods.themeCookie}. We set no analytics or
        advertising cookies. Two pages load other services, which may set their own cookies or browser storage:
      </p>
      <ul>
        <li>
          <Link to="/contact">The contact form</Link> loads Cloudflare Turnstile from challenges.cloudflare.com for the
          check above.
        </li>
        <li>
          The payment page (and the payment step of registration) loads Razorpay Checkout from checkout.razorpay.com,
          for the payment and Razorpay's fraud checks.
        </li>
      </ul>
      <p>This page and the other policy pages load no scripts at all.</p>

      <h2>Emails we send without being asked</h2>
      <ul>
        <li>A welcome email when you create your account.</li>
        <li>
          Reminders of tasks, interviews and follow-ups: on by default, gathered in one daily digest at {digestHour} in
          your time zone.
        </li>
        <li>A reminder before a paid plan ends, and notices about your account's security, such as an email change.</li>
      </ul>
      <p>
        Turn reminders off, choose separate emails or change the digest's hour in{" "}
        <Link to="/profile/notifications">notification settings</Link>; every reminder email also has an unsubscribe
        link.
      </p>

      <h2>Your public profile</h2>
      <p>
        On plans that include it, you may publish a public profile. Nothing is public until you turn it on, and it shows
        only what you choose: your name, headline, target roles and locations, whether you are open to work, how many
        applications are at each stage with a weekly count, and, if you turn it on, the companies you applied to. It
        never shows your notes, contacts, salaries, email address or documents. Turning it off, moving to a plan without
        it or deleting your account takes it down at once.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your profile at any time, and download your whole account as a JSON backup from Your
        data on every plan. Deleting your account from Profile Settings removes your account and everything you
        recorded; payment records are the exception described above.
      </p>

      <h2>Grievances</h2>
      <p>
        For any question or complaint about your data, write to the Grievance Officer, Offerpath, at{" "}
        <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>. If we do not resolve it, you may complain to the
        Data Protection Board of India under the Digital Personal Data Protection Act, 2023.
      </p>
    </>
  );
}
