/**
 * One Worker, two faces over one domain layer: the JSON API at /api/v1 (Hono) and the React Router
 * screens for every other path and method.
 */
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "./api";
import { appContext } from "./context";
import { openD1Session } from "./db/replicas";
import { makeDeps } from "./deps";
import { listPublicPlans } from "./domain/plans.server";
import { digest, edgeCache } from "./edge-cache";
import { D1_DEBUG_HEADER, type D1Meter, meterD1 } from "./lib/d1-debug-meter";
import { requestGuards } from "./request-guards";
import { securityHeaders } from "./security-headers";
import { carryBookmark, readBookmarkCookie } from "./web-bookmark";

const serverBuild = () => import("virtual:react-router/server-build");
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

export const app = new Hono<{ Bindings: Env }>();

app.use("*", securityHeaders());
app.use(
  "*",
  requestGuards((env) => [appOrigin(env)]),
);
app.use("*", edgeCache(publicPagesVersion));
app.route("/api/v1", api);
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
  const res = new Response(answer.body, answer);
  res.headers.set("X-D1-Rows-Read", String(meter.rowsRead));
  res.headers.set("X-D1-Statements", String(meter.statements));
  return res;
}

export default {
  fetch: fetchWithD1Meter,
  // The daily cron trigger in wrangler.toml: housekeeping (worker/domain/housekeeping.server.ts) and the
  // billing run, expiring lapsed paid plans and sending renewal reminders (worker/domain/payments/billing.server.ts).
  scheduled: async (controller, env, ctx) => {
    const [housekeeping, billing] = await Promise.all([
      import("./domain/housekeeping.server"),
      import("./domain/payments/billing.server"),
    ]);
    housekeeping.scheduledHousekeeping(controller, env, ctx);
    billing.scheduledBilling(env, ctx);
  },
} satisfies ExportedHandler<Env>;
