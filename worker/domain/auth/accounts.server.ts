/**
 * Accounts: sign-up, sign-in, password reset, profile, password change and deletion. The API handlers
 * and the route actions both call these; neither adds rules of its own.
 */
import { and, eq, gt } from "drizzle-orm";
import type { RegisterInput, UpdateProfileInput } from "~/lib/schemas/auth";
import { type Plan, passwordResetTokens, plans, type User, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { clearLimit, hitLimit, minutesText } from "../rate-limit.server";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { forgetMirrors, revokeAllSessions, sessionIdsOf } from "./sessions.server";
import { randomToken, sha256Hex } from "./tokens.server";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const MINUTE = 60 * 1000;
export const THROTTLES = {
  loginAccount: { max: 10, windowMs: 15 * MINUTE },
  loginClient: { max: 30, windowMs: 15 * MINUTE },
  forgotAccount: { max: 3, windowMs: 60 * MINUTE },
  forgotClient: { max: 10, windowMs: 15 * MINUTE },
} as const;

/** A hash of nothing in particular, verified against when the email is unknown so timing does not tell. */
let decoy: { cost: number; hash: Promise<string> } | undefined;

function decoyHash(cost: number): Promise<string> {
  if (decoy?.cost !== cost) decoy = { cost, hash: hashPassword(randomToken(16), cost) };
  return decoy.hash;
}

export type UserWithPlan = { user: User; plan: Pick<Plan, "id" | "name"> };

/** The user as every API answer carries it (api-contract.md §2.1): never a hash or a token. */
export function serializeUser({ user, plan }: UserWithPlan) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    currentPlan: { _id: plan.id, name: plan.name },
    timeZone: user.timeZone,
    isActive: user.isActive,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function getUserWithPlan(deps: Deps, userId: string): Promise<UserWithPlan | null> {
  const [row] = await deps.db
    .select({ user: users, plan: { id: plans.id, name: plans.name } })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.currentPlanId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return /UNIQUE constraint failed/i.test(text);
}

/**
 * Creates an account on the active free plan and sends a welcome email (a failed email is logged
 * and ignored). Failures: CONFLICT "Email already in use".
 */
export async function registerUser(deps: Deps, input: RegisterInput): Promise<Result<UserWithPlan>> {
  const free = await deps.db.query.plans.findFirst({ where: and(eq(plans.name, "free"), eq(plans.isActive, true)) });
  if (!free) throw new Error("Deployment fault: no active 'free' plan is seeded");
  const now = deps.now();
  const user: User = {
    id: newId(),
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password, deps.config.PASSWORD_HASH_COST),
    currentPlanId: free.id,
    timeZone: input.timeZone ?? "Asia/Kolkata",
    isActive: true,
    lastLogin: now,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await deps.db.insert(users).values(user);
  } catch (error) {
    if (isUniqueViolation(error)) return fail("CONFLICT", "Email already in use", "email");
    throw error;
  }
  deps.defer(
    deps.email
      .send({
        to: user.email,
        subject: "Welcome to Offerpath",
        text: `Hi ${user.name},\n\nYour Offerpath account is ready. Sign in any time at ${deps.config.APP_URL}/login to track your applications, interviews, tasks and contacts.\n\nGood luck with your search!\nThe Offerpath team`,
      })
      .catch((error) => console.error("Welcome email failed", error)),
  );
  return ok({ user, plan: { id: free.id, name: free.name } });
}

/**
 * Checks an email and password, throttled per account and per client. Failures: UNAUTHENTICATED
 * "Invalid credentials" (unknown email and wrong password alike), RATE_LIMITED.
 */
export async function authenticate(
  deps: Deps,
  input: { email: string; password: string; timeZone?: string },
  clientKey: string,
): Promise<Result<UserWithPlan>> {
  const email = input.email.trim().toLowerCase();
  const accountKey = `login:account:${email}`;
  for (const [key, limit] of [
    [accountKey, THROTTLES.loginAccount],
    [`login:client:${clientKey}`, THROTTLES.loginClient],
  ] as const) {
    const state = await hitLimit(deps, { key, ...limit });
    if (!state.allowed) {
      return fail(
        "RATE_LIMITED",
        `Too many sign-in attempts. Please try again in ${minutesText(state.retryAfterSeconds)}.`,
      );
    }
  }
  const user = await deps.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) {
    await verifyPassword(input.password, await decoyHash(deps.config.PASSWORD_HASH_COST));
    return fail("UNAUTHENTICATED", "Invalid credentials");
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return fail("UNAUTHENTICATED", "Invalid credentials");
  await clearLimit(deps, accountKey);
  const now = deps.now();
  const changes: Partial<User> = { lastLogin: now };
  if (input.timeZone) changes.timeZone = input.timeZone;
  if (needsRehash(user.passwordHash, deps.config.PASSWORD_HASH_COST))
    changes.passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  await deps.db.update(users).set(changes).where(eq(users.id, user.id));
  const found = await getUserWithPlan(deps, user.id);
  if (!found) return fail("UNAUTHENTICATED", "Invalid credentials");
  return ok(found);
}

