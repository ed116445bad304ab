/**
 * The demo account's two offers to compare (issue 34), as the app stores an offer: every field of
 * core/offers/offer.ts `Offer`, the deadline `YYYY-MM-DD`. Northwind's letter gives its fixed pay in
 * components, with ESOPs after a one-year cliff, a joining bonus clawed back within a year and a deadline in
 * three days; Tidewater's gives a bigger fixed total, no equity, a retention bonus after a year and a
 * deadline in six. No imports: node runs scripts/seed-demo.ts without the app's module resolution;
 * core/offers/demo-offers.test.ts reads every letter back through `offerSchema`.
 */
export type DemoOffer = {
  id: string;
  jobId: string;
  createdDaysAgo: number;
  createdAt: string;
  letter: { currency: string; deadline: string } & Record<string, unknown>;
};

/** The letters, their deadlines from `dayText(offset)` (the date `offset` days from today). */
export function demoOffers(dayText: (offset: number) => string): DemoOffer[] {
  return [
    {
      id: "demo_offer_northwind",
      jobId: "demo_job_northwind",
      createdDaysAgo: 4,
      createdAt: "18:10",
      letter: {
        currency: "INR",
        fixed: {
          kind: "components",
          basic: 1_440_000,
          hra: 720_000,
          specialAllowance: 1_080_000,
          otherAllowances: 60_000,
        },
        variable: { target: 330_000, expectedPayoutPercent: 85 },
        joiningBonus: { amount: 250_000, clawbackMonths: 12 },
        relocation: 75_000,
        retentionBonus: { amount: 0, payableAfterMonths: 12 },
        equity: {
          kind: "esop",
          grant: { by: "units", units: 1_200, valuePerUnit: 900, exercisePricePerUnit: 100 },
          vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "quarter" },
        },
        employerPf: { basis: "percent-of-basic" },
        gratuity: { basis: "percent-of-basic" },
        benefits: [{ label: "Group health insurance (family)", perYear: 24_000 }],
        statedCtc: 3_800_000,
        noticePeriodDays: 60,
        noticeBuyout: 0,
        city: "Bengaluru",
        metro: true,
        state: "karnataka",
        deadline: dayText(3),
        notes: "Ask about the ESOP refresh, and whether the joining bonus is clawed back pro rata.",
      },
    },
    {
      id: "demo_offer_tidewater",
      jobId: "demo_job_tidewater",
      createdDaysAgo: 2,
      createdAt: "11:40",
      letter: {
        currency: "INR",
        fixed: { kind: "total", fixedTotal: 3_500_000, basicPercent: 50 },
        variable: { target: 0, expectedPayoutPercent: 100 },
        joiningBonus: { amount: 0, clawbackMonths: 0 },
        relocation: 0,
        retentionBonus: { amount: 300_000, payableAfterMonths: 12 },
        equity: null,
        employerPf: { basis: "statutory-ceiling" },
        gratuity: { basis: "percent-of-basic" },
        benefits: [{ label: "Health insurance", perYear: 18_000 }],
        statedCtc: null,
        noticePeriodDays: 60,
        noticeBuyout: 150_000,
        city: "Pune",
        metro: false,
        state: "maharashtra",
        deadline: dayText(6),
        notes: "Verbal offer after the final round; the written letter came two days later.",
      },
    },
  ];
}
