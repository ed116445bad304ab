import { LegalPage } from "~/components/legal-page";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/refund";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/refund-policy");

export const handle = staticPage;

export default function Refund() {
  return (
    <LegalPage title="Refund Policy" updated="2026-11-22">
      <p>
        Payments for Offerpath plans are non-refundable. When you cancel a paid plan, your account moves to the Free
        plan at once and your data is kept.
      </p>
      <h2>The one exception: technical errors</h2>
      <p>
        If a technical error on our side charged you wrongly (for example, you were charged twice for one order),
        contact support within 48 hours of the payment with the payment id, and we will refund the erroneous charge.
      </p>
    </LegalPage>
  );
}
