import { describe, expect, it } from "vitest";
import { GMAIL_FILTER, SENDER_DOMAINS } from "./address-panel";

describe("the mail filters the inbox suggests", () => {
  it("take LinkedIn's job senders only, never all of linkedin.com", () => {
    expect(SENDER_DOMAINS).not.toContain("linkedin.com");
    expect(SENDER_DOMAINS).toEqual(
      expect.arrayContaining([
        "jobs-noreply@linkedin.com",
        "jobs-listings@linkedin.com",
        "inmail-hit-reply@linkedin.com",
      ]),
    );
    expect(GMAIL_FILTER).not.toMatch(/(^|[\s(])linkedin\.com/);
  });

  it("match subjects by application phrases, not a bare “offer” or “application” that promotions use", () => {
    const subjectTerms = /subject:\((.*)\)$/.exec(GMAIL_FILTER)?.[1].split(" OR ");
    expect(subjectTerms).toEqual(['"your application"', "interview", '"offer letter"', "assessment"]);
  });
});
