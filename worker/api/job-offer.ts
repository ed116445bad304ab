/**
 * `/jobs/{id}/offer` (issue 34, api-contract.md §4.9): an application's one offer, read, written whole and
 * deleted, each a thin adapter over worker/domain/offers/offers.server.ts. Mounted on the jobs area
 * (worker/api/jobs.ts calls `mountOfferRoutes`), behind its bearer check.
 */
import { CURRENCIES } from "@core/enums";
import { decodeInputSchema } from "@core/offers/decode";
import { offerSchema } from "@core/offers/offer";
import { PT_STATES } from "@core/offers/professional-tax";
import { AGE_BANDS } from "@core/offers/tax-years";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import {
  decodeOfferOn,
  deleteOffer,
  getOffer,
  OFFER_NOT_FOUND,
  offerOfDto,
  putOffer,
  todayOf,
} from "../domain/offers/offers.server";
import { type ApiEnv, ApiError, apiValidationMessage, errorBody, failureResponse, readJsonObject } from "./http";
import { ok } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

const tag = "Offers";
const jobId = pathParams("id");
const money = z.number().openapi({ description: "A year's amount in the offer's currency, to the paisa." });

const vesting = z.union([
  z.object({
    kind: z.literal("cliff"),
    years: z.number().int(),
    cliffMonths: z.number().int(),
    every: z.enum(["month", "quarter", "year"]),
  }),
  z.object({ kind: z.literal("custom"), percentsByYear: z.array(z.number()) }),
]);

export const OfferSchema = z
  .object({
    _id: z.string(),
    jobId: z.string(),
    currency: z.enum(CURRENCIES),
    fixed: z.union([
      z.object({
        kind: z.literal("components"),
        basic: money,
        hra: money,
        specialAllowance: money,
        otherAllowances: money,
      }),
      z.object({ kind: z.literal("total"), fixedTotal: money, basicPercent: z.number() }),
    ]),
    variable: z.object({ target: money, expectedPayoutPercent: z.number() }),
    joiningBonus: z.object({ amount: money, clawbackMonths: z.number().int() }),
    relocation: money,
    retentionBonus: z.object({ amount: money, payableAfterMonths: z.number().int() }),
    equity: z
      .object({
        kind: z.enum(["esop", "rsu"]),
        grant: z.union([
          z.object({
            by: z.literal("units"),
            units: z.number(),
            valuePerUnit: money,
            exercisePricePerUnit: money,
          }),
          z.object({ by: z.literal("value"), value: money }),
        ]),
        vesting,
      })
      .nullable(),
    employerPf: z.union([
      z.object({ basis: z.enum(["percent-of-basic", "statutory-ceiling", "none"]) }),
      z.object({ basis: z.literal("amount"), perYear: money }),
    ]),
    gratuity: z.union([
      z.object({ basis: z.enum(["percent-of-basic", "none"]) }),
      z.object({ basis: z.literal("amount"), perYear: money }),
    ]),
    benefits: z.array(z.object({ label: z.string(), perYear: money })),
    statedCtc: money.nullable(),
    noticePeriodDays: z.number().int(),
    noticeBuyout: money,
    city: z.string(),
    metro: z.boolean(),
    state: z.enum(PT_STATES).nullable(),
    deadline: z
      .string()
      .nullable()
      .openapi({ description: "YYYY-MM-DD, the day to answer by.", example: "2026-12-15" }),
    notes: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Offer", { description: "An offer as its letter states it (core/offers/offer.ts)." });

const regime = z.object({
  regime: z.enum(["new", "old"]),
  grossSalary: z.number(),
  standardDeduction: z.number(),
  professionalTaxDeducted: z.number(),
  hraExemption: z.number(),
  deduction80C: z.number(),
  deduction80D: z.number(),
  tax: z.object({
    taxableIncome: z.number(),
    slabTax: z.number(),
    rebate: z.number(),
    surcharge: z.number(),
    cess: z.number(),
    tax: z.number(),
  }),
  employeePf: z.number(),
  professionalTax: z.number(),
  inHandYear: z.number().openapi({ description: "The year in hand: `fixedInHandYear` + `variableAfterTax`." }),
  fixedInHandYear: z.number().openapi({
    description: "The fixed pay − employee PF − professional tax − the income tax on the fixed pay alone.",
  }),
  inHandMonths: z
    .array(z.number())
    .openapi({ description: "Twelve months that add up to `fixedInHandYear`: the variable is not in them." }),
  variableAfterTax: z.number().openapi({
    description:
      "The expected variable less the extra income tax it adds on top of the fixed pay, paid when the letter pays it.",
  }),
});

export const DecodedOfferSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    indianTax: z.boolean().openapi({ description: "false for an offer outside India: gross figures only." }),
    taxYear: z.object({ id: z.string(), label: z.string(), law: z.string() }).nullable(),
    pay: z.object({ basic: z.number(), hra: z.number(), fixed: z.number() }),
    ctc: z.object({
      asLetterCounts: z.number(),
      stated: z.number().nullable(),
      sum: z.number(),
      parts: z.object({
        fixed: z.number(),
        variableAtTarget: z.number(),
        employerPf: z.number(),
        gratuity: z.number(),
        benefits: z.number(),
      }),
    }),
    expectedVariable: z.number(),
    employeePf: z.number(),
    guaranteedCashYear1: z.number(),
    nonCash: z.object({
      employerPf: z.number(),
      gratuity: z.number(),
      benefits: z.array(z.object({ label: z.string(), perYear: z.number() })),
      total: z.number(),
    }),
    oneTime: z.array(
      z.object({
        kind: z.enum(["joining-bonus", "relocation", "retention-bonus"]),
        amount: z.number(),
        year: z.number().int().nullable(),
        clawbackMonths: z.number().int(),
      }),
    ),
    regimes: z.object({ new: regime, old: regime }).nullable(),
    betterRegime: z.object({ regime: z.enum(["new", "old", "either"]), sentence: z.string() }).nullable(),
    years: z.array(
      z.object({
        year: z.number().int(),
        cash: z.number(),
        inHand: z.number().nullable(),
        equity: z.number(),
        total: z.number(),
        cumulative: z.number(),
      }),
    ),
    professionalTaxSource: z.string().nullable(),
    assumptions: z.array(z.string()),
  })
  .openapi("DecodedOffer", { description: "What the offer pays: core/offers/decode.ts `DecodedOffer`." });