/**
 * Sends a reset link when the address has an account; answers the same either way. One outstanding
 * token per user (a new request replaces it). Failures: RATE_LIMITED; UNAVAILABLE when the email could
 * not be sent (the token is then discarded).
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string, clientKey: string): Promise<Result<void>> {
  const email = rawEmail.trim().toLowerCase();
  for (const [key, limit] of [
    [`forgot:account:${email}`, THROTTLES.forgotAccount],
    [`forgot:client:${clientKey}`, THROTTLES.forgotClient],
  ] as const) {
    const state = await hitLimit(deps, { key, ...limit });
    if (!state.allowed) {
      return fail(
        "RATE_LIMITED",
        `Too many password reset requests. Please try again in ${minutesText(state.retryAfterSeconds)}.`,
      );
    }
  }
  const user = await deps.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) return ok(undefined);
  const token = randomToken(32);
  const tokenHash = sha256Hex(token);
  const expiresAt = new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS);
  await deps.db
    .insert(passwordResetTokens)
    .values({ tokenHash, userId: user.id, expiresAt, createdAt: deps.now() })
    .onConflictDoUpdate({ target: passwordResetTokens.userId, set: { tokenHash, expiresAt, createdAt: deps.now() } });
  const link = `${deps.config.APP_URL}/reset-password/${token}`;
  try {
    await deps.email.send({
      to: user.email,
      subject: "Reset your Offerpath password",
      text: `Hi ${user.name},\n\nSomeone (hopefully you) asked to reset your Offerpath password. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.\n\nThe Offerpath team`,
    });
  } catch (error) {
    console.error("Reset email failed", error);
    await deps.db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
    return fail("UNAVAILABLE", "Could not send reset email");
  }
  return ok(undefined);
}

async function findLiveResetToken(deps: Deps, token: string) {
  if (!token || token.length > 200) return undefined;
  return deps.db.query.passwordResetTokens.findFirst({
    where: and(eq(passwordResetTokens.tokenHash, sha256Hex(token)), gt(passwordResetTokens.expiresAt, deps.now())),
  });
}

/** Whether a reset token is live; does not consume it. */
export async function isResetTokenValid(deps: Deps, token: string): Promise<boolean> {
  return !!(await findLiveResetToken(deps, token));
}

/**
 * Sets a new password with a reset token, consumes the token and ends every session of the user.
 * Failures: VALIDATION "Invalid or expired reset token".
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<Result<UserWithPlan>> {
  const invalid = fail("VALIDATION", "Invalid or expired reset token");
  const row = await findLiveResetToken(deps, token);
  if (!row) return invalid;
  const passwordHash = await hashPassword(password, deps.config.PASSWORD_HASH_COST);
  // Consume first, conditionally: of two concurrent resets with one token only one deletes the row.
  const consumed = await deps.db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, row.tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  if (consumed.length === 0) return invalid;
  await deps.db.update(users).set({ passwordHash, updatedAt: deps.now() }).where(eq(users.id, row.userId));
  await revokeAllSessions(deps, row.userId);
  const found = await getUserWithPlan(deps, row.userId);
  return found ? ok(found) : invalid;
}

/**
 * Changes name, email and/or time zone (only the fields given). Failures: CONFLICT "Email already in
 * use by another account", NOT_FOUND "User not found".
 */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: UpdateProfileInput,
): Promise<Result<UserWithPlan>> {
  const changes: Partial<User> = { updatedAt: deps.now() };
  if (input.name) changes.name = input.name;
  if (input.email) changes.email = input.email;
  if (input.timeZone) changes.timeZone = input.timeZone;
  try {
    const updated = await deps.db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) return fail("NOT_FOUND", "User not found");
  } catch (error) {
    if (isUniqueViolation(error)) return fail("CONFLICT", "Email already in use by another account", "email");
    throw error;
  }
  const found = await getUserWithPlan(deps, userId);
  return found ? ok(found) : fail("NOT_FOUND", "User not found");
}

/**
 * Changes the password after checking the current one, then ends every session of the user (the
 * caller starts a fresh one). Failures: VALIDATION "Current password is incorrect", NOT_FOUND.
 */
export async function changePassword(
  deps: Deps,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<Result<void>> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return fail("NOT_FOUND", "User not found");
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    return fail("VALIDATION", "Current password is incorrect", "currentPassword");
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword, deps.config.PASSWORD_HASH_COST), updatedAt: deps.now() })
    .where(eq(users.id, userId));
  await revokeAllSessions(deps, userId);
  return ok(undefined);
}

/**
 * Deletes the account and, through the database's cascades, every job, interview, task, contact,
 * interaction, transaction, session and token of it. Failures: VALIDATION "Password is incorrect".
 */
export async function deleteAccount(deps: Deps, userId: string, password: string): Promise<Result<void>> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return fail("NOT_FOUND", "User not found");
  if (!(await verifyPassword(password, user.passwordHash))) {
    return fail("VALIDATION", "Password is incorrect", "password");
  }
  const sessionIds = await sessionIdsOf(deps, userId);
  await deps.db.delete(users).where(eq(users.id, userId));
  await forgetMirrors(deps, sessionIds);
  return ok(undefined);
}
