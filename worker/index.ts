/**
 * One Worker, two faces over one domain layer: the JSON API at /api/v1 (Hono) and the React Router
 * screens for every other path and method.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { apiErrorHandler } from "./api/errors";
import { makeDeps } from "./composition";
import { appContext } from "./context";
import { BOOKMARK_HEADER, openD1Session, parseBookmark } from "./db/replicas";
import type { Deps } from "./deps";
import { rebuildStaleRollups, runAnalyticsZones } from "./domain/analytics/rollup.server";
import { runDocumentsSweep } from "./domain/documents/sweep.server";
import { consumeDocumentTextBatch, DOCUMENT_TEXT_QUEUE, runDocumentTextPass } from "./domain/documents/text.server";
import { runHousekeeping } from "./domain/housekeeping.server";
import { handleInboundEmail, TEMPORARY_FAILURE } from "./domain/inbox/receive.server";
import { runMatchEngineSweep } from "./domain/match/engine-sweep.server";
import { REMINDER_CRON, REMINDERS_DLQ } from "./domain/notifications/constants";
import { runReminderCron } from "./domain/notifications/cron.server";
import { consumeDeadReminders, consumeReminderBatch } from "./domain/notifications/deliver.server";
import { runBillingSchedule } from "./domain/payments/schedule.server";
import { listPublicPlans } from "./domain/plans.server";
import { profileCacheVersion } from "./domain/public-profile.server";
import { countSiteFigures } from "./domain/site-figures.server";
import { digest, edgeCache, profileEdgeCache } from "./edge-cache";
import { D1_DEBUG_HEADER, type D1Meter, meterD1, meteredBody } from "./lib/d1-debug-meter";
import { requestGuards } from "./request-guards";
import { securityHeaders } from "./security-headers";
import { carryBookmark, readBookmarkCookie } from "./web-bookmark";

const serverBuild = () => import("virtual:react-router/server-build");
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

export const app = new Hono<{ Bindings: Env; Variables: { deps: Deps } }>();

app.use("*", securityHeaders());
app.use(
  "*",
  requestGuards((env) => [appOrigin(env)]),
);
app.use("*", edgeCache(publicPagesVersion));
app.use("/u/*", profileEdgeCache(publicProfileVersion));
// The API's dependencies, over one D1 session per request (decision 022): reads start from the client's
// `x-d1-bookmark` (a bad value is ignored), writes on the primary; every answer that touched D1 carries
// the newest bookmark back.
app.use("/api/v1/*", async (c, next) => {
  const d1 = openD1Session(c.env.DB, c.req.raw, parseBookmark(c.req.header(BOOKMARK_HEADER)));
  c.set("deps", makeDeps(c.env, c.executionCtx as ExecutionContext, d1));
  await next();
  const bookmark = parseBookmark(d1.getBookmark());
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
});
app.route("/api/v1", api);
// What fails before a face's own handlers run (building the dependencies with a broken configuration):
// the API answers its envelope; a page gets Hono's plain 500.
app.onError((err, c) => {
  if (c.req.path === "/api/v1" || c.req.path.startsWith("/api/v1/")) return apiErrorHandler(err, c);
  if (err instanceof HTTPException) return err.getResponse();
  console.error(err);
  return c.text("Internal Server Error", 500);
});
app.all("*", async (c) => {
  const ctx = c.executionCtx as ExecutionContext;
  const request = c.req.raw;
  // One D1 session per request, from the browser's bookmark (worker/db/replicas.ts, decision 022).
  const sent = readBookmarkCookie(request.headers.get("Cookie"));
  const d1 = openD1Session(c.env.DB, request, sent);
  const context = new RouterContextProvider();
  context.set(appContext, { deps: makeDeps(c.env, ctx, d1), env: c.env, ctx });
  return carryBookmark(request, await handleRequest(request, context), sent, d1.getBookmark());
});

/** What a cached public page was built from: the client build and the plans it prices (null: plans unknown). */
async function publicPagesVersion(env: Env): Promise<string | null> {
  const pricing = await listPublicPlans(makeDeps(env));
  if (!pricing || pricing.stale) return null;
  return `${(await serverBuild()).assets.version}.${await digest(pricing.plans)}`;
}

/** What a cached profile page was built from: the client build and the profile's version (null: not shown). */
async function publicProfileVersion(env: Env, handle: string): Promise<string | null> {
  const version = await profileCacheVersion(makeDeps(env), handle);
  return version === null ? null : `${(await serverBuild()).assets.version}.${version}`;
}

