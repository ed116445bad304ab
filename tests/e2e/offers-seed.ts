/**
 * Offers written straight into the e2e server's local D1 (`localD1`): the compare screens only read offers, and
 * the offer form that writes them is the other half of issue 34. Each offer is parsed by the app's own schema
 * first, so the row holds what the writer would store.
 */
import { randomUUID } from "node:crypto";
import { type OfferInput, offerSchema } from "../../core/offers/offer";
import { localD1 } from "./local-d1";

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Inserts one offer per `[jobId, letter]`, on the job's owner, in one wrangler call; answers their ids. */
export function seedOffers(offers: [jobId: string, letter: OfferInput][]): string[] {
  const ids = offers.map(() => randomUUID().replaceAll("-", "").slice(0, 24));
  const sql = offers
    .map(([jobId, letter], i) => {
      const offer = offerSchema.parse(letter);
      const deadline = offer.deadline ? quote(offer.deadline.toISOString().slice(0, 10)) : "NULL";
      return (
        "INSERT INTO offers (id, user_id, job_id, data, currency, deadline) " +
        `SELECT ${quote(ids[i])}, user_id, id, ${quote(JSON.stringify(offer))}, ${quote(offer.currency)}, ${deadline} ` +
        `FROM jobs WHERE id = ${quote(jobId)};`
      );
    })
    .join("\n");
  localD1(sql);
  return ids;
}
