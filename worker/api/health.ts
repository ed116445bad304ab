/** `/health`: liveness for monitoring and the benchmark's baseline. It touches no storage on purpose. */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ApiEnv } from "./http";
import { route } from "./openapi/route";

export const healthApi = new OpenAPIHono<ApiEnv>();

route(
  healthApi,
  {
    method: "get",
    path: "/",
    tag: "Meta",
    summary: "Liveness",
    description: "Touches no storage.",
    auth: "public",
    success: { description: "Up.", schema: z.object({ status: z.literal("ok") }) },
  },
  (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }),
);
