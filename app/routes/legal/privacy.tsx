import { LegalPage } from "~/components/legal-page";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/privacy-policy");

export const handle = staticPage;

export default function Privacy() {
  return (
    <LegalPage title="Privacy Policy">
      <p>This policy explains what Offerpath collects and why. The service is intended for users aged 16 and over.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address, time zone and a salted hash of your password.</li>
        <li>What you record: applications, interviews, tasks, contacts, interactions and the documents you upload.</li>
        <li>Payment records: plan, amount, status and the payment provider's ids (never your card details).</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to run the service: to show you your data, to send the emails you ask for (such as password resets), and to
        process payments. We do not sell your data or use it for advertising.
      </p>
      <h2>Cookies</h2>
      <p>
        We use one essential cookie to keep you signed in, a short-lived one to show confirmation messages, and, while
        you sign in or send a form, one that lets each page show your latest changes. No tracking cookies.
      </p>
      <h2>Your public profile</h2>
      <p>
        On plans that include it, you may publish a public profile. Nothing is public until you turn it on, and it shows
        only what you choose: your name, headline, target roles and locations, whether you are open to work, how many
        applications are at each stage with a weekly count, and, if you turn it on, the companies you applied to. It
        never shows your notes, contacts, salaries, email address or documents. Turning it off, moving to a plan without
        it or deleting your account takes it down at once.
      </p>
      <h2>Your choices</h2>
      <p>
        You can correct your profile at any time. Deleting your account from Profile Settings removes your account and
        everything you recorded. Payment records are the exception: we keep them for our accounts and taxes, with your
        name and email address removed, so a payment can still be traced through the payment provider's ids.
      </p>
    </LegalPage>
  );
}
