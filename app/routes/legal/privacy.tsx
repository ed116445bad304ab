import { LegalPage } from "~/components/legal-page";
import { staticPage } from "~/lib/page-handle";
import { publicPageMeta } from "~/lib/seo";
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
        <li>What you record: applications, interviews, tasks, contacts and interactions.</li>
        <li>Payment records: plan, amount, status and the payment provider's ids (never your card details).</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to run the service: to show you your data, to send the emails you ask for (such as password resets), and to
        process payments. We do not sell your data or use it for advertising.
      </p>
      <h2>Cookies</h2>
      <p>
        We use one essential cookie to keep you signed in and a short-lived one to show confirmation messages. No
        tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can correct your profile at any time, and deleting your account from Profile Settings removes your account
        and all of its data.
      </p>
    </LegalPage>
  );
}
