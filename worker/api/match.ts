/**
 * `/match` and `/jobs/{id}/match` (issue 33, decision 055): the resume match of a posting, computed live,
 * with its terms and sentences. Every call checks that the document it names is the caller's.
 */

import { MATCH_FORMULA_TEXT } from "@core/match";
import type { MatchAnswer } from "@core/match/answer";
import { matchBodySchema, matchQuerySchema } from "@core/schemas/match";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { defaultResumeText, descriptionMatch, jobMatch } from "../domain/match/match.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { MatchAnswerSchema, ok } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

const tag = "Match";

const answerBody = (answer: MatchAnswer) => ({ success: true as const, ...answer, formula: MATCH_FORMULA_TEXT });

/** `GET /jobs/{id}/match`, mounted on the jobs area (before `/{id}` routes need not care: a longer path). */
export function mountJobMatch(app: OpenAPIHono<ApiEnv>): void {
  route(
    app,
    {
      method: "get",
      path: "/{id}/match",
      tag,
      summary: "Match an application's posting against a resume",
      description:
        "The application's description against `documentId` (one of the caller's documents) or, without it, the resume attached to the application (the newest attached), else the caller's default resume. Computed for this answer; the application's stored `matchScore` is the same figure for its own resume.",
      auth: "bearer",
      params: pathParams("id"),
      query: matchQuerySchema,
      success: { description: "The match, or `gap` saying why there is none.", schema: MatchAnswerSchema },
      errors: { 400: "documentId must be at most 64 characters", 404: ["Job not found", "Document not found"] },
    },
    async (c) => {
      const query = matchQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
      const result = await jobMatch(c.get("deps"), c.get("userId"), c.req.param("id"), query.data.documentId);
      if (!result.ok) return failureResponse(c, result);
      return c.json(answerBody(result.value));
    },
  );
}

export const matchApi = new OpenAPIHono<ApiEnv>();
matchApi.use("*", requireAuth());

route(
  matchApi,
  {
    method: "post",
    path: "/",
    tag,
    summary: "Match a posting's text against a resume",
    description:
      "A posting not saved yet (the browser extension's, before saving) against `documentId` (one of the caller's documents) or the caller's default resume. Nothing is stored.",
    auth: "bearer",
    body: matchBodySchema,
    success: { description: "The match, or `gap` saying why there is none.", schema: MatchAnswerSchema },
    errors: {
      400: ["description is required", "description must be at most 20000 characters"],
      404: "Document not found",
    },
  },
  async (c) => {
    const input = await parseBody(c, matchBodySchema);
    const result = await descriptionMatch(c.get("deps"), c.get("userId"), input.description, input.documentId);
    if (!result.ok) return failureResponse(c, result);
    return c.json(answerBody(result.value));
  },
);

route(
  matchApi,
  {
    method: "get",
    path: "/resume",
    tag,
    summary: "The default resume's text",
    description:
      "The caller's default resume (chosen on the documents screen) and its text, for a client that matches postings itself with the same engine: the browser extension keeps it when its user asks it to, and forgets it on request. `gap` says why there is none.",
    auth: "bearer",
    success: {
      description: "The default resume and its text.",
      schema: ok({
        document: z.object({ _id: z.string(), name: z.string() }).nullable(),
        text: z.string(),
        gap: z.enum(["noResume", "noText"]).nullable(),
      }),
    },
  },
  async (c) => c.json({ success: true as const, ...(await defaultResumeText(c.get("deps"), c.get("userId"))) }),
);
