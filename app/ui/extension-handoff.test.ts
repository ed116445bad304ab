import { describe, expect, it } from "vitest";
import { parsePendingJob } from "./extension-handoff-fill";

describe("parsePendingJob", () => {
  it("flattens the extension's payload into form names, keeping only known values (its source fills Source)", () => {
    const raw = JSON.stringify({
      company: "Acme",
      position: "Engineer",
      jobLocation: "Pune",
      jobType: "contract",
      jobUrl: "https://jobs.example/1",
      priority: "high",
      favorite: true,
      salary: { min: 1200000, max: "1800000", currency: "USD" },
      status: "saved",
      source: "linkedin",
      extractedWith: "ext",
    });
    expect(parsePendingJob(raw)).toEqual({
      company: "Acme",
      position: "Engineer",
      jobLocation: "Pune",
      jobType: "contract",
      jobUrl: "https://jobs.example/1",
      priority: "high",
      favorite: true,
      "salary.min": "1200000",
      "salary.max": "1800000",
      "salary.currency": "USD",
      source: "linkedin",
    });
  });

  it("drops unknown enum values and negative salaries", () => {
    const raw = JSON.stringify({
      company: "A",
      jobType: "gig",
      priority: "urgent",
      salary: { min: -5, currency: "XYZ" },
    });
    expect(parsePendingJob(raw)).toEqual({ company: "A" });
  });

  it.each(["not json", "[1,2]", "null", '"text"', "{}", JSON.stringify({ notes: "x" })])("rejects %s", (raw) => {
    expect(() => parsePendingJob(raw)).toThrow();
  });
});
