/**
 * The offer form on an application (issue 34), as a browser without JavaScript uses it: each refused
 * field told under it with what was typed kept, a saved offer decoded on the application's page in ₹ with
 * lakh grouping, the user's own rent in the URL, an offer in another currency as gross figures, and the
 * offer deleted; another user's application answers 404.
 */
import { formatMoney } from "@core/format";
import { describe, expect, it } from "vitest";
import { api, followToast, formPost, page, signUpForWeb } from "../support";
import { jobOf } from "./helpers";

/** A letter's figures as the form posts them. */
const letter = (over: Record<string, string> = {}) => ({
  currency: "INR",
  "fixed.kind": "components",
  "fixed.basic": "7,20,000",
  "fixed.hra": "3,60,000",
  "fixed.specialAllowance": "7,20,000",
  "variable.target": "2,00,000",
  "variable.expectedPayoutPercent": "80",
  "joiningBonus.amount": "1,00,000",
  "joiningBonus.clawbackMonths": "12",
  "equity.kind": "",
  "employerPf.basis": "percent-of-basic",
  "gratuity.basis": "percent-of-basic",
  "benefits[0].label": "Group health insurance",
  "benefits[0].perYear": "15000",
  "benefits[1].label": "",
  "benefits[1].perYear": "",
  city: "Bengaluru",
  metro: "true",
  state: "karnataka",
  deadline: "2027-02-10",
  notes: "",
  ...over,
});

describe("/jobs/{id}/offer", () => {
  it("refuses bad figures under their fields, keeps what was typed, then saves and decodes the offer", async () => {
    const u = await signUpForWeb();
    const jobId = await jobOf(u);
    const form = await page(`/jobs/${jobId}/offer`, u.cookie);
    expect(form.status).toBe(200);
    const empty = await form.text();
    expect(empty).toContain("Basic salary");
    expect(empty).toContain("House rent allowance (HRA)");
    expect(empty).toContain("Accept by (the offer&#x27;s deadline)");

    const refused = await formPost(
      `/jobs/${jobId}/offer`,
      letter({ "fixed.hra": "-5", "joiningBonus.clawbackMonths": "61", relocation: "999999999999" }),
      u.cookie,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please fix the highlighted fields.");
    expect(html).toContain("must be 0 or more");
    expect(html).toContain("must be at most 60");
    expect(html).toContain("must be at most 1,00,00,00,000 (100 crore)");
    expect(html).toContain('value="7,20,000"');
    expect(html).toContain('value="Group health insurance"');
    expect((await api("GET", `/jobs/${jobId}/offer`, { token: u.token })).status).toBe(404);

    const saved = await formPost(`/jobs/${jobId}/offer`, letter(), u.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/jobs/${jobId}`);
    const detail = await followToast(saved, u.cookie);
    expect(detail).toContain("Offer saved");
    expect(detail).toContain("Offer, decoded");
    // CTC 18,00,000 + 2,00,000 + 86,400 + 34,632 + 15,000, in lakh grouping.
    expect(detail).toContain("₹21,36,032");
    expect(detail).toContain("Guaranteed cash in year 1");
    expect(detail).toContain("₹19,73,600");
    expect(detail).toMatch(/regime/);
    // The month is the fixed pay's take-home; the variable after tax is its own line, paid when the letter pays it.
    const decoded = (await api("GET", `/jobs/${jobId}/offer`, { token: u.token })).body.decoded;
    expect(detail).toContain("In hand, a month (fixed pay)");
    expect(detail).toContain(formatMoney(decoded.regimes.new.inHandMonths[0], "INR"));
    expect(detail).toContain("Variable, after tax, when paid");
    expect(detail).toContain(formatMoney(decoded.regimes.new.variableAfterTax, "INR"));
    expect(detail).toContain("Tax year used:");
    expect(detail).toContain("Answer by 2027-02-10");

    const withRent = await (await page(`/jobs/${jobId}?rentPerMonth=40000`, u.cookie)).text();
    expect(withRent).toContain('value="40000"');
    const offer = await api("GET", `/jobs/${jobId}/offer?rentPerMonth=40000`, { token: u.token });
    expect(withRent).toContain(
      new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(offer.body.decoded.regimes.old.hraExemption),
    );

    const edit = await (await page(`/jobs/${jobId}/offer`, u.cookie)).text();
    expect(edit).toContain('value="720000"');
    expect(edit).toContain("Update offer");

    const deleted = await formPost(`/jobs/${jobId}/offer`, { intent: "delete" }, u.cookie);
    expect(deleted.status).toBe(302);
    expect(await followToast(deleted, u.cookie)).toContain("Add offer");
    expect((await api("GET", `/jobs/${jobId}/offer`, { token: u.token })).status).toBe(404);
  });

  it("shows an offer in another currency as gross figures", async () => {
    const u = await signUpForWeb();
    const jobId = await jobOf(u, "Globex");
    const saved = await formPost(
      `/jobs/${jobId}/offer`,
      letter({
        currency: "USD",
        "fixed.kind": "total",
        "fixed.fixedTotal": "150000",
        "fixed.basicPercent": "100",
        "employerPf.basis": "none",
        "gratuity.basis": "none",
        state: "",
      }),
      u.cookie,
    );
    expect(saved.status).toBe(302);
    const detail = (await followToast(saved, u.cookie)).replaceAll("<!-- -->", "");
    expect(detail).toContain("An offer in USD: the figures are gross");
    expect(detail).toContain("$12,500 a month");
    expect(detail).toContain("$150,000");
    expect(detail).not.toContain("New regime");
  });

  it("answers another user's application with 404 and writes nothing", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const jobId = await jobOf(owner);
    expect((await page(`/jobs/${jobId}/offer`, other.cookie)).status).toBe(404);
    expect((await formPost(`/jobs/${jobId}/offer`, letter(), other.cookie)).status).toBe(404);
    expect((await api("GET", `/jobs/${jobId}/offer`, { token: owner.token })).status).toBe(404);
  });
});
