/**
 * The resume match's inputs (issue 33, decision 055), client-safe: `GET /jobs/:id/match`, `POST /match` and
 * the application page's "compare with another resume" form validate with these.
 */
import { z } from "zod";

/** The longest description `POST /match` reads: a job's own description is capped the same (core/schemas/job.ts). */
export const MAX_MATCH_DESCRIPTION = 20000;

const documentId = z
  .string({ error: "documentId must be a string" })
  .trim()
  .max(64, { error: "documentId must be at most 64 characters" });

/** `GET /jobs/:id/match?documentId=` and the page's `?matchDoc=`: empty means the application's own resume. */
export const matchQuerySchema = z.object({
  documentId: documentId.optional().transform((v) => v || undefined),
});
export type MatchQuery = z.output<typeof matchQuerySchema>;

/** `POST /match`: a posting's text against one of the caller's documents (their default resume when none is named). */
export const matchBodySchema = z.object({
  description: z
    .string({ error: "description is required" })
    .trim()
    .min(1, { error: "description is required" })
    .max(MAX_MATCH_DESCRIPTION, { error: `description must be at most ${MAX_MATCH_DESCRIPTION} characters` }),
  documentId: documentId.nullish().transform((v) => v || undefined),
});
export type MatchBody = z.output<typeof matchBodySchema>;
