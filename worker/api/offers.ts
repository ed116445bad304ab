/**
 * `/offers` (api-contract.md §17): the caller's offers and a comparison of two to four of them, thin
 * adapters over worker/domain/offers/compare.server.ts, the functions /offers and /offers/compare call.
 */

import { JOB_STATUSES } from "@core/enums";
import { COMPARE_MAX, COMPARE_MIN, OFFERS_LIST_LIMIT } from "@core/offers/compare";
import { compareQuerySchema } from "@core/offers/compare-query";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { compareUserOffers, listOffers } from "../domain/offers/compare.server";
import { type ApiEnv, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok } from "./openapi/components";
import { describeField } from "./openapi/operation";
import { route } from "./openapi/route";

export const offersApi = new OpenAPIHono<ApiEnv>();

offersApi.use("*", requireAuth());

const tag = "Offers";

const id = z.string().openapi({ description: "An opaque id: compare with string equality." });
const day = z.string().openapi({ format: "date", example: "2026-12-15" });
const money = z.number().openapi({ description: "A year's figure in the offer's currency unless named a month." });

const OfferSummary = z
  .object({
    _id: id,
    job: id.openapi({ description: "The application the offer belongs to." }),
    company: z.string(),
    position: z.string(),
    status: z.enum(JOB_STATUSES),
    currency: z.string(),
    deadline: day.nullable(),
    daysLeft: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Days from today (the user's time zone) to the deadline; negative once passed." }),
    ctc: money
      .nullable()
      .openapi({ description: "CTC as the letter counts it; null when the letter no longer reads." }),
    guaranteedCashYear1: money.nullable(),
    inHandMonthly: money.nullable().openapi({
      description:
        "The fixed pay's take-home a month under the better regime (the variable is paid when the letter pays it); null without Indian tax.",
    }),
  })
  .openapi("OfferSummary");

const TaxYearUsed = z
  .object({
    id: z.string().openapi({ example: "2026-27" }),
    label: z.string(),
    law: z.string(),
    published: z.boolean().openapi({ description: "False when the year's own tables are not out and these stand in." }),
  })
  .openapi("OfferTaxYear");

const OfferComparison = z
  .object({
    today: day,
    taxYear: TaxYearUsed,
    inputs: z.object({
      rentPerMonth: money,
      other80C: money,
      deduction80D: money,
      ageBand: z.enum(["below-60", "60-to-79", "80-plus"]),
    }),
    offers: z.array(
      z.object({
        _id: id,
        job: id,
        label: z.string(),
        company: z.string(),
        position: z.string(),
        currency: z.string(),
        deadline: day.nullable(),
        daysLeft: z.number().int().nullable(),
      }),
    ),
    sameCurrency: z.boolean().openapi({ description: "Only then is a figure marked best." }),
    rows: z.array(
      z.object({
        key: z.enum([
          "ctc",
          "guaranteedCashYear1",
          "inHandMonthlyNew",
          "inHandMonthlyOld",
          "variableAfterTaxNew",
          "variableAfterTaxOld",
          "nonCash",
          "year1",
          "year2",
          "year3",
          "year4",
          "total4",
        ]),
        label: z.string(),
        help: z.string(),
        values: z.array(z.number().nullable()).openapi({ description: "One per offer, in `offers`' order." }),
        best: z
          .array(z.boolean())
          .openapi({ description: "The highest figures (ties all true); all false when equal or not comparable." }),
      }),
    ),
    cumulative: z.object({
      lines: z.array(z.object({ _id: id, label: z.string(), points: z.array(money) })),
      summary: z.string(),
    }),
    assumptions: z.object({
      shared: z.array(z.string()),
      perOffer: z.array(z.object({ _id: id, label: z.string(), lines: z.array(z.string()) })),
    }),
  })
  .openapi("OfferComparison");

describeField(compareQuerySchema.shape.ids, {
  type: "string",
  description: `${COMPARE_MIN} to ${COMPARE_MAX} offer ids, comma-separated (\`ids=a,b\`) or repeated (\`ids=a&ids=b\`).`,
  example: "k3x9q2,p8d2m1",
});

route(
  offersApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "The caller's offers",
    description: `Those with a deadline first (nearest first), then the others; at most ${OFFERS_LIST_LIMIT}, \`more\` when there are others.`,
    auth: "bearer",
    success: {
      description: "The offers with their headline figures.",
      schema: ok({ count: z.number().int(), more: z.boolean(), today: day, offers: z.array(OfferSummary) }),
    },
  },
  async (c) => {
    const result = await listOffers(c.get("deps"), c.get("userId"));
    if (!result.ok) return failureResponse(c, result);
    const { today, offers, more } = result.value;
    return c.json({
      success: true,
      count: offers.length,
      more,
      today,
      offers: offers.map(({ id: _id, jobId, ...rest }) => ({ _id, job: jobId, ...rest })),
    });
  },
);

route(
  offersApi,
  {
    method: "get",
    path: "/compare",
    tag,
    summary: "Compare two to four offers",
    description:
      "Each offer decoded under today's tax year with the same figures of the caller's (rent, 80C, 80D, age; all optional), one row per figure with the best marked, the 4-year cumulative series and what each figure rests on.",
    auth: "bearer",
    query: compareQuerySchema,
    success: { description: "The comparison.", schema: ok({ comparison: OfferComparison }) },
    errors: {
      400: `Choose at least ${COMPARE_MIN} offers to compare`,
      404: "Offer not found: k3x9q2",
    },
  },
  async (c) => {
    // Repeated `ids=` (a form's checkboxes) as well as `ids=a,b`; absent, the schema's message says so.
    const query: Record<string, unknown> = { ...c.req.query(), ids: c.req.queries("ids") };
    const result = await compareUserOffers(c.get("deps"), c.get("userId"), query);
    if (!result.ok) return failureResponse(c, result);
    const v = result.value;
    return c.json({
      success: true,
      comparison: {
        today: v.today,
        taxYear: v.taxYear,
        inputs: v.inputs,
        offers: v.offers.map(({ id: _id, jobId, ...rest }, i) => ({
          _id,
          job: jobId,
          ...rest,
          daysLeft: v.daysLeft[i],
        })),
        sameCurrency: v.sameCurrency,
        rows: v.rows,
        cumulative: {
          lines: v.cumulative.lines.map(({ id: _id, ...rest }) => ({ _id, ...rest })),
          summary: v.cumulative.summary,
        },
        assumptions: {
          shared: v.assumptions.shared,
          perOffer: v.assumptions.perOffer.map(({ id: _id, ...rest }) => ({ _id, ...rest })),
        },
      },
    });
  },
);
