/**
 * /offers/compare?ids=a,b (issue 34): two to four offers side by side, the best of each row marked, the
 * 4-year cumulative cash as a server-rendered chart, and what each figure rests on. Every control is a GET
 * form, so the page works without a script and its address is the comparison's bookmark; the ids a form's
 * checkboxes send one by one (`ids=a&ids=b`) are redirected to that address.
 */
import { compareHref } from "@core/offers/compare";
import { compareUserOffers } from "@worker/domain/offers/compare.server";
import { failureStatus } from "@worker/lib/result";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/compare";
import { Assumptions, CompareTable, CumulativeChart, FiguresForm } from "./compare-parts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.comparison
      ? `Compare ${loaderData.comparison.offers.map((o) => o.company).join(", ")} · Offerpath`
      : "Compare offers · Offerpath",
  },
];

/** The figures' defaults: left out of the bookmark, as the form leaves them blank. */
const DEFAULTS: Record<string, string> = { rentPerMonth: "0", other80C: "0", deduction80D: "0", ageBand: "below-60" };
const FIGURES = Object.keys(DEFAULTS);

/** The comparison's own address for a query, or null when the query already is it. */
function canonical(params: URLSearchParams): string | null {
  const ids = params.getAll("ids");
  const extras = FIGURES.flatMap((name) => {
    const value = params.get(name)?.trim() ?? "";
    return value && value !== DEFAULTS[name] ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
  const others = [...params.keys()].some((k) => k !== "ids" && !FIGURES.includes(k));
  const blanks = FIGURES.some((name) => params.has(name) && !extras.some((e) => e.startsWith(`${name}=`)));
  if (ids.length <= 1 && !others && !blanks) return null;
  const list = ids
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length === 0) return null;
  return [compareHref(list), ...extras].join("&");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const to = canonical(params);
  if (to) throw redirect(to);
  const query = Object.fromEntries(FIGURES.flatMap((n) => (params.get(n)?.trim() ? [[n, params.get(n)]] : [])));
  const result = await compareUserOffers(getDeps(context), getUser(context).id, {
    ...query,
    ids: params.getAll("ids"),
  });
  if (!result.ok) {
    return data({ comparison: null, refusal: result.message }, { status: failureStatus[result.code] });
  }
  return { comparison: result.value, refusal: null };
}

export default function CompareOffers({ loaderData }: Route.ComponentProps) {
  const { comparison, refusal } = loaderData;
  if (!comparison) {
    return (
      <>
        <PageHeader title="Compare offers" />
        <Alert tone="error" title={refusal ?? "These offers cannot be compared"}>
          Pick two to four of your offers on the offers page.
        </Alert>
        <div className="mt-4">
          <ButtonLink to="/offers">Choose offers</ButtonLink>
        </div>
      </>
    );
  }
  const ids = comparison.offers.map((o) => o.id).join(",");
  return (
    <>
      <PageHeader
        title="Compare offers"
        description={`${comparison.offers.length} offers decoded by the tax tables of ${comparison.taxYear.label}. Bookmark this page to come back to the same comparison.`}
        actions={
          <ButtonLink to={`/offers?ids=${ids}`} variant="secondary">
            Change offers
          </ButtonLink>
        }
      />
      <div className="space-y-6">
        <CompareTable comparison={comparison} />
        <CumulativeChart comparison={comparison} />
        <FiguresForm comparison={comparison} />
        <Assumptions comparison={comparison} />
      </div>
    </>
  );
}
