/** The OpenAPI operations of worker/api/auth.ts (api-contract.md §3), with the schemas its handlers use. */

import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from "@core/schemas/auth";
import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, ok, okMessage, tokenPair, User } from "./components";
import { describeField, operation, pathParams } from "./operation";

const tag = "Auth";

for (const schema of [registerSchema, loginSchema]) {
  describeField(schema.shape.timeZone, {
    type: "string",
    description: "IANA time zone for the screens (optional; an unknown zone is ignored).",
    example: "Asia/Kolkata",
  });
}

/** The refresh-token body: read by hand in the handler (a missing token has its own message). */
const refreshTokenBody = z.object({ refreshToken: z.string() });

export const authOperations = [
  operation({
    method: "post",
    path: "/auth/register",
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
  }),
  operation({
    method: "post",
    path: "/auth/login",
    tag,
    summary: "Sign in",
    auth: "public",
    body: loginSchema,
    success: {
      description: "Signed in: a new session.",
      schema: ok({ message: z.literal("Login successful"), user: User, ...tokenPair }),
    },
    errors: { 400: "Please provide email and password", 401: "Invalid credentials" },
  }),
  operation({
    method: "post",
    path: "/auth/refresh-token",
    tag,
    summary: "Rotate a refresh token",
    description:
      "Answers a fresh access token and the session's next refresh token. A retired token presented again gets the same successor while that successor is unused; reuse after that revokes the session.",
    auth: "public",
    body: refreshTokenBody,
    success: { description: "A new token pair.", schema: ok(tokenPair) },
    errors: { 400: "Refresh token is required", 401: "Invalid refresh token" },
  }),
  operation({
    method: "post",
    path: "/auth/forgot-password",
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
  }),
  operation({
    method: "get",
    path: "/auth/check-reset-token/{token}",
    tag,
    summary: "Check a password reset token",
    description: "Does not consume the token.",
    auth: "public",
    params: pathParams("token"),
    success: { description: "The token can be used.", schema: okMessage("Token is valid") },
    errors: { 400: "Invalid or expired reset token" },
  }),
  operation({
    method: "post",
    path: "/auth/reset-password/{token}",
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
  }),
  operation({
    method: "get",
    path: "/auth/check-session",
    tag,
    summary: "Is the web session cookie signed in?",
    description: "For the Firefox extension, which sends the web app's cookie (contract §3.4). Never fails.",
    auth: "webSession",
    success: {
      description: "`isAuthenticated` says whether the cookie names a live session; `user` comes with true.",
      schema: ok({ isAuthenticated: z.boolean(), user: User.optional() }),
    },
  }),
  operation({
    method: "get",
    path: "/auth/check-extension-auth",
    tag,
    summary: "The web session cookie's user",
    auth: "webSession",
    success: { description: "The signed-in user.", schema: ok({ user: User }) },
    errors: { 401: "Authentication invalid" },
  }),
  operation({
    method: "post",
    path: "/auth/validate",
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
  }),
  operation({
    method: "post",
    path: "/auth/logout",
    tag,
    summary: "Sign out",
    description: "Revokes the token's session (idempotent).",
    auth: "bearer",
    success: { description: "Signed out.", schema: okMessage("Logged out successfully") },
  }),
  operation({
    method: "get",
    path: "/auth/me",
    tag,
    summary: "The signed-in user",
    auth: "bearer",
    success: { description: "The user.", schema: ok({ user: User }) },
    errors: { 404: "User not found" },
  }),
  operation({
    method: "patch",
    path: "/auth/update-profile",
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
  }),
  operation({
    method: "patch",
    path: "/auth/update-password",
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
  }),
];
