/**
 * An application's offer (issue 34, docs/decisions/057-offers.md): read, write and delete the one offer of
 * one of the caller's jobs, and its decoded view (core/offers/decode.ts). The screens (/jobs/:id and its
 * offer form) and the API (`/jobs/:id/offer`) call these; every query carries the caller's id.
 *
 * Storage: `offers.data` is the `Offer` the schema read, as JSON with its deadline as `YYYY-MM-DD`; it is
 * read back through `offerSchema`, so a stored offer is always one the engine accepts. The single writer
 * is writes.server.ts (`upsertOffers`, `deleteOfferSql`); the deadline's reminders are armed by the
 * offers triggers (migration 0033).
 */
import { DEFAULT_TIME_ZONE, dateOnlyValue, toDateInputValue } from "@core/dates";
import { type DecodedOffer, type DecodeInput, decodeOffer } from "@core/offers/decode";
import { type Offer, offerSchema } from "@core/offers/offer";
import { taxYearOn } from "@core/offers/tax-years";
import { and, eq } from "drizzle-orm";
import { jobs, offers, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { deleteOfferSql, type OfferRow, upsertOffers } from "../writes.server";

export const JOB_NOT_FOUND = "Job not found";
export const OFFER_NOT_FOUND = "This application has no offer";

/** The offer as the API answers it and the export writes it: the letter's fields, dates as text. */
export type OfferDto = Omit<Offer, "deadline"> & {
  _id: string;
  jobId: string;
  deadline: string | null;
  createdAt: string;
  updatedAt: string;
};

type StoredRow = typeof offers.$inferSelect;

/** The stored JSON of an offer: its deadline as `YYYY-MM-DD`. */
export function storedOfferData(offer: Offer): Omit<Offer, "deadline"> & { deadline: string | null } {
  return { ...offer, deadline: offer.deadline ? dateOnlyValue(offer.deadline) : null };
}

/** A stored row read back through the schema (a row that no longer parses is a bug: it throws). */
export function offerOfRow(row: Pick<StoredRow, "data">): Offer {
  return offerSchema.parse(row.data);
}

/** The engine's `Offer` of an answered offer (its own fields read again, the rest left out). */
export function offerOfDto(dto: OfferDto): Offer {
  return offerSchema.parse(dto);
}

export function offerDto(row: StoredRow): OfferDto {
  const offer = offerOfRow(row);
  return {
    _id: row.id,
    jobId: row.jobId,
    ...storedOfferData(offer),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row `upsertOffers` writes for an offer of `jobId`. */
export function offerRowFrom(id: string, jobId: string, offer: Offer, createdAt: number, updatedAt: number): OfferRow {
  const data = storedOfferData(offer);
  return { id, jobId, data, currency: offer.currency, deadline: data.deadline, createdAt, updatedAt };
}

async function ownedJob(deps: Deps, userId: string, jobId: string) {
  if (!jobId || jobId.length > 64) return undefined;
  const [job] = await deps.read(
    deps.db
      .select({ id: jobs.id, company: jobs.company, position: jobs.position, salaryCurrency: jobs.salaryCurrency })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .limit(1),
  );
  return job;
}

async function offerRowOf(deps: Deps, userId: string, jobId: string) {
  const [row] = await deps.read(
    deps.db
      .select()
      .from(offers)
      .where(and(eq(offers.jobId, jobId), eq(offers.userId, userId)))
      .limit(1),
  );
  return row;
}

/** The caller's job's offer, or null when it has none. Failures: NOT_FOUND "Job not found". */
export async function getOffer(deps: Deps, userId: string, jobId: string): Promise<Result<OfferDto | null>> {
  if (!jobId || jobId.length > 64) return fail("NOT_FOUND", JOB_NOT_FOUND);
  const [job, row] = await Promise.all([ownedJob(deps, userId, jobId), offerRowOf(deps, userId, jobId)]);
  if (!job) return fail("NOT_FOUND", JOB_NOT_FOUND);
  return ok(row ? offerDto(row) : null);
}

/**
 * Writes the offer of the caller's job (a new one, or the one it has replaced in place): `offer` is
 * `offerSchema`'s output, read by the caller (the API's body, the form's fields). Failures: NOT_FOUND.
 */
export async function putOffer(
  deps: Deps,
  userId: string,
  jobId: string,
  offer: Offer,
): Promise<Result<{ offer: OfferDto; created: boolean }>> {
  const job = await ownedJob(deps, userId, jobId);
  if (!job) return fail("NOT_FOUND", JOB_NOT_FOUND);
  const existing = await offerRowOf(deps, userId, jobId);
  const now = deps.now().getTime();
  const row = offerRowFrom(existing?.id ?? newId(), jobId, offer, existing?.createdAt.getTime() ?? now, now);
  const [written] = await sqlBatch(deps.db, upsertOffers(userId, [row]));
  // The job went between the two reads (a delete at the same moment): nothing was written.
  if ((written?.results ?? []).length === 0) return fail("NOT_FOUND", JOB_NOT_FOUND);
  const stored = await offerRowOf(deps, userId, jobId);
  if (!stored) return fail("NOT_FOUND", JOB_NOT_FOUND);
  return ok({ offer: offerDto(stored), created: !existing });
}

/** Deletes the caller's job's offer (its reminders go with it, by trigger). Failures: NOT_FOUND (job or offer). */
export async function deleteOffer(deps: Deps, userId: string, jobId: string): Promise<Result<{ id: string }>> {
  const job = await ownedJob(deps, userId, jobId);
  if (!job) return fail("NOT_FOUND", JOB_NOT_FOUND);
  const [deleted] = await sqlBatch(deps.db, [deleteOfferSql(userId, jobId)]);
  const id = (deleted?.results?.[0] as { id?: string } | undefined)?.id;
  if (!id) return fail("NOT_FOUND", OFFER_NOT_FOUND);
  return ok({ id });
}

/** The decoded view: the engine's figures under the tax year in force on `today` (the user's date). */
export type OfferView = { decoded: DecodedOffer; today: string };

export function decodeOfferOn(offer: Offer, input: DecodeInput, today: string): DecodedOffer {
  const { year, published } = taxYearOn(today);
  return decodeOffer(offer, input, { year, published });
}

/** Today's date (YYYY-MM-DD) in the caller's zone: the day whose tax year decodes their offers. */
export async function todayOf(deps: Deps, userId: string): Promise<string> {
  const [user] = await deps.read(
    deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1),
  );
  return toDateInputValue(deps.now(), user?.timeZone ?? DEFAULT_TIME_ZONE);
}
