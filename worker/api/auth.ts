/** `/auth`: thin adapters over the accounts and sessions domain (api-contract.md §3). */

import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from "@core/schemas/auth";
import { type Context, Hono } from "hono";
import {
  authenticate,
  changePassword,
  getUserWithPlan,
  isResetTokenValid,
  registerUser,
  requestPasswordReset,
  resetPassword,
  serializeUser,
  updateProfile,
} from "../domain/auth/accounts.server";
import {
  createApiSession,
  revokeSession,
  rotateRefreshToken,
  validateWebSession,
} from "../domain/auth/sessions.server";
import { accessTokenTtlFor } from "../domain/auth/tokens.server";
import { readSessionCookie } from "../domain/auth/web-cookie";
import { clientKeyOf } from "../lib/client-key";
import { type ApiEnv, errorBody, failureResponse, parseBody, readJsonObject } from "./http";
import { bearerClaims, requireAuth } from "./middleware/require-auth";

export const authApi = new Hono<ApiEnv>();

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** How long an access token issued to this request lives: longer for browser extensions (contract §3.1). */
const accessTtl = (c: Context<ApiEnv>) => accessTokenTtlFor(c.req.header("Origin"));

authApi.post("/register", async (c) => {
  const deps = c.get("deps");
  const input = await parseBody(c, registerSchema);
  const result = await registerUser(deps, input, clientKeyOf(c.req.raw));
  if (!result.ok) return failureResponse(c, result);
  const pair = await createApiSession(deps, result.value.user.id, accessTtl(c));
  return c.json(
    {
      success: true,
      message: "User registered successfully",
      user: serializeUser(result.value),
      token: pair.token,
      refreshToken: pair.refreshToken,
    },
    201,
  );
});

authApi.post("/login", async (c) => {
  const deps = c.get("deps");
  const body = await readJsonObject(c);
  if (!str(body.email).trim() || !str(body.password))
    return c.json(errorBody("Please provide email and password"), 400);
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return c.json(errorBody(parsed.error.issues[0].message), 400);
  const result = await authenticate(deps, parsed.data, clientKeyOf(c.req.raw));
  if (!result.ok) return failureResponse(c, result);
  const pair = await createApiSession(deps, result.value.user.id, accessTtl(c));
  return c.json({
    success: true,
    message: "Login successful",
    user: serializeUser(result.value),
    token: pair.token,
    refreshToken: pair.refreshToken,
  });
});

authApi.post("/refresh-token", async (c) => {
  const body = await readJsonObject(c);
  const presented = str(body.refreshToken);
  if (!presented) return c.json(errorBody("Refresh token is required"), 400);
  const result = await rotateRefreshToken(c.get("deps"), presented, accessTtl(c));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, token: result.value.token, refreshToken: result.value.refreshToken });
});

authApi.post("/forgot-password", async (c) => {
  const body = await readJsonObject(c);
  if (!str(body.email).trim()) return c.json(errorBody("Please provide your email address"), 400);
  const parsed = forgotPasswordSchema.safeParse(body);
  if (!parsed.success) return c.json(errorBody(parsed.error.issues[0].message), 400);
  const result = await requestPasswordReset(c.get("deps"), parsed.data.email, clientKeyOf(c.req.raw));
  if (!result.ok) return failureResponse(c, result);
  return c.json({
    success: true,
    message: "If your email is registered, you will receive a password reset link shortly.",
  });
});

authApi.get("/check-reset-token/:token", async (c) => {
  if (!(await isResetTokenValid(c.get("deps"), c.req.param("token")))) {
    return c.json(errorBody("Invalid or expired reset token"), 400);
  }
  return c.json({ success: true, message: "Token is valid" });
});

authApi.post("/reset-password/:token", async (c) => {
  const deps = c.get("deps");
  const { password } = await parseBody(c, resetPasswordSchema);
  const result = await resetPassword(deps, c.req.param("token"), password);
  if (!result.ok) return failureResponse(c, result);
  const pair = await createApiSession(deps, result.value.user.id, accessTtl(c));
  return c.json({
    success: true,
    message: "Password reset successful",
    token: pair.token,
    refreshToken: pair.refreshToken,
  });
});

/** The user behind the web session cookie (the Firefox build's checks, contract §3.4), or null. */
async function cookieUser(c: Context<ApiEnv>) {
  const deps = c.get("deps");
  const session = await validateWebSession(deps, readSessionCookie(c.req.header("Cookie")));
  return session?.account ?? null;
}

authApi.get("/check-session", async (c) => {
  const found = await cookieUser(c);
  if (!found) return c.json({ success: true, isAuthenticated: false });
  return c.json({ success: true, isAuthenticated: true, user: serializeUser(found) });
});

authApi.get("/check-extension-auth", async (c) => {
  const found = await cookieUser(c);
  if (!found) return c.json(errorBody("Authentication invalid"), 401);
  return c.json({ success: true, user: serializeUser(found) });
});

/** Handles its own failure so that its 401 carries `valid:false` (contract §3.3). */
authApi.post("/validate", async (c) => {
  const claims = await bearerClaims(c);
  const found = claims ? await getUserWithPlan(c.get("deps"), claims.userId) : null;
  if (!found) return c.json({ success: false, valid: false, message: "Authentication invalid" }, 401);
  return c.json({ success: true, valid: true, user: serializeUser(found) });
});

authApi.use("/logout", requireAuth());
authApi.use("/me", requireAuth());
authApi.use("/update-profile", requireAuth());
authApi.use("/update-password", requireAuth());

authApi.post("/logout", async (c) => {
  await revokeSession(c.get("deps"), c.get("sessionId"));
  return c.json({ success: true, message: "Logged out successfully" });
});

authApi.get("/me", async (c) => {
  const found = await getUserWithPlan(c.get("deps"), c.get("userId"));
  if (!found) return c.json(errorBody("User not found"), 404);
  return c.json({ success: true, user: serializeUser(found) });
});

authApi.patch("/update-profile", async (c) => {
  const input = await parseBody(c, updateProfileSchema);
  // The contract's client sends no password: it is checked when given, and the old address is told.
  const result = await updateProfile(c.get("deps"), c.get("userId"), input, { emailChangeNeedsPassword: false });
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Profile updated successfully", user: serializeUser(result.value) });
});

authApi.patch("/update-password", async (c) => {
  const deps = c.get("deps");
  const input = await parseBody(c, updatePasswordSchema);
  const result = await changePassword(deps, c.get("userId"), input.currentPassword, input.newPassword);
  if (!result.ok) return failureResponse(c, result);
  const pair = await createApiSession(deps, c.get("userId"), accessTtl(c));
  return c.json({
    success: true,
    message: "Password updated successfully",
    token: pair.token,
    refreshToken: pair.refreshToken,
  });
});
