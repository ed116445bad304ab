import { describe, expect, it } from "vitest";
import { offerSchema } from "./offer";
import { offerFormValues, prepareOfferForm } from "./offer-form";

/** The form's strings as conform nests them from the posted names. */
const posted = (values: ReturnType<typeof offerFormValues>) => JSON.parse(JSON.stringify(values));

describe("the offer form's fields", () => {
  it("read an empty letter in the job's currency as no offer until the basic pay is given", () => {
    const values = offerFormValues(null, "USD");
    expect(values.currency).toBe("USD");
    const parsed = offerSchema.safeParse(prepareOfferForm(posted(values)));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fixed.basic", "Basic pay is required"],
    ]);
  });

  it("go round: an offer's values posted back read as the same offer", () => {
    const offer = offerSchema.parse({
      currency: "INR",
      fixed: { kind: "total", fixedTotal: 2400000, basicPercent: 50 },
      variable: { target: 300000, expectedPayoutPercent: 90 },
      joiningBonus: { amount: 200000, clawbackMonths: 12 },
      relocation: 50000,
      retentionBonus: { amount: 100000, payableAfterMonths: 24 },
      equity: {
        kind: "rsu",
        grant: { by: "units", units: 400, valuePerUnit: 5000 },
        vesting: { kind: "custom", percentsByYear: [10, 20, 30, 40] },
      },
      employerPf: { basis: "statutory-ceiling" },
      gratuity: { basis: "amount", perYear: 55000 },
      benefits: [{ label: "Health insurance", perYear: 20000 }],
      statedCtc: 3200000,
      noticePeriodDays: 60,
      noticeBuyout: 100000,
      city: "Pune",
      metro: false,
      state: "maharashtra",
      deadline: "2027-01-15",
      notes: "Negotiate the joining bonus",
    });
    const stored = { ...offer, deadline: "2027-01-15" };
    const again = offerSchema.parse(prepareOfferForm(posted(offerFormValues(stored, "INR"))));
    expect(again).toEqual(offer);
  });

  it("leave out an equity grant whose kind is empty and the blank benefit rows at the end, keeping a blank one between", () => {
    const payload = {
      ...posted(offerFormValues(null, "INR")),
      fixed: { kind: "components", basic: "600000" },
      benefits: [
        { label: "Meals", perYear: "" },
        { label: "", perYear: "" },
        { label: "", perYear: "12000" },
        { label: "", perYear: "" },
      ],
    };
    const prepared = prepareOfferForm(payload) as { equity: unknown; benefits: unknown[] };
    expect(prepared.equity).toBeNull();
    expect(prepared.benefits).toHaveLength(3);
    const parsed = offerSchema.safeParse(prepared);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["benefits.1.label", "benefits.2.label"]);
  });
});
