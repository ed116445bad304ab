import { formatMoney } from "@core/format";
import type { DecodedOffer } from "@core/offers/decode";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { PencilIcon } from "~/components/ui/icons";

type Props = {
  jobId: string;
  decoded: DecodedOffer;
  deadline: string | null;
  /** The user's own figures in the URL (rent, 80C, 80D), kept in the GET form. */
  mine: { rentPerMonth: string; other80C: string; deduction80D: string };
};

const ONE_TIME_LABELS = {
  "joining-bonus": "Joining bonus",
  relocation: "Relocation",
  "retention-bonus": "Retention bonus",
} as const;

function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the offer pays, decoded (core/offers/decode.ts): CTC as the letter counts it, guaranteed year-1 cash,
 * in-hand a month under both regimes with the verdict, what is not cash, years 1 to 4 and the tax year used.
 * Drawn on the server into the job's page (decision 067): a plain link and a GET form.
 */
export function DecodedOfferCard({ jobId, decoded, deadline, mine }: Props) {
  const m = (n: number) => formatMoney(n, decoded.currency);
  const monthly = (n: number) => `${m(Math.round((n / 12) * 100) / 100)} a month`;
  return (
    <Card>
      <CardHeader
        title="Offer, decoded"
        description={deadline ? `Answer by ${deadline}` : undefined}
        actions={
          <a href={`/jobs/${jobId}/offer`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <PencilIcon className="size-4" /> Edit offer
          </a>
        }
      />
      <CardBody className="space-y-6">
        <section aria-labelledby="offer-headline">
          <h3 id="offer-headline" className="mb-3 text-sm font-semibold text-slate-900">
            The headline
          </h3>
          <Figures
            rows={[
              [
                decoded.ctc.stated !== null ? "CTC as the letter states it" : "CTC as the letter counts it",
                m(decoded.ctc.asLetterCounts),
              ],
              ...(decoded.ctc.stated !== null && decoded.ctc.stated !== decoded.ctc.sum
                ? ([["The parts add up to", m(decoded.ctc.sum)]] as [string, string][])
                : []),
              ["Fixed pay", m(decoded.pay.fixed)],
              ["Guaranteed cash in year 1", m(decoded.guaranteedCashYear1)],
              ["Expected variable pay", m(decoded.expectedVariable)],
              ["Your PF from salary", m(decoded.employeePf)],
            ]}
          />
          <p className="mt-2 text-sm text-slate-600">
            Guaranteed cash in year 1: fixed pay, plus the joining bonus, less your PF, plus the expected variable pay.
          </p>
        </section>

        {decoded.regimes ? (
          <section aria-labelledby="offer-in-hand">
            <h3 id="offer-in-hand" className="mb-3 text-sm font-semibold text-slate-900">
              In your hand, a month
            </h3>
            <section
              className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="In-hand pay by regime (scrolls sideways)"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">In-hand pay under the new and the old regime</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Figure (a year)
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      New regime
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Old regime
                    </th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {(
                    [
                      ["Gross salary", (r) => r.grossSalary],
                      ["Standard deduction", (r) => r.standardDeduction],
                      ["HRA exemption", (r) => r.hraExemption],
                      ["80C (with your PF)", (r) => r.deduction80C],
                      ["Taxable income", (r) => r.tax.taxableIncome],
                      ["Income tax with cess", (r) => r.tax.tax],
                      ["Professional tax", (r) => r.professionalTax],
                      ["In hand, the year", (r) => r.inHandYear],
                    ] as [string, (r: NonNullable<DecodedOffer["regimes"]>["new"]) => number][]
                  ).map(([label, pick]) => (
                    <tr key={label} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                        {label}
                      </th>
                      <td className="py-2 pr-4 text-right">{m(pick(decoded.regimes!.new))}</td>
                      <td className="py-2 text-right">{m(pick(decoded.regimes!.old))}</td>
                    </tr>
                  ))}
                  <tr>
                    <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                      In hand, a month (fixed pay)
                    </th>
                    <td className="py-2 pr-4 text-right font-semibold text-slate-900">
                      {m(decoded.regimes.new.inHandMonths[0])}
                    </td>
                    <td className="py-2 text-right font-semibold text-slate-900">
                      {m(decoded.regimes.old.inHandMonths[0])}
                    </td>
                  </tr>
                  {decoded.expectedVariable > 0 ? (
                    <tr>
                      <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                        Variable, after tax, when paid
                      </th>
                      <td className="py-2 pr-4 text-right font-semibold text-slate-900">
                        {m(decoded.regimes.new.variableAfterTax)}
                      </td>
                      <td className="py-2 text-right font-semibold text-slate-900">
                        {m(decoded.regimes.old.variableAfterTax)}
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </section>
            {decoded.betterRegime ? (
              <p className="mt-3 text-sm font-medium text-slate-900">{decoded.betterRegime.sentence}</p>
            ) : null}
            <form method="get" className="mt-4 grid gap-4 sm:grid-cols-4 sm:items-end">
              <TextField
                label="Your rent a month"
                name="rentPerMonth"
                defaultValue={mine.rentPerMonth}
                inputMode="decimal"
                hint="For the old regime's HRA exemption."
              />
              <TextField
                label="Other 80C a year"
                name="other80C"
                defaultValue={mine.other80C}
                inputMode="decimal"
                hint="PPF, ELSS, insurance…"
              />
              <TextField
                label="80D a year"
                name="deduction80D"
                defaultValue={mine.deduction80D}
                inputMode="decimal"
                hint="Health insurance."
              />
              <button
                type="submit"
                className="h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Work it out again
              </button>
            </form>
          </section>
        ) : (
          <p className="text-sm text-slate-700">
            An offer in {decoded.currency}: the figures are gross, with no tax worked out. Monthly gross:{" "}
            {monthly(decoded.pay.fixed)}.
          </p>
        )}

        <section aria-labelledby="offer-not-cash">
          <h3 id="offer-not-cash" className="mb-3 text-sm font-semibold text-slate-900">
            In the CTC but not cash
          </h3>
          <Figures
            rows={[
              ["Employer PF", m(decoded.nonCash.employerPf)],
              ["Gratuity (after five years)", m(decoded.nonCash.gratuity)],
              ...decoded.nonCash.benefits.map((b) => [b.label, m(b.perYear)] as [string, string]),
              ["Not cash, in all", m(decoded.nonCash.total)],
            ]}
          />
          {decoded.oneTime.length > 0 ? (
            <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
              {decoded.oneTime.map((p) => (
                <li key={p.kind}>
                  {ONE_TIME_LABELS[p.kind]}: {m(p.amount)}, {p.year ? `paid in year ${p.year}` : "paid after year 4"}
                  {p.clawbackMonths > 0 ? `; repayable if you leave within ${p.clawbackMonths} months` : ""}.
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="offer-years">
          <h3 id="offer-years" className="mb-3 text-sm font-semibold text-slate-900">
            Four years
          </h3>
          <section
            className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label="Four years (scrolls sideways)"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Cash, in hand, equity and the running total, years 1 to 4</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Year
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Cash before tax
                  </th>
                  {decoded.indianTax ? (
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      In hand
                    </th>
                  ) : null}
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Equity vesting
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Running total
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {decoded.years.map((y) => (
                  <tr key={y.year} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                      Year {y.year}
                    </th>
                    <td className="py-2 pr-4 text-right">{m(y.cash)}</td>
                    {y.inHand !== null ? <td className="py-2 pr-4 text-right">{m(y.inHand)}</td> : null}
                    <td className="py-2 pr-4 text-right">{m(y.equity)}</td>
                    <td className="py-2 text-right font-medium text-slate-900">{m(y.cumulative)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>

        <section aria-labelledby="offer-assumptions">
          <h3 id="offer-assumptions" className="mb-2 text-sm font-semibold text-slate-900">
            What these figures assume
          </h3>
          {decoded.taxYear ? (
            <p className="mb-2 text-sm text-slate-700">
              Tax year used: {decoded.taxYear.label} ({decoded.taxYear.law}).
            </p>
          ) : null}
          <ul className="list-disc pl-5 text-sm text-slate-600">
            {decoded.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
            {decoded.professionalTaxSource ? <li>Professional tax: {decoded.professionalTaxSource}.</li> : null}
          </ul>
        </section>
      </CardBody>
    </Card>
  );
}