const offerAnswer = ok({ offer: OfferSchema, decoded: DecodedOfferSchema });

const decodeQuery = z.object({
  rentPerMonth: z
    .string()
    .optional()
    .openapi({ description: "Rent paid a month, for the old regime's HRA exemption." }),
  other80C: z.string().optional().openapi({ description: "80C investments besides employee PF, a year." }),
  deduction80D: z.string().optional().openapi({ description: "The 80D deduction you claim, a year." }),
  ageBand: z.enum(AGE_BANDS).optional(),
  state: z.enum(PT_STATES).optional().openapi({ description: "Where you work, for professional tax." }),
  professionalTaxPerYear: z.string().optional(),
});

/**
 * "fixed.basic: Basic pay is required": the first issue with its field's path. Every field of offerSchema
 * carries its own message (a missing amount says which), so none is replaced by a generic "is required"
 * (a number that is not one, or not whole, is told as such).
 */
export function offerValidationMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const path = issue.path.map(String).join(".");
  if (!path) return issue.message;
  return issue.message.toLowerCase().startsWith(path.toLowerCase()) ? issue.message : `${path}: ${issue.message}`;
}

/** Mounts the offer's routes on the jobs area (its bearer check already in front of them). */
export function mountOfferRoutes(app: OpenAPIHono<ApiEnv>): void {
  route(
    app,
    {
      method: "get",
      path: "/{id}/offer",
      tag,
      summary: "Get an application's offer, decoded",
      description:
        "The offer and what it pays: CTC as the letter counts it, year-1 guaranteed cash, in-hand pay a month under the new and the old regime (INR offers), what is not cash, and years 1 to 4. The query's optional figures (rent, 80C, 80D, age, state, professional tax) are yours, for the old regime and professional tax. Tax by the tables of the year that contains today in your time zone.",
      auth: "bearer",
      params: jobId,
      query: decodeQuery,
      success: { description: "The offer and its decoded figures.", schema: offerAnswer },
      errors: { 400: "<field>: <reason>", 404: ["Job not found", OFFER_NOT_FOUND] },
    },
    async (c) => {
      const deps = c.get("deps");
      const userId = c.get("userId");
      const input = decodeInputSchema.safeParse(c.req.query());
      if (!input.success) return c.json(errorBody(apiValidationMessage(input.error)), 400);
      const [result, today] = await Promise.all([getOffer(deps, userId, c.req.param("id")), todayOf(deps, userId)]);
      if (!result.ok) return failureResponse(c, result);
      if (!result.value) return c.json(errorBody(OFFER_NOT_FOUND), 404);
      const decoded = decodeOfferOn(offerOfDto(result.value), input.data, today);
      return c.json({ success: true, offer: result.value, decoded });
    },
  );

  route(
    app,
    {
      method: "put",
      path: "/{id}/offer",
      tag,
      summary: "Write an application's offer",
      description:
        "The whole offer, as its letter states it: replaces the one the application has (its id and creation kept), or adds it; 200 either way (contract §1: 201 is for the POST creates). Amounts are a year's, 0 to 1,00,00,00,000. A deadline arms its reminders: the day before and the morning of, at your digest hour in your time zone.",
      auth: "bearer",
      params: jobId,
      body: offerSchema,
      success: { description: "The offer as written, decoded.", schema: offerAnswer },
      errors: {
        400: ["fixed.basic: Basic pay is required", "relocation: must be 0 or more", "<field>: <reason>"],
        404: "Job not found",
      },
    },
    async (c) => {
      const deps = c.get("deps");
      const userId = c.get("userId");
      const parsed = offerSchema.safeParse(await readJsonObject(c));
      if (!parsed.success) throw new ApiError(400, offerValidationMessage(parsed.error));
      const offer = parsed.data;
      const [result, today] = await Promise.all([
        putOffer(deps, userId, c.req.param("id"), offer),
        todayOf(deps, userId),
      ]);
      if (!result.ok) return failureResponse(c, result);
      const decoded = decodeOfferOn(offer, {}, today);
      return c.json({ success: true, offer: result.value.offer, decoded });
    },
  );

  route(
    app,
    {
      method: "delete",
      path: "/{id}/offer",
      tag,
      summary: "Delete an application's offer",
      description: "Its deadline's reminders go with it. The application stays.",
      auth: "bearer",
      params: jobId,
      success: { description: "Deleted.", schema: ok({ message: z.literal("Offer deleted") }) },
      errors: { 404: ["Job not found", OFFER_NOT_FOUND] },
    },
    async (c) => {
      const result = await deleteOffer(c.get("deps"), c.get("userId"), c.req.param("id"));
      if (!result.ok) return failureResponse(c, result);
      return c.json({ success: true, message: "Offer deleted" });
    },
  );
}
