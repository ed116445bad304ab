import { describe, expect, it } from "vitest";
import { PROFESSIONAL_TAX, PT_STATES, professionalTaxPerYear } from "./professional-tax";
import { TAX_YEARS, taxYearOn } from "./tax-years";

describe("the tax tables", () => {
  it("give every year its law, sources and the date it was written, years following each other", () => {
    for (const year of TAX_YEARS) {
      for (const text of [
        year.law,
        year.new.source,
        year.old.source,
        year.cessSource,
        year.hra.source,
        year.rounding,
      ]) {
        expect(text.length).toBeGreaterThan(20);
      }
      expect(year.written).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (let i = 1; i < TAX_YEARS.length; i++) {
      const dayAfter = new Date(`${TAX_YEARS[i - 1].ends}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(TAX_YEARS[i].starts).toBe(dayAfter.toISOString().slice(0, 10));
    }
  });

  it("picks the year a date falls in, and says when it stands in for an unpublished one", () => {
    expect(taxYearOn("2026-11-29")).toMatchObject({ year: { id: "2026-27" }, published: true });
    expect(taxYearOn("2026-03-31")).toMatchObject({ year: { id: "2025-26" }, published: true });
    expect(taxYearOn("2027-04-01")).toMatchObject({ year: { id: "2026-27" }, published: false });
  });

  it("keep slabs ascending from 0", () => {
    for (const year of TAX_YEARS) {
      for (const regime of [year.new, year.old]) {
        for (const slabs of Object.values(regime.slabs)) {
          expect(slabs[0].from).toBe(0);
          for (let i = 1; i < slabs.length; i++) expect(slabs[i].from).toBeGreaterThan(slabs[i - 1].from);
        }
      }
    }
  });
});

describe("professional tax", () => {
  it("has a source for every state and never exceeds the constitutional ₹2,500", () => {
    for (const state of PT_STATES) {
      expect(PROFESSIONAL_TAX[state].source.length).toBeGreaterThan(20);
      for (const band of PROFESSIONAL_TAX[state].bands) expect(band.perYear).toBeLessThanOrEqual(2_500);
    }
  });

  it("reads the bands on the month or the half-year as the state assesses", () => {
    expect(professionalTaxPerYear("karnataka", 24_999)).toBe(0);
    expect(professionalTaxPerYear("karnataka", 25_000)).toBe(2_500);
    expect(professionalTaxPerYear("maharashtra", 9_000)).toBe(2_100);
    expect(professionalTaxPerYear("maharashtra", 10_001)).toBe(2_500);
    expect(professionalTaxPerYear("west-bengal", 30_000)).toBe(1_800);
    // Chennai assesses the half-year: ₹13,000 a month is ₹78,000, the top band, ₹1,250 twice.
    expect(professionalTaxPerYear("tamil-nadu", 13_000)).toBe(2_500);
    expect(professionalTaxPerYear("kerala", 10_000)).toBe(1_500); // ₹60,000 a half-year: ₹750 twice
    expect(professionalTaxPerYear("delhi", 500_000)).toBe(0);
  });
});
