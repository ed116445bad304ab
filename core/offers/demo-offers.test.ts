import { describe, expect, it } from "vitest";
import { demoOffers } from "../../scripts/demo-offers";
import { decodeOffer } from "./decode";
import { offerSchema } from "./offer";
import { taxYearOn } from "./tax-years";

describe("the demo account's offers", () => {
  const offers = demoOffers((offset) => `2026-12-${String(1 + offset).padStart(2, "0")}`);

  it("are two letters stored whole, as offerSchema reads them", () => {
    expect(offers).toHaveLength(2);
    for (const { letter } of offers) {
      const read = offerSchema.parse(letter);
      expect({ ...read, deadline: read.deadline?.toISOString().slice(0, 10) ?? null }).toEqual(letter);
    }
  });

  it("compare honestly: different in year 1 and over four years", () => {
    const { year } = taxYearOn("2026-12-01");
    const [northwind, tidewater] = offers.map(({ letter }) => decodeOffer(offerSchema.parse(letter), {}, { year }));
    expect(northwind.guaranteedCashYear1).not.toBe(tidewater.guaranteedCashYear1);
    // 1,200 options at ₹900 less the ₹100 exercise price, all vested within the four years.
    expect(northwind.years.reduce((sum, y) => sum + y.equity, 0)).toBe(960_000);
    expect(tidewater.years.every((y) => y.equity === 0)).toBe(true);
    expect(tidewater.oneTime.map((p) => [p.kind, p.year])).toEqual([["retention-bonus", 2]]);
  });
});
