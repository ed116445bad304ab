import { LegalPage } from "~/components/legal-page";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/terms-of-use");

export const handle = staticPage;

export default function Terms() {
  return (
    <LegalPage title="Terms of Use" updated="2026-11-28">
      <p>
        These terms govern your use of Offerpath, a service for tracking job applications, interviews, tasks and
        networking contacts. By creating an account you agree to them.
      </p>
      <h2>Your account</h2>
      <p>
        You are responsible for keeping your password safe and for what happens under your account. Tell us at once if
        you believe someone else has used it.
      </p>
      <h2>Your data</h2>
      <p>
        What you record in Offerpath is yours. We store it to provide the service and never sell it. On every plan, Free
        included, you can download your whole account as a JSON backup from Your data and import it again (your
        documents' files themselves come in the ZIP of the plans with data export). You can delete your account and
        everything you recorded at any time from Profile Settings; payment records are kept for our accounts, without
        your name or email address (see the Privacy Policy).
      </p>
      <h2>Plans and payments</h2>
      <p>
        Offerpath offers a free plan and paid plans billed monthly or yearly in Indian rupees through our payment
        provider. Paid plans renew only when you pay again; refunds follow our Refund Policy.
      </p>
      <p>
        You can pay before your plan ends without losing any of it. Renewing the same plan early adds the new month or
        year after the end of the time already paid. Changing to another paid plan starts the new plan when you pay, and
        the unused part of the current plan, worked out to the paisa from what you paid for it and the time left, is
        taken off the new plan's price; the order and the receipt show this credit. Every payment is at least ₹11: when
        the credit is worth more than the new price allows, the rest is not refunded, and the order says so before you
        pay.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>Do not attempt to access other users' data or disrupt the service.</li>
        <li>Do not use the service for unlawful purposes.</li>
        <li>What you publish on a public profile must be yours to share and must not mislead.</li>
      </ul>
      <h2>Changes</h2>
      <p>We may update these terms; the date above shows the latest version.</p>
    </LegalPage>
  );
}