function appOrigin(env: Env): string {
  try {
    return new URL(env.APP_URL).origin;
  } catch {
    return "";
  }
}

/**
 * Outside production, `X-Debug-D1: 1` answers with the request's D1 rows read and statements (the
 * benchmark's honest row counts, decision 024); everything else goes straight to the app.
 */
async function fetchWithD1Meter(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const debug = env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
  if (!debug || request.headers.get(D1_DEBUG_HEADER) !== "1") return app.fetch(request, env, ctx);
  const meter: D1Meter = { rowsRead: 0, statements: 0 };
  const answer = await app.fetch(request, { ...env, DB: meterD1(env.DB, meter) }, ctx);
  const path = new URL(request.url).pathname;
  const res = new Response(answer.body && meteredBody(answer.body, meter, path), answer);
  res.headers.set("X-D1-Rows-Read", String(meter.rowsRead));
  res.headers.set("X-D1-Statements", String(meter.statements));
  return res;
}

export default {
  fetch: fetchWithD1Meter,
  // The daily cron trigger in wrangler.toml: housekeeping (worker/domain/housekeeping.server.ts) and the
  // billing run, expiring lapsed paid plans and sending renewal reminders (worker/domain/payments/schedule.server.ts),
  // and the landing page's counted figures (worker/domain/site-figures.server.ts).
  // Each run is logged after the handler returns.
  // The 5-minute cron (`*/5 * * * *`) runs the reminders (docs/decisions/036-reminders.md), rebuilds
  // analytics rollups counted in another zone than the account's (docs/decisions/034) and sends stored
  // documents whose text is still unread to the text queue (docs/decisions/053), and rescores a page of the
  // jobs whose stored match an older engine computed (docs/decisions/063).
  scheduled: async (controller, env, ctx) => {
    const deps = makeDeps(env, ctx);
    const logged = <T>(name: string, run: Promise<T>) =>
      run.then(
        (report) => console.log(name, JSON.stringify(report)),
        (error) => console.error(`${name} failed`, error),
      );
    if (controller.cron === REMINDER_CRON) {
      ctx.waitUntil(logged("Reminders", runReminderCron(deps, env.REMINDERS, new Date(controller.scheduledTime))));
      ctx.waitUntil(logged("Analytics catch-up", rebuildStaleRollups(deps, new Date(controller.scheduledTime))));
      ctx.waitUntil(logged("Documents' text", runDocumentTextPass(deps, new Date(controller.scheduledTime))));
      ctx.waitUntil(logged("Match engine sweep", runMatchEngineSweep(deps)));
      return;
    }
    ctx.waitUntil(logged("Housekeeping", runHousekeeping(deps, new Date(controller.scheduledTime))));
    ctx.waitUntil(logged("Billing schedule", runBillingSchedule(deps)));
    ctx.waitUntil(logged("Analytics zones", runAnalyticsZones(deps, new Date(controller.scheduledTime))));
    ctx.waitUntil(logged("Documents sweep", runDocumentsSweep(deps, new Date(controller.scheduledTime))));
    ctx.waitUntil(logged("Site figures", countSiteFigures(deps, new Date(controller.scheduledTime))));
  },
  // Forward to track (issue 32): every address of INBOUND_EMAIL_DOMAIN, through Email Routing's catch-all rule.
  // Refusals are setReject (permanent); an unexpected failure throws, which the sending server sees as a
  // temporary failure and retries (worker/domain/inbox/receive.server.ts, docs/decisions/050).
  email: async (message, env, ctx) => {
    let deps: Deps;
    try {
      deps = makeDeps(env, ctx);
    } catch (error) {
      // A broken configuration: the sender retries later and learns nothing about it.
      console.error("Inbound email: the Worker cannot start", error);
      throw new Error(TEMPORARY_FAILURE);
    }
    await handleInboundEmail(deps, message);
  },
  // The reminders queue and its dead-letter queue, and the documents' text queue (wrangler.toml): each
  // message acked or retried on its own.
  queue: async (batch, env, ctx) => {
    const deps = makeDeps(env, ctx);
    if (batch.queue === DOCUMENT_TEXT_QUEUE) await consumeDocumentTextBatch(deps, batch as MessageBatch<never>);
    else if (batch.queue === REMINDERS_DLQ) await consumeDeadReminders(deps, batch as MessageBatch<never>);
    else await consumeReminderBatch(deps, batch as MessageBatch<never>, env.REMINDERS);
  },
} satisfies ExportedHandler<Env>;
