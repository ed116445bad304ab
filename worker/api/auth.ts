/** `/auth`: thin adapters over the accounts and sessions domain (api-contract.md §3), each declared beside its handler. */

import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from "@core/schemas/auth";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
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
import { ErrorEnvelope, ok, okMessage, tokenPair, User } from "./openapi/components";
import { describeField, pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const authApi = new OpenAPIHono<ApiEnv>();

const tag = "Auth";

for (const schema of [registerSchema, loginSchema]) {
  describeField(schema.shape.timeZone, {
    type: "string",
    description: "IANA time zone for the screens (optional; an unknown zone is ignored).",
    example: "Asia/Kolkata",
  });
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** How long an access token issued to this request lives: longer for browser extensions (contract §3.1). */
const accessTtl = (c: Context<ApiEnv>) => accessTokenTtlFor(c.req.header("Origin"));

route(
  authApi,
  {
    method: "post",
    path: "/register",
    tag,
    summary: "Register",
    description: "Creates the user on the free plan and a session; answers the user and a token pair.",
    auth: "public",
    body: registerSchema,
    success: {
      status: 201,
      description: "Registered and signed in.",
      schema: ok({ message: z.literal("User registered successfully"), user: User, ...tokenPair }),
    },
    errors: { 400: ["<field> is required", "Email already in use"] },
  },
  async (c) => {
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
  },
);

route(
  authApi,
  {
    method: "post",
    path: "/login",
    tag,
    summary: "Sign in",
    auth: "public",
    body: loginSchema,
    success: {
      description: "Signed in: a new session.",
      schema: ok({ message: z.literal("Login successful"), user: User, ...tokenPair }),
    },
    errors: { 400: "Please provide email and password", 401: "Invalid credentials" },
  },
  async (c) => {
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
  },
);

route(
  authApi,
  {
    method: "post",
    path: "/refresh-token",
    tag,
    summary: "Rotate a refresh token",
    description:
      "Answers a fresh access token and the session's next refresh token. A retired token presented again gets the same successor while that successor is unused; reuse after that revokes the session.",
    auth: "public",
    // Read by hand: a missing token has its own message.
    body: z.object({ refreshToken: z.string() }),
    success: { description: "A new token pair.", schema: ok(tokenPair) },
    errors: { 400: "Refresh token is required", 401: "Invalid refresh token" },
  },
  async (c) => {
    const body = await readJsonObject(c);
    const presented = str(body.refreshToken);
    if (!presented) return c.json(errorBody("Refresh token is required"), 400);
    const result = await rotateRefreshToken(c.get("deps"), presented, accessTtl(c));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, token: result.value.token, refreshToken: result.value.refreshToken });
  },
);

route(
  authApi,
  {
    method: "post",
    path: "/forgot-password",
    tag,
    summary: "Send a password reset link",
    description: "The answer is the same whether or not the address is registered.",
    auth: "public",
    body: forgotPasswordSchema,
    success: {
      description: "Sent if registered.",
      schema: okMessage("If your email is registered, you will receive a password reset link shortly."),
    },
    errors: { 400: "Please provide your email address", 500: "Could not send reset email" },
  },
  async (c) => {
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
  },
);

route(
  authApi,
  {
    method: "get",
    path: "/check-reset-token/{token}",
    tag,
    summary: "Check a password reset token",
    description: "Does not consume the token.",
    auth: "public",
    params: pathParams("token"),
    success: { description: "The token can be used.", schema: okMessage("Token is valid") },
    errors: { 400: "Invalid or expired reset token" },
  },
  async (c) => {
    if (!(await isResetTokenValid(c.get("deps"), c.req.param("token")))) {
      return c.json(errorBody("Invalid or expired reset token"), 400);
    }
    return c.json({ success: true, message: "Token is valid" });
  },
);

route(
  authApi,
  {
    method: "post",
    path: "/reset-password/{token}",
    tag,
    summary: "Reset the password",
    description: "Consumes the token, revokes every session and answers a token pair for a new one.",
    auth: "public",
    params: pathParams("token"),
    body: resetPasswordSchema,
    success: {
      description: "Password changed; signed in.",
      schema: ok({ message: z.literal("Password reset successful"), ...tokenPair }),
    },
    errors: { 400: ["Invalid or expired reset token", "password: <reason>"] },
  },
  async (c) => {
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
  },
);

/** The user behind the web session cookie (the Firefox build's checks, contract §3.4), or null. */
async function cookieUser(c: Context<ApiEnv>) {
  const deps = c.get("deps");
  const session = await validateWebSession(deps, readSessionCookie(c.req.header("Cookie")));
  return session?.account ?? null;
}

