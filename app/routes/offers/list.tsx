/**
 * /offers (issue 34): the user's offers with their deadlines; two to four are picked with checkboxes and a
 * GET form opens /offers/compare, so no script is needed. `?ids=` (from "Change offers") pre-ticks them.
 */
import { formatDate } from "@core/dates";
import { formatMoney } from "@core/format";
import { COMPARE_MAX, COMPARE_MIN, daysLeftLabel, OFFERS_LIST_LIMIT } from "@core/offers/compare";
import { listOffers } from "@worker/domain/offers/compare.server";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { ScaleIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { valueOr404 } from "~/server/not-found.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Offers · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = valueOr404(await listOffers(getDeps(context), getUser(context).id));
  const picked = (new URL(request.url).searchParams.get("ids") ?? "").split(",").filter(Boolean);
  return { ...list, picked };
}

const day = (d: string) => formatDate(new Date(`${d}T00:00:00Z`), "UTC");

const soon = (days: number | null) =>
  days === null || days < 0 ? "text-slate-600" : days <= 3 ? "text-red-700" : "text-slate-900";

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers, more, picked } = loaderData;
  return (
    <>
      <PageHeader
        title="Offers"
        description={`Each offer decoded: what it pays in the hand, this year and over four. Pick ${COMPARE_MIN} to ${COMPARE_MAX} to compare them side by side.`}
      />
      {offers.length === 0 ? (
        <EmptyState
          icon={<ScaleIcon />}
          title="No offers yet"
          description="Add an offer on its application, from the letter's figures, and it appears here with its deadline."
          action={<ButtonLink to="/applications?status=offer">Applications with an offer</ButtonLink>}
        />
      ) : (
        <Card>
          <CardHeader
            title="Your offers"
            description={`Nearest deadline first. Tick ${COMPARE_MIN} to ${COMPARE_MAX}, then compare.`}
          />
          <CardBody>
            {more ? (
              <Alert tone="info" className="mb-4">
                {`The ${OFFERS_LIST_LIMIT} offers with the nearest deadlines are shown.`}
              </Alert>
            ) : null}
            <Form method="get" action="/offers/compare">
              <fieldset>
                <legend className="sr-only">{`Offers to compare (${COMPARE_MIN} to ${COMPARE_MAX})`}</legend>
                <ul className="divide-y divide-slate-200">
                  {offers.map((o) => (
                    <li key={o.id} className="flex items-start gap-3 py-3">
                      <input
                        type="checkbox"
                        name="ids"
                        value={o.id}
                        id={`offer-${o.id}`}
                        defaultChecked={picked.includes(o.id)}
                        className="mt-1 size-5 shrink-0 accent-brand-600"
                      />
                      <div className="min-w-0 flex-1">
                        <label htmlFor={`offer-${o.id}`} className="block font-medium break-words text-slate-900">
                          {o.company}
                          {o.position ? <span className="font-normal text-slate-700">{`, ${o.position}`}</span> : null}
                        </label>
                        <p className="mt-0.5 text-sm text-slate-700">
                          {o.deadline ? (
                            <>
                              {`Answer by ${day(o.deadline)}`}
                              <span className={`ml-2 font-medium ${soon(o.daysLeft)}`}>
                                {daysLeftLabel(o.daysLeft)}
                              </span>
                            </>
                          ) : (
                            "No deadline given"
                          )}
                        </p>
                        {o.ctc !== null ? (
                          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                            <div className="flex gap-1">
                              <dt className="text-slate-600">CTC</dt>
                              <dd className="tabular-nums text-slate-900">{formatMoney(o.ctc, o.currency)}</dd>
                            </div>
                            {o.inHandMonthly !== null ? (
                              <div className="flex gap-1">
                                <dt className="text-slate-600">In hand a month, better regime</dt>
                                <dd className="tabular-nums text-slate-900">
                                  {formatMoney(o.inHandMonthly, o.currency)}
                                </dd>
                              </div>
                            ) : null}
                          </dl>
                        ) : (
                          <p className="mt-1 text-sm text-slate-700">
                            This letter can no longer be read: open it and save it again.
                          </p>
                        )}
                      </div>
                      <Link
                        to={`/jobs/${o.jobId}`}
                        className="shrink-0 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        Open<span className="sr-only">{` the application at ${o.company}`}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Button type="submit">Compare the ticked offers</Button>
                <p className="text-sm text-slate-600">{`${COMPARE_MIN} to ${COMPARE_MAX} at a time, on every plan.`}</p>
              </div>
            </Form>
          </CardBody>
        </Card>
      )}
    </>
  );
}
