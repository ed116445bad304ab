/** The parts of /offers/compare: the figures' table, the cumulative chart, the user's figures, the assumptions. */
import { formatDate } from "@core/dates";
import { formatMoney } from "@core/format";
import { AGE_BANDS } from "@core/offers/age-bands";
import { COMPARE_MAX, compactMoney, daysLeftLabel } from "@core/offers/compare";
import type { OfferComparison } from "@worker/domain/offers/compare.server";
import { Form, Link } from "react-router";
import { ChartFigure } from "~/components/charts/chart-figure";
import { LineChart } from "~/components/charts/line-chart";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { CheckCircleIcon } from "~/components/ui/icons";

type Props = { comparison: OfferComparison };

const day = (d: string) => formatDate(new Date(`${d}T00:00:00Z`), "UTC");

export function CompareTable({ comparison: c }: Props) {
  return (
    <Card>
      <CardHeader
        title="Side by side"
        titleId="compare-table-title"
        description={
          c.sameCurrency
            ? "The best of each row is marked “Best”; a row where the offers are equal marks none."
            : "The offers are in different currencies, so no figure is marked best."
        }
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard */}
      <section className="overflow-x-auto" tabIndex={0} aria-labelledby="compare-table-title">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 align-bottom">
              <th scope="col" className="px-4 py-3 font-medium text-slate-700 sm:px-6">
                Figure
              </th>
              {c.offers.map((o, i) => (
                <th key={o.id} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  <Link
                    to={`/jobs/${o.jobId}`}
                    className="rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {o.company}
                  </Link>
                  <span className="block font-normal text-slate-700">{o.position}</span>
                  <span className="block text-xs font-normal text-slate-600">
                    {o.deadline ? `Answer by ${day(o.deadline)} · ${daysLeftLabel(c.daysLeft[i])}` : "No deadline"}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {c.rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 align-top">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900 sm:px-6">
                  {row.label}
                  <span className="mt-0.5 block max-w-xs text-xs font-normal text-slate-600">{row.help}</span>
                </th>
                {row.values.map((value, i) => (
                  <td
                    key={c.offers[i].id}
                    className={`px-4 py-3 tabular-nums ${row.best[i] ? "bg-green-50 font-semibold text-slate-900" : "text-slate-900"}`}
                  >
                    {value === null ? (
                      <span className="text-slate-600">No Indian tax</span>
                    ) : (
                      formatMoney(value, c.offers[i].currency)
                    )}
                    {row.best[i] ? (
                      <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-green-800">
                        <CheckCircleIcon className="size-4" />
                        Best
                      </span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

export function CumulativeChart({ comparison: c }: Props) {
  const currency = c.offers[0]?.currency ?? "INR";
  const steps = ["Year 1", "Year 2", "Year 3", "Year 4"];
  return (
    <Card>
      <CardHeader title="Four years of cash" />
      <CardBody>
        <ChartFigure
          title="Cumulative cash over four years"
          summary={c.cumulative.summary}
          table={{
            columns: ["Offer", ...steps],
            rows: c.cumulative.lines.map((l, i) => [
              l.label,
              ...l.points.map((p) => formatMoney(Math.round(p), c.offers[i].currency)),
            ]),
          }}
        >
          {(label) =>
            c.sameCurrency ? (
              <LineChart
                {...label}
                steps={steps}
                lines={c.cumulative.lines}
                format={(n) => compactMoney(n, currency)}
              />
            ) : (
              <p className="text-sm text-slate-700">The chart needs one currency: the numbers are in the table.</p>
            )
          }
        </ChartFigure>
      </CardBody>
    </Card>
  );
}

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

const AGE_LABELS: Record<(typeof AGE_BANDS)[number], string> = {
  "below-60": "Below 60",
  "60-to-79": "60 to 79",
  "80-plus": "80 or more",
};

/** The user's own figures for the old regime, the same for every offer; a GET form, so the bookmark keeps them. */
export function FiguresForm({ comparison: c }: Props) {
  const fields = [
    { name: "rentPerMonth", label: "Rent you pay a month", value: c.inputs.rentPerMonth },
    { name: "other80C", label: "80C investments besides PF, a year", value: c.inputs.other80C },
    { name: "deduction80D", label: "80D health insurance, a year", value: c.inputs.deduction80D },
  ];
  return (
    <Card>
      <CardHeader
        title="Your figures"
        description="The old regime's HRA exemption and deductions read these; the same for every offer. Blank is 0."
      />
      <CardBody>
        <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <input type="hidden" name="ids" value={c.offers.map((o) => o.id).join(",")} />
          {fields.map((f) => (
            <div key={f.name}>
              <label htmlFor={`figure-${f.name}`} className="block text-sm font-medium text-slate-800">
                {f.label}
              </label>
              <input
                id={`figure-${f.name}`}
                name={f.name}
                inputMode="decimal"
                defaultValue={f.value ? String(f.value) : ""}
                className={input}
              />
            </div>
          ))}
          <div>
            <label htmlFor="figure-ageBand" className="block text-sm font-medium text-slate-800">
              Your age
            </label>
            <select id="figure-ageBand" name="ageBand" defaultValue={c.inputs.ageBand} className={input}>
              {AGE_BANDS.map((a) => (
                <option key={a} value={a}>
                  {AGE_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit">Work it out again</Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}

export function Assumptions({ comparison: c }: Props) {
  return (
    <Card>
      <CardHeader title="What the figures rest on" />
      <CardBody className="space-y-5 text-sm text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          {c.assumptions.shared.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className={`grid gap-5 ${c.offers.length > 2 ? "lg:grid-cols-2" : "md:grid-cols-2"}`}>
          {c.assumptions.perOffer.map((o) => (
            <section key={o.id} aria-labelledby={`assumptions-${o.id}`}>
              <h3 id={`assumptions-${o.id}`} className="font-semibold text-slate-900">
                {o.label}
              </h3>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {o.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="text-xs text-slate-600">{`Up to ${COMPARE_MAX} offers at a time. Figures are estimates from the letters' figures, not tax advice.`}</p>
      </CardBody>
    </Card>
  );
}
