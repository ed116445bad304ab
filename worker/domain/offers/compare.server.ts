/**
 * The user's offers side by side (issue 34, decision 058): the list /offers and `GET /offers` show, and a
 * comparison of two to four of them for /offers/compare and `GET /offers/compare`. Both read the offers
 * with their application in one wave, owner-checked in the query (the offer's and the job's user_id), and
 * decode each letter with core/offers/decode.ts under the tax year of today in the user's time zone.
 */
import { toDateInputValue } from "@core/dates";
import type { JobStatus } from "@core/enums";
import { formatMoney } from "@core/format";
import { type ComparedOffer, type Comparison, compareOffers, daysLeft, OFFERS_LIST_LIMIT } from "@core/offers/compare";
import { compareQuerySchema } from "@core/offers/compare-query";
import { type DecodedOffer, decodeOffer } from "@core/offers/decode";
import { type Offer, offerSchema } from "@core/offers/offer";
import { type TaxYear, taxYearOn } from "@core/offers/tax-years";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { jobs, offers, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";

export type OfferListItem = {
  id: string;
  jobId: string;
  company: string;
  position: string;
  status: JobStatus;
  currency: string;
  deadline: string | null;
  /** Whole days from today (the user's) to the deadline; negative once passed; null without one. */
  daysLeft: number | null;
  /** The decoded headline figures; null when the stored letter no longer reads as an offer. */
  ctc: number | null;
  guaranteedCashYear1: number | null;
  /** In the hand a month under the better regime; null without Indian tax. */
  inHandMonthly: number | null;
};

export type OfferList = {
  today: string;
  offers: OfferListItem[];
  /** More offers than OFFERS_LIST_LIMIT: the list shows those with the nearest deadlines. */
  more: boolean;
};

export type TaxYearUsed = { id: string; label: string; law: string; published: boolean };

export type OfferComparison = Comparison & {
  today: string;
  taxYear: TaxYearUsed;
  /** The user's own figures every offer was decoded with. */
  inputs: CompareInputs;
  daysLeft: (number | null)[];
};

type CompareQuery = z.input<typeof compareQuerySchema>;
export type CompareInputs = Omit<z.output<typeof compareQuerySchema>, "ids">;

const rowFields = {
  id: offers.id,
  jobId: offers.jobId,
  data: offers.data,
  currency: offers.currency,
  deadline: offers.deadline,
  company: jobs.company,
  position: jobs.position,
  status: jobs.status,
};

/** The offers' rows with their application, both the user's. */
function offerRows(deps: Deps, userId: string) {
  return deps.db
    .select(rowFields)
    .from(offers)
    .innerJoin(jobs, and(eq(jobs.id, offers.jobId), eq(jobs.userId, userId)));
}

function timeZoneOf(deps: Deps, userId: string) {
  return deps.read(deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)));
}

