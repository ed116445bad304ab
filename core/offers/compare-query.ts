/**
 * The query of a comparison (issue 34, decision 058): which offers it names (the `ids` of /offers/compare
 * and `GET /api/v1/offers/compare`) and the user's own figures. Kept apart from compare.ts, which the
 * screens' client bundles import, so zod stays on the server.
 */
import { z } from "zod";
import { COMPARE_MAX, COMPARE_MESSAGES, COMPARE_MIN } from "./compare";
import { decodeInputSchema } from "./decode";

const OFFER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `ids`: "a,b,c" (the bookmarkable form), or the same name repeated (a GET form's checkboxes send
 * `ids=a&ids=b`); blanks are ignored and an id given twice counts once.
 */
export const compareIdsSchema = z
  .union([z.string(), z.array(z.string())], { error: COMPARE_MESSAGES.missing })
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(","))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .superRefine((ids, ctx) => {
    const bad = ids.find((id) => !OFFER_ID.test(id));
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${bad.slice(0, 64)}" ${COMPARE_MESSAGES.badId}` });
      return;
    }
    if (ids.length === 0) ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.missing });
    else if (ids.length < COMPARE_MIN) ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.tooFew });
    else if (ids.length > COMPARE_MAX) ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.tooMany });
  });

/**
 * A comparison's query: the offers' ids and the user's own figures every offer is decoded with (rent, 80C
 * besides PF, 80D, age), all optional; the same names as decode.ts's inputs, so a bookmark keeps them.
 */
export const compareQuerySchema = decodeInputSchema
  .pick({ rentPerMonth: true, other80C: true, deduction80D: true, ageBand: true })
  .extend({ ids: compareIdsSchema });
