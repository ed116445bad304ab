/** `/health`: liveness for monitoring and the benchmark's baseline. It touches no storage on purpose. */
import { Hono } from "hono";
import type { ApiEnv } from "./http";

export const healthApi = new Hono<ApiEnv>();

healthApi.get("/", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
