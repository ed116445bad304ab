import { describe, expect, it } from "vitest";
import {
  capitalize,
  formatMoney,
  initialOf,
  jobTypeLabel,
  planLabel,
  pluralize,
  salaryDisplay,
  yearlySavingPercent,
} from "./format";

describe("jobTypeLabel", () => {
  it("capitalises the job type", () => {
    expect(jobTypeLabel("full-time")).toBe("Full-time");
    expect(jobTypeLabel("internship")).toBe("Internship");
  });

  it("says Not specified when empty", () => {
    expect(jobTypeLabel("")).toBe("Not specified");
    expect(jobTypeLabel(undefined)).toBe("Not specified");
    expect(jobTypeLabel(null)).toBe("Not specified");
  });
});

describe("formatMoney", () => {
  it("uses Indian grouping for INR", () => {
    expect(formatMoney(1200000, "INR")).toBe("₹12,00,000");
    expect(formatMoney(999, "INR")).toBe("₹999");
  });

  it("uses US grouping and the mapped symbol for other currencies", () => {
    expect(formatMoney(1200000, "USD")).toBe("$1,200,000");
    expect(formatMoney(50000, "EUR")).toBe("€50,000");
    expect(formatMoney(50000, "GBP")).toBe("£50,000");
    expect(formatMoney(5000000, "JPY")).toBe("¥5,000,000");
    expect(formatMoney(90000, "CAD")).toBe("CA$90,000");
    expect(formatMoney(90000, "AUD")).toBe("A$90,000");
  });

  it("prints an unknown currency code before the amount", () => {
    expect(formatMoney(1000, "CHF")).toBe("CHF 1,000");
  });

  it("keeps the sign before the symbol", () => {
    expect(formatMoney(-1500, "USD")).toBe("-$1,500");
  });
});

describe("salaryDisplay", () => {
  it("says Not specified when both ends are 0 or absent", () => {
    expect(salaryDisplay({ min: 0, max: 0, currency: "INR" })).toBe("Not specified");
    expect(salaryDisplay({})).toBe("Not specified");
    expect(salaryDisplay(undefined)).toBe("Not specified");
  });

  it("says Up to X when min is 0", () => {
    expect(salaryDisplay({ min: 0, max: 1500000, currency: "INR" })).toBe("Up to ₹15,00,000");
  });

  it("says X+ when max is 0", () => {
    expect(salaryDisplay({ min: 80000, max: 0, currency: "USD" })).toBe("$80,000+");
  });

  it("shows a range otherwise, defaulting to INR", () => {
    expect(salaryDisplay({ min: 1000000, max: 1500000 })).toBe("₹10,00,000 – ₹15,00,000");
  });
});

describe("small formatters", () => {
  it("capitalises", () => {
    expect(capitalize("screening")).toBe("Screening");
    expect(capitalize("")).toBe("");
  });

  it("labels plans", () => {
    expect(planLabel("free")).toBe("Free");
    expect(planLabel("pro")).toBe("Pro");
    expect(planLabel(undefined)).toBe("Free");
  });

  it("formats rupees: whole rupees without decimals, paise always with two", () => {
    expect(formatMoney(1499)).toBe("₹1,499");
    expect(formatMoney(119990)).toBe("₹1,19,990");
    expect(formatMoney(99)).toBe("₹99");
    expect(formatMoney(99.5)).toBe("₹99.50");
    expect(formatMoney(99.5, "INR")).toBe("₹99.50");
    expect(formatMoney(1234567.05)).toBe("₹12,34,567.05");
    expect(formatMoney(19.999)).toBe("₹20");
    expect(formatMoney(10.5, "USD")).toBe("$10.50");
    expect(formatMoney(-0.5, "USD")).toBe("-$0.50");
  });

  it("computes the yearly saving", () => {
    expect(yearlySavingPercent(499, 4790)).toBe(20);
    expect(yearlySavingPercent(100, 1200)).toBe(0);
    expect(yearlySavingPercent(0, 4790)).toBe(0);
    expect(yearlySavingPercent(499, 0)).toBe(0);
  });

  it("takes the avatar initial from the name, then the email", () => {
    expect(initialOf("asha rao", "asha@example.com")).toBe("A");
    expect(initialOf("  ", "zed@example.com")).toBe("Z");
    expect(initialOf("", "")).toBe("?");
  });

  it("pluralises", () => {
    expect(pluralize(0, "interview")).toBe("0 interviews");
    expect(pluralize(1, "interview")).toBe("1 interview");
    expect(pluralize(2, "interview")).toBe("2 interviews");
    expect(pluralize(3, "company", "companies")).toBe("3 companies");
  });
});
