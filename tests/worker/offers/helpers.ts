/** Offers in tests: a letter's figures and a job to hold them. */
import { expect } from "vitest";
import { api, type SignedUp } from "../support";

/** A letter's figures: ₹18 lakh fixed in components, ₹2 lakh variable, a joining bonus, Karnataka. */
export const LETTER = {
  currency: "INR",
  fixed: { kind: "components", basic: 720000, hra: 360000, specialAllowance: 720000 },
  variable: { target: 200000, expectedPayoutPercent: 80 },
  joiningBonus: { amount: 100000, clawbackMonths: 12 },
  benefits: [{ label: "Group health insurance", perYear: 15000 }],
  city: "Bengaluru",
  metro: true,
  state: "karnataka",
  deadline: "2027-02-10",
  notes: "Reply to Asha",
};

export async function jobOf(user: SignedUp, company = "Acme"): Promise<string> {
  const res = await api("POST", "/jobs", {
    token: user.token,
    body: { company, position: "Engineer", status: "offer" },
  });
  expect(res.status).toBe(201);
  return res.body.job._id;
}