route(
  authApi,
  {
    method: "get",
    path: "/check-session",
    tag,
    summary: "Is the web session cookie signed in?",
    description: "For the Firefox extension, which sends the web app's cookie (contract §3.4). Never fails.",
    auth: "webSession",
    success: {
      description: "`isAuthenticated` says whether the cookie names a live session; `user` comes with true.",
      schema: ok({ isAuthenticated: z.boolean(), user: User.optional() }),
    },
  },
  async (c) => {
    const found = await cookieUser(c);
    if (!found) return c.json({ success: true, isAuthenticated: false });
    return c.json({ success: true, isAuthenticated: true, user: serializeUser(found) });
  },
);

route(
  authApi,
  {
    method: "get",
    path: "/check-extension-auth",
    tag,
    summary: "The web session cookie's user",
    auth: "webSession",
    success: { description: "The signed-in user.", schema: ok({ user: User }) },
    errors: { 401: "Authentication invalid" },
  },
  async (c) => {
    const found = await cookieUser(c);
    if (!found) return c.json(errorBody("Authentication invalid"), 401);
    return c.json({ success: true, user: serializeUser(found) });
  },
);

/** Handles its own failure so that its 401 carries `valid:false` (contract §3.3). */
route(
  authApi,
  {
    method: "post",
    path: "/validate",
    tag,
    summary: "Validate a bearer token",
    description: "Used by the Chrome extension. Its 401 also carries `valid:false`.",
    auth: "bearer",
    success: { description: "The token is valid.", schema: ok({ valid: z.literal(true), user: User }) },
    ownResponses: {
      401: {
        description: '"Authentication invalid", with `valid:false`',
        schema: ErrorEnvelope.extend({ valid: z.literal(false) }).openapi("ValidateFailure"),
      },
    },
  },
  async (c) => {
    const claims = await bearerClaims(c);
    const found = claims ? await getUserWithPlan(c.get("deps"), claims.userId) : null;
    if (!found) return c.json({ success: false, valid: false, message: "Authentication invalid" }, 401);
    return c.json({ success: true, valid: true, user: serializeUser(found) });
  },
);

authApi.use("/logout", requireAuth());
authApi.use("/me", requireAuth());
authApi.use("/update-profile", requireAuth());
authApi.use("/update-password", requireAuth());

route(
  authApi,
  {
    method: "post",
    path: "/logout",
    tag,
    summary: "Sign out",
    description: "Revokes the token's session (idempotent).",
    auth: "bearer",
    success: { description: "Signed out.", schema: okMessage("Logged out successfully") },
  },
  async (c) => {
    await revokeSession(c.get("deps"), c.get("sessionId"));
    return c.json({ success: true, message: "Logged out successfully" });
  },
);

route(
  authApi,
  {
    method: "get",
    path: "/me",
    tag,
    summary: "The signed-in user",
    auth: "bearer",
    success: { description: "The user.", schema: ok({ user: User }) },
    errors: { 404: "User not found" },
  },
  async (c) => {
    const found = await getUserWithPlan(c.get("deps"), c.get("userId"));
    if (!found) return c.json(errorBody("User not found"), 404);
    return c.json({ success: true, user: serializeUser(found) });
  },
);

route(
  authApi,
  {
    method: "patch",
    path: "/update-profile",
    tag,
    summary: "Update name, email or time zone",
    description: "Only fields present and non-empty change; the email is lower-cased and must stay unique.",
    auth: "bearer",
    body: updateProfileSchema,
    success: {
      description: "The updated user.",
      schema: ok({ message: z.literal("Profile updated successfully"), user: User }),
    },
    errors: { 400: ["<field>: <reason>", "Email already in use by another account"], 404: "User not found" },
  },
  async (c) => {
    const input = await parseBody(c, updateProfileSchema);
    // The contract's client sends no password: it is checked when given, and the old address is told.
    const result = await updateProfile(c.get("deps"), c.get("userId"), input, { emailChangeNeedsPassword: false });
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Profile updated successfully", user: serializeUser(result.value) });
  },
);

route(
  authApi,
  {
    method: "patch",
    path: "/update-password",
    tag,
    summary: "Change the password",
    description: "Revokes every session and answers a token pair for a new one. A wrong current password is 400.",
    auth: "bearer",
    body: updatePasswordSchema,
    success: {
      description: "Password changed; signed in again.",
      schema: ok({ message: z.literal("Password updated successfully"), ...tokenPair }),
    },
    errors: { 400: ["Current password is incorrect", "newPassword: <reason>"], 404: "User not found" },
  },
  async (c) => {
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
  },
);
