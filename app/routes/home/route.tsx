import { planLabel, yearlySavingPercent } from "@core/format";
import type { Plan } from "@worker/db/schema";
import { describePlan, listInWords } from "@worker/domain/plan-summary";
import { listPublicPlans } from "@worker/domain/plans.server";
import { readSiteFigures } from "@worker/domain/site-figures.server";
import { Link } from "react-router";
import { PublicFooter, PublicHeader, SOCIAL_LINKS } from "~/components/public-layout";
import { getDeps } from "~/server/context.server";
import { isSignedIn } from "~/server/public-page.server";
import { staticPage } from "~/ui/page-handle";
import { PUBLIC_PAGES, publicPageMeta, SITE_NAME } from "~/ui/seo";
import type { Route } from "./+types/route";
import { type PlanCard, Pricing } from "./pricing";
import { CallToAction, Faq, type FaqPlans, Features, Hero, HowItWorks, UseCases } from "./sections";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/");

/** Plain HTML (the FAQ is <details>, pricing is links), cached at the edge for visitors (decision 023). */
export const handle = staticPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const [signedIn, pricing, figures] = await Promise.all([
    isSignedIn(request, deps),
    listPublicPlans(deps),
    readSiteFigures(deps),
  ]);
  const plans: PlanCard[] | null =
    pricing?.plans.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      monthly: p.priceMonthly,
      yearly: p.priceYearly,
      jobApplications: p.limitJobApplications,
      features: describePlan(p).map(({ key, text, included }) => ({ key, text, included })),
    })) ?? null;
  return {
    signedIn,
    plans,
    figures,
    faq: pricing ? faqPlans(pricing.plans) : null,
    structuredData: structuredData(deps.config.APP_URL, plans),
  };
}

/** What the FAQ says about the plans, from their rows (the Free plan's limits as `describePlan` words them). */
function faqPlans(rows: Plan[]): FaqPlans {
  const free = rows.find((p) => p.priceMonthly === 0 && p.priceYearly === 0);
  const paid = rows.filter((p) => p !== free);
  const phrase = (plan: Plan, key: string) => describePlan(plan).find((line) => line.key === key)?.phrase;
  return {
    freeTracks: free
      ? listInWords([phrase(free, "jobs"), phrase(free, "contacts")].filter((p) => p !== undefined))
      : null,
    paidNames: listInWords(paid.map((p) => planLabel(p.name))),
    paidCount: paid.length,
    exportNames: listInWords(rows.filter((p) => p.exportData).map((p) => planLabel(p.name))),
    savingPercent: Math.max(0, ...paid.map((p) => yearlySavingPercent(p.priceMonthly, p.priceYearly))),
  };
}

/** schema.org SoftwareApplication with each plan as an offer (monthly and yearly prices), for search engines. */
function structuredData(appUrl: string, plans: PlanCard[] | null) {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: SITE_NAME,
    url: `${appUrl}/`,
    description: PUBLIC_PAGES["/"].description,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    sameAs: SOCIAL_LINKS.map((s) => s.href),
    ...(plans?.length
      ? {
          offers: plans.map((p) => ({
            "@type": "Offer",
            name: `${planLabel(p.name)} plan`,
            description: p.description,
            price: p.monthly,
            priceCurrency: "INR",
            url: `${appUrl}/register?planId=${encodeURIComponent(p.id)}&billingType=monthly`,
            priceSpecification: [
              { "@type": "UnitPriceSpecification", price: p.monthly, priceCurrency: "INR", billingDuration: "P1M" },
              { "@type": "UnitPriceSpecification", price: p.yearly, priceCurrency: "INR", billingDuration: "P1Y" },
            ],
          })),
        }
      : {}),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { signedIn, plans, figures, faq, structuredData } = loaderData;
  return (
    <div className="bg-white">
      <script
        type="application/ld+json"
        // Data, not code; "<" is escaped so no value can close the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON text
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }}
      />
      <aside aria-label="About the plans" className="bg-brand-700 px-4 py-2 text-center text-sm text-white">
        The Free plan needs no card and has no end date; paid plans add room and features.{" "}
        <Link to="/register" className="font-semibold underline">
          Create your account
        </Link>
      </aside>
      <PublicHeader signedIn={signedIn} />
      <main id="main">
        <Hero figures={figures} />
        <Features />
        <Pricing plans={plans} />
        <HowItWorks />
        <UseCases />
        <Faq plans={faq} />
        <CallToAction />
      </main>
      <PublicFooter />
    </div>
  );
}
