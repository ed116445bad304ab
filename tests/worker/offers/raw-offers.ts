/**
 * Offers written straight into D1 (issue 34): the comparison only reads them, and the offers' writer is
 * another piece of the issue, so these tests seed rows as the writer stores them (the JSON of a parsed
 * `Offer`, its currency and deadline in their own columns).
 */
import { env } from "cloudflare:workers";
import { type OfferInput, offerSchema } from "@core/offers/offer";

export const LETTER: OfferInput = {
  currency: "INR",
  fixed: { kind: "components", basic: 800_000, hra: 400_000, specialAllowance: 600_000, otherAllowances: 0 },
  variable: { target: 200_000, expectedPayoutPercent: 100 },
  state: "karnataka",
  metro: true,
  city: "Bengaluru",
};

let n = 0;

/** Inserts an offer of `userId` on `jobId`; answers its id. */
export async function insertOffer(
  userId: string,
  jobId: string,
  fields: Partial<OfferInput> = {},
  id = `offer${Date.now().toString(36)}${(n++).toString(36)}`,
): Promise<string> {
  const offer = offerSchema.parse({ ...LETTER, ...fields });
  await env.DB.prepare("INSERT INTO offers (id, user_id, job_id, data, currency, deadline) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, userId, jobId, JSON.stringify(offer), offer.currency, offer.deadline?.toISOString().slice(0, 10) ?? null)
    .run();
  return id;
}
