import { Hono } from "hono";
import type { ApiEnv } from "./http";

export const authApi = new Hono<ApiEnv>();
