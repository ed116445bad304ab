import { Hono } from "hono";
import type { ApiEnv } from "./http";

export const analyticsApi = new Hono<ApiEnv>();
