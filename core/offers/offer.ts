/**
 * An offer as its letter states it, client-safe: the shape the offer form, the API and the engine
 * (decode.ts) share, and the zod schema every input is read with. Amounts are a year's figures in the offer's
 * currency unless a name says otherwise; a form's "" is 0 for an optional amount.
 */
import { z } from "zod";
import { CURRENCIES } from "../enums";
import { bool, dateOnlyOptional } from "../schemas/fields";
import { PT_STATES } from "./professional-tax";

/** The largest amount any field takes: ₹100 crore. Past it a figure is a typo, not an offer. */
export const MAX_OFFER_AMOUNT = 1_000_000_000;

/**
 * Employer PF as letters state it. The Employees' Provident Funds and Miscellaneous Provisions Act, 1952,
 * section 6: 12% of basic; the EPF Scheme's wage ceiling of ₹15,000 a month (G.S.R. 609(E), 22 August 2014)
 * is what "the statutory ceiling" means: ₹1,800 a month. The employee pays the same as the employer.
 */
export const PF_RATE_PERCENT = 12;
export const PF_WAGE_CEILING_PER_MONTH = 15_000;

/**
 * Gratuity as letters commonly count it: 15 days' wages for each year of service (Payment of Gratuity Act,
 * 1972, section 4(2), a month read as 26 days), 15/26 of a month's basic a year, written 4.81% of basic.
 */
export const GRATUITY_PERCENT_OF_BASIC = 4.81;

const AMOUNT_ERROR = "must be a number";
const NEGATIVE_ERROR = "must be 0 or more";
const ABSURD_ERROR = "must be at most 1,00,00,00,000 (100 crore)";

/** A number or a form's string; "" is 0. */
const numeric = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? 0 : Number(v.replaceAll(",", ""))))
  .pipe(z.number({ error: AMOUNT_ERROR }).refine(Number.isFinite, { error: AMOUNT_ERROR }));

/** An amount of money: 0 to ₹100 crore, kept to the paisa. The engine's own inputs read amounts with it too. */
export const amount = numeric
  .pipe(z.number().min(0, { error: NEGATIVE_ERROR }).max(MAX_OFFER_AMOUNT, { error: ABSURD_ERROR }))
  .transform((v) => Math.round(v * 100) / 100);

/** A required amount above 0, with the field's own message when it is missing. */
const positiveAmount = (missing: string) =>
  z
    .union([z.number(), z.string()], { error: missing })
    .refine((v) => typeof v === "number" || v.trim() !== "", { error: missing })
    .pipe(amount)
    .refine((v) => v > 0, { error: missing });

const wholeNumber = (min: number, max: number) =>
  numeric.pipe(
    z
      .number()
      .int({ error: "must be a whole number" })
      .min(min, { error: `must be ${min} or more` })
      .max(max, { error: `must be at most ${max}` }),
  );

const percent = (min: number, max: number) =>
  numeric.pipe(
    z
      .number()
      .min(min, { error: `must be ${min} or more` })
      .max(max, { error: `must be at most ${max}` }),
  );

/** A form's empty field means "not given" (null) for the fields where 0 would say something else. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable());

const label = z
  .string({ error: "Name the benefit" })
  .trim()
  .min(1, { error: "Name the benefit" })
  .max(100, { error: "must be at most 100 characters" });

/** Fixed pay: the letter's components, or only its fixed total and the basic's share of it. */
const fixedPay = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("components"),
      basic: positiveAmount("Basic pay is required"),
      hra: amount.default(0),
      specialAllowance: amount.default(0),
      /** Any other fixed, taxable allowance the letter lists (LTA, conveyance…). */
      otherAllowances: amount.default(0),
    }),
    z.object({
      kind: z.literal("total"),
      fixedTotal: positiveAmount("Fixed pay is required"),
      basicPercent: percent(1, 100),
    }),
  ],
  { error: "Fixed pay is required: its components, or its total and the basic's percentage" },
);

const vesting = z.discriminatedUnion(
  "kind",
  [
    /** Equal parts over `years`, nothing before the cliff, then every month, quarter or year. */
    z.object({
      kind: z.literal("cliff"),
      years: wholeNumber(1, 10),
      cliffMonths: wholeNumber(0, 60),
      every: z.enum(["month", "quarter", "year"], { error: "must be month, quarter or year" }),
    }),
    /** The letter's own percentages, year by year (25, 25, 25, 25; or 10, 20, 30, 40). */
    z.object({
      kind: z.literal("custom"),
      percentsByYear: z
        .array(percent(0, 100), { error: "Give each year's percentage" })
        .min(1, { error: "Give each year's percentage" })
        .max(10, { error: "at most 10 years" }),
    }),
  ],
  { error: "Give the vesting schedule: a cliff and an interval, or each year's percentage" },
);