/** The letter read back through the schema it was written with; null when it no longer reads. */
function readOffer(data: unknown): Offer | null {
  const parsed = offerSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

function taxYearToday(today: string): { year: TaxYear; used: TaxYearUsed } {
  const { year, published } = taxYearOn(today);
  return { year, used: { id: year.id, label: year.label, law: year.law, published } };
}

/**
 * The user's offers, those with a deadline first (nearest first), then the others; at most
 * OFFERS_LIST_LIMIT, with `more` when there are others. Failure: NOT_FOUND when the account is gone.
 */
export async function listOffers(deps: Deps, userId: string): Promise<Result<OfferList>> {
  const [account, dated, undated] = await Promise.all([
    timeZoneOf(deps, userId),
    deps.read(
      offerRows(deps, userId)
        .where(and(eq(offers.userId, userId), isNotNull(offers.deadline)))
        .orderBy(asc(offers.deadline), asc(offers.id))
        .limit(OFFERS_LIST_LIMIT + 1),
    ),
    deps.read(
      offerRows(deps, userId)
        .where(and(eq(offers.userId, userId), isNull(offers.deadline)))
        .orderBy(asc(offers.id))
        .limit(OFFERS_LIST_LIMIT + 1),
    ),
  ]);
  if (!account[0]) return fail("NOT_FOUND", "Account not found");
  const today = toDateInputValue(deps.now(), account[0].timeZone);
  const { year, used } = taxYearToday(today);
  const rows = [...dated, ...undated];
  const items = rows.slice(0, OFFERS_LIST_LIMIT).map((row): OfferListItem => {
    const offer = readOffer(row.data);
    const decoded = offer ? decodeOffer(offer, {}, { year, published: used.published }) : null;
    return {
      id: row.id,
      jobId: row.jobId,
      company: row.company,
      position: row.position,
      status: row.status,
      currency: row.currency,
      deadline: row.deadline,
      daysLeft: daysLeft(row.deadline, today),
      ctc: decoded?.ctc.asLetterCounts ?? null,
      guaranteedCashYear1: decoded?.guaranteedCashYear1 ?? null,
      inHandMonthly: decoded ? betterMonthly(decoded) : null,
    };
  });
  return ok({ today, offers: items, more: rows.length > OFFERS_LIST_LIMIT });
}

/** A month in the hand under whichever regime leaves more; null without Indian tax. */
function betterMonthly(decoded: DecodedOffer): number | null {
  if (!decoded.regimes) return null;
  const { new: newer, old } = decoded.regimes;
  return (newer.inHandYear >= old.inHandYear ? newer : old).inHandMonths[0];
}

/**
 * Compares two to four of the user's offers by id, each decoded with the same figures of the user's (rent,
 * 80C, 80D, age) under today's tax year. Failures: VALIDATION (fewer than two, more than four, an id that
 * cannot be one, a figure out of range), NOT_FOUND (an id that is not one of the user's offers: another
 * user's reads as unknown), VALIDATION too when a stored letter no longer reads as an offer.
 */
export async function compareUserOffers(
  deps: Deps,
  userId: string,
  query: CompareQuery | Record<string, unknown>,
): Promise<Result<OfferComparison>> {
  const parsed = compareQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.map(String).join(".");
    return fail("VALIDATION", field && field !== "ids" ? `${field}: ${issue.message}` : issue.message, field || "ids");
  }
  const { ids, ...inputs } = parsed.data;
  const [account, rows] = await Promise.all([
    timeZoneOf(deps, userId),
    // By primary key: `+user_id` keeps the owner check off the planner's choices, which would otherwise
    // walk all of the user's offers by the (user_id, deadline) index to find two to four.
    deps.read(offerRows(deps, userId).where(and(inArray(offers.id, ids), sql`+${offers.userId} = ${userId}`))),
  ]);
  if (!account[0]) return fail("NOT_FOUND", "Account not found");
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    return fail("NOT_FOUND", `${missing.length === 1 ? "Offer" : "Offers"} not found: ${missing.join(", ")}`, "ids");
  }
  const today = toDateInputValue(deps.now(), account[0].timeZone);
  const { year, used } = taxYearToday(today);
  const compared: ComparedOffer[] = [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) continue;
    const offer = readOffer(row.data);
    if (!offer) {
      return fail(
        "VALIDATION",
        `The offer for ${row.company} can no longer be read: open it on its application and save it again`,
        "ids",
      );
    }
    compared.push({
      id: row.id,
      jobId: row.jobId,
      company: row.company,
      position: row.position,
      deadline: row.deadline,
      offer,
      decoded: decodeOffer(offer, inputs, { year, published: used.published }),
    });
  }
  const comparison = compareOffers(compared, sharedAssumptions(inputs, used, today));
  return ok({
    ...comparison,
    today,
    taxYear: used,
    inputs,
    daysLeft: compared.map((c) => daysLeft(c.deadline, today)),
  });
}

const AGE_WORDS: Record<CompareInputs["ageBand"], string> = {
  "below-60": "below 60",
  "60-to-79": "60 to 79",
  "80-plus": "80 or more",
};

/** What every offer was decoded with, said once. */
function sharedAssumptions(inputs: CompareInputs, year: TaxYearUsed, today: string): string[] {
  const inr = (n: number) => formatMoney(n, "INR");
  return [
    `Your figures, the same for every offer (old regime only): rent ${inr(inputs.rentPerMonth)} a month, ` +
      `80C investments besides PF ${inr(inputs.other80C)}, 80D ${inr(inputs.deduction80D)}, age ${AGE_WORDS[inputs.ageBand]}.`,
    `Today is ${today} in your time zone: the days left and the tax year (${year.label}) are counted from it.`,
  ];
}