const equityGrant = z
  .object({
    kind: z.enum(["esop", "rsu"], { error: "must be esop or rsu" }),
    grant: z.discriminatedUnion(
      "by",
      [
        z.object({
          by: z.literal("units"),
          units: numeric.pipe(
            z
              .number()
              .positive({ error: "Give the number of units granted" })
              .max(MAX_OFFER_AMOUNT, { error: ABSURD_ERROR }),
          ),
          /** What one unit is worth today (the latest valuation or share price). */
          valuePerUnit: amount,
          /** ESOPs: the price paid to exercise one option; RSUs: 0. */
          exercisePricePerUnit: amount.default(0),
        }),
        z.object({ by: z.literal("value"), value: positiveAmount("Give the grant's value") }),
      ],
      { error: "Give the grant as a number of units or as a value" },
    ),
    vesting,
  })
  .superRefine((equity, ctx) => {
    if (equity.vesting.kind === "cliff" && equity.vesting.cliffMonths > equity.vesting.years * 12) {
      ctx.addIssue({
        code: "custom",
        path: ["vesting", "cliffMonths"],
        message: "The cliff cannot be longer than the vesting period",
      });
    }
    if (equity.vesting.kind === "custom") {
      const sum = equity.vesting.percentsByYear.reduce((total, p) => total + p, 0);
      if (Math.abs(sum - 100) > 0.01) {
        ctx.addIssue({
          code: "custom",
          path: ["vesting", "percentsByYear"],
          message: `The years' percentages must add up to 100 (they add up to ${Math.round(sum * 100) / 100})`,
        });
      }
    }
  });

const employerPf = z.discriminatedUnion(
  "basis",
  [
    z.object({ basis: z.literal("percent-of-basic") }),
    z.object({ basis: z.literal("statutory-ceiling") }),
    z.object({ basis: z.literal("amount"), perYear: amount }),
    z.object({ basis: z.literal("none") }),
  ],
  { error: "Say how the letter counts employer PF" },
);

const gratuity = z.discriminatedUnion(
  "basis",
  [
    z.object({ basis: z.literal("percent-of-basic") }),
    z.object({ basis: z.literal("amount"), perYear: amount }),
    z.object({ basis: z.literal("none") }),
  ],
  { error: "Say how the letter counts gratuity" },
);

/** One offer: everything a letter states that the engine decodes. */
export const offerSchema = z.object({
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(", ")}` }),
  fixed: fixedPay,
  variable: z
    .object({ target: amount.default(0), expectedPayoutPercent: percent(0, 200).default(100) })
    .default({ target: 0, expectedPayoutPercent: 100 }),
  joiningBonus: z
    .object({ amount: amount.default(0), clawbackMonths: wholeNumber(0, 60).default(0) })
    .default({ amount: 0, clawbackMonths: 0 }),
  relocation: amount.default(0),
  retentionBonus: z
    .object({ amount: amount.default(0), payableAfterMonths: wholeNumber(0, 120).default(12) })
    .default({ amount: 0, payableAfterMonths: 12 }),
  equity: equityGrant.nullable().default(null),
  employerPf: employerPf.default({ basis: "percent-of-basic" }),
  gratuity: gratuity.default({ basis: "percent-of-basic" }),
  /** Insurance and other benefits the letter puts a value on, a year each. */
  benefits: z
    .array(z.object({ label, perYear: amount }))
    .max(20, { error: "at most 20 benefits" })
    .default([]),
  /** The CTC the letter itself states, when it states one; the engine shows it beside its own sum. */
  statedCtc: emptyAsNull(amount).default(null),
  noticePeriodDays: wholeNumber(0, 365).default(0),
  /** What the new employer pays towards buying out the current notice period. */
  noticeBuyout: amount.default(0),
  city: z.string().trim().max(100, { error: "must be at most 100 characters" }).default(""),
  /** Metro for HRA (50% of basic rather than 40%), as the user says; see tax-years.ts for the cities. */
  metro: bool.default(false),
  state: emptyAsNull(z.enum(PT_STATES, { error: "Choose a state from the list" })).default(null),
  deadline: dateOnlyOptional.transform((v) => v ?? null),
  notes: z.string().max(10000, { error: "must be at most 10000 characters" }).default(""),
});

export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.output<typeof offerSchema>;
