/**
 * Accounts: sign-up, sign-in, password reset, profile, password change and deletion. The API handlers
 * and the route actions both call these; neither adds rules of its own.
 */

import type { RegisterInput, UpdateProfileInput } from "@core/schemas/auth";
import { and, eq, gt } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors";
import { passwordResetTokens, plans, transactions, type User, type UserWithPlan, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { type Failure, fail, ok, type Result } from "../../lib/result";
import { newAccountState, rebuildRollup } from "../analytics/rollup.server";
import { removeAccountObjects } from "../documents/documents.server";
import { clearLimit, hitLimits, type Limit, limitKey, minutesText } from "../rate-limit.server";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { forgetMirrors, revokeAllSessions, sessionIdsOf } from "./sessions.server";
import { randomToken, sha256Hex } from "./tokens.server";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const MINUTE = 60 * 1000;
/**
 * Every throttle (docs/decisions/007-email-and-throttling.md). Sign-in counts per (account, client)
 * pair with a looser per-account ceiling, so guessing from elsewhere cannot lock the owner out.
 */
export const THROTTLES = {
  loginClient: { max: 30, windowMs: 15 * MINUTE },
  loginPair: { max: 10, windowMs: 15 * MINUTE },
  loginAccount: { max: 100, windowMs: 15 * MINUTE },
  forgotClient: { max: 10, windowMs: 15 * MINUTE },
  forgotAccount: { max: 3, windowMs: 60 * MINUTE },
  registerClient: { max: 10, windowMs: 60 * MINUTE },
  /** Change password, change email, delete account: each checks the current password. */
  passwordConfirm: { max: 10, windowMs: 15 * MINUTE },
} as const;

/** Counts a hit against each limit in order (per client first); the 429 failure when one refuses. */
async function throttle(deps: Deps, limits: Limit[], what: string): Promise<Failure | null> {
  const state = await hitLimits(deps, limits);
  if (state.allowed) return null;
  return fail("RATE_LIMITED", `Too many ${what}. Please try again in ${minutesText(state.retryAfterSeconds)}.`);
}

const confirmKey = (userId: string) => limitKey("confirm:acct", userId);

/** Checks the current password behind a sensitive change, throttled per account. */
async function confirmPassword(
  deps: Deps,
  user: User,
  password: string,
  failure: { message: string; field: string },
): Promise<Failure | null> {
  const limited = await throttle(
    deps,
    [{ key: confirmKey(user.id), ...THROTTLES.passwordConfirm }],
    "password attempts",
  );
  if (limited) return limited;
  if (!(await verifyPassword(password, user.passwordHash))) return fail("VALIDATION", failure.message, failure.field);
  return null;
}

/** A hash of nothing in particular, verified against when the email is unknown so timing does not tell. */
let decoy: { cost: number; hash: Promise<string> } | undefined;

function decoyHash(cost: number): Promise<string> {
  if (decoy?.cost !== cost) decoy = { cost, hash: hashPassword(randomToken(16), cost) };
  return decoy.hash;
}

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

/**
 * Creates an account on the active free plan and sends a welcome email (a failed email is logged
 * and ignored), throttled per client. Failures: RATE_LIMITED, CONFLICT "Email already in use".
 */
export async function registerUser(deps: Deps, input: RegisterInput, clientKey: string): Promise<Result<UserWithPlan>> {
  const limited = await throttle(
    deps,
    [{ key: limitKey("register:client", clientKey), ...THROTTLES.registerClient }],
    "sign-up attempts",
  );
  if (limited) return limited;
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
    zoneOfferAnswered: null,
    keyboardShortcuts: true,
    applicationsView: "list",
    defaultResumeId: null,
    isActive: true,
    planEndsAt: null,
    lastLogin: now,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // The account and its analytics state (its zone's offset for the rollup's triggers) in one batch.
    await sqlBatch(deps.db, [
      deps.db.insert(users).values(user).getSQL(),
      newAccountState(deps, user.id, user.timeZone),
    ]);
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
 * Checks an email and password, throttled per client, per (account, client) pair and, more loosely,
 * per account; a success clears the pair's counter. Failures: UNAUTHENTICATED "Invalid credentials"
 * (unknown email and wrong password alike), RATE_LIMITED.
 */
export async function authenticate(
  deps: Deps,
  input: { email: string; password: string },
  clientKey: string,
): Promise<Result<UserWithPlan>> {
  const email = input.email.trim().toLowerCase();
  const pairKey = limitKey("login:pair", email, clientKey);
  const limited = await throttle(
    deps,
    [
      { key: limitKey("login:client", clientKey), ...THROTTLES.loginClient },
      { key: pairKey, ...THROTTLES.loginPair },
      { key: limitKey("login:acct", email), ...THROTTLES.loginAccount },
    ],
    "sign-in attempts",
  );
  if (limited) return limited;
  const user = await deps.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) {
    await verifyPassword(input.password, await decoyHash(deps.config.PASSWORD_HASH_COST));
    return fail("UNAUTHENTICATED", "Invalid credentials");
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return fail("UNAUTHENTICATED", "Invalid credentials");
  await clearLimit(deps, pairKey);
  const now = deps.now();
  // Never the zone: signing in keeps the account's saved zone (decision 044); the web screens offer the
  // browser's when it differs.
  const changes: Partial<User> = { lastLogin: now };
  if (needsRehash(user.passwordHash, deps.config.PASSWORD_HASH_COST))
    changes.passwordHash = await hashPassword(input.password, deps.config.PASSWORD_HASH_COST);
  await deps.db.update(users).set(changes).where(eq(users.id, user.id));
  const found = await getUserWithPlan(deps, user.id);
  if (!found) return fail("UNAUTHENTICATED", "Invalid credentials");
  return ok(found);
}

/**
 * Asks for a reset link. Throttled per client, then per address; past the throttles it answers at once
 * and identically whether or not the address has an account: looking the account up, storing the token
 * (one outstanding per user, a new request replaces it) and sending the email all run after the answer
 * (`deps.defer`), so neither the answer nor its timing depends on the account. A failed send discards
 * the token and is logged. Failures: RATE_LIMITED.
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string, clientKey: string): Promise<Result<void>> {
  const email = rawEmail.trim().toLowerCase();
  const limited = await throttle(
    deps,
    [
      { key: limitKey("forgot:client", clientKey), ...THROTTLES.forgotClient },
      { key: limitKey("forgot:acct", email), ...THROTTLES.forgotAccount },
    ],
    "password reset requests",
  );
  if (limited) return limited;
  deps.defer(sendResetLink(deps, email).catch((error) => console.error("Password reset request failed", error)));
  return ok(undefined);
}

async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) return;
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
  }
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
 * Changes name, email and/or time zone (only the fields given). Changing the email needs the current
 * password (checked with the per-account throttle): always on the screens; on the API only when the
 * caller sends one, because the contract's existing client sends `{name?, email?}` alone
 * (docs/decisions/011-email-change.md). Either way the old address is told about the change.
 * Failures: VALIDATION (currentPassword missing or incorrect), RATE_LIMITED, CONFLICT "Email already in
 * use by another account", NOT_FOUND "User not found".
 */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: UpdateProfileInput,
  policy: { emailChangeNeedsPassword: boolean },
): Promise<Result<UserWithPlan>> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return fail("NOT_FOUND", "User not found");
  const emailChanging = !!input.email && input.email !== user.email;
  if (emailChanging && (policy.emailChangeNeedsPassword || input.currentPassword)) {
    if (!input.currentPassword) {
      return fail("VALIDATION", "Enter your current password to change your email", "currentPassword");
    }
    const refused = await confirmPassword(deps, user, input.currentPassword, {
      message: "Current password is incorrect",
      field: "currentPassword",
    });
    if (refused) return refused;
  }
  const changes: Partial<User> = { updatedAt: deps.now() };
  if (input.name) changes.name = input.name;
  if (emailChanging) changes.email = input.email;
  if (input.timeZone) changes.timeZone = input.timeZone;
  try {
    const updated = await deps.db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) return fail("NOT_FOUND", "User not found");
  } catch (error) {
    if (isUniqueViolation(error)) return fail("CONFLICT", "Email already in use by another account", "email");
    throw error;
  }
  await followZoneChange(deps, userId, user.timeZone, changes.timeZone);
  if (emailChanging) deps.defer(notifyEmailChanged(deps, user, String(input.email)));
  const found = await getUserWithPlan(deps, userId);
  return found ? ok(found) : fail("NOT_FOUND", "User not found");
}

/**
 * The browser zone to offer the signed-in user (decision 044): the zone their browser reported at sign-in
 * when it is not the account's and they have not answered the offer for it yet; otherwise null.
 */
export function zoneToOffer(user: Pick<User, "timeZone" | "zoneOfferAnswered">, browserZone: string | null) {
  if (!browserZone || browserZone === user.timeZone || browserZone === user.zoneOfferAnswered) return null;
  return browserZone;
}

/**
 * The user's answer to the offer of their browser's zone: "switch" saves it as the account's zone (the
 * rollup follows), "keep" leaves the zone. Either way that zone is not offered again.
 */
export async function answerZoneOffer(
  deps: Deps,
  userId: string,
  input: { zone: string; choice: "switch" | "keep" },
): Promise<Result<{ timeZone: string }>> {
  const [user] = await deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return fail("NOT_FOUND", "User not found");
  const changes: Partial<User> = { zoneOfferAnswered: input.zone };
  if (input.choice === "switch") Object.assign(changes, { timeZone: input.zone, updatedAt: deps.now() });
  await deps.db.update(users).set(changes).where(eq(users.id, userId));
  await followZoneChange(deps, userId, user.timeZone, changes.timeZone);
  return ok({ timeZone: changes.timeZone ?? user.timeZone });
}

/**
 * The one step that follows a saved change of the account's zone (the offer of the browser's zone, the
 * profile form, the API's user update): the analytics rollup is rebuilt in the new zone here, in the
 * request that saved it, never on a read (docs/decisions/034). Should it fail, the state still names the
 * old zone, marked stale by the users trigger, and the 5-minute cron rebuilds it.
 */
async function followZoneChange(deps: Deps, userId: string, before: string, after: string | undefined) {
  if (!after || after === before) return;
  try {
    await rebuildRollup(deps, userId, after);
  } catch (error) {
    // The zone is saved and the rollup marked stale: the answer stays a success, the cron catches up.
    console.error("Analytics rebuild after a zone change failed; left to the 5-minute cron", error);
  }
}

/** Tells the previous address that the account's email changed (a failed email is logged and ignored). */
async function notifyEmailChanged(deps: Deps, before: User, newEmail: string): Promise<void> {
  try {
    await deps.email.send({
      to: before.email,
      subject: "Your Offerpath email address was changed",
      text: `Hi ${before.name},\n\nThe email address of your Offerpath account was changed from ${before.email} to ${newEmail} on ${deps.now().toISOString()}.\n\nIf you made this change, there is nothing to do. If you did not, someone else may have access to your account: write to us right away through ${deps.config.APP_URL}/contact from this address.\n\nThe Offerpath team`,
    });
  } catch (error) {
    console.error("Email-change notice failed", error);
  }
}

/**
 * Changes the password after checking the current one (throttled per account), then ends every
 * session of the user (the caller starts a fresh one). Failures: VALIDATION "Current password is
 * incorrect", RATE_LIMITED, NOT_FOUND.
 */
export async function changePassword(
  deps: Deps,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<Result<void>> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return fail("NOT_FOUND", "User not found");
  const refused = await confirmPassword(deps, user, currentPassword, {
    message: "Current password is incorrect",
    field: "currentPassword",
  });
  if (refused) return refused;
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword, deps.config.PASSWORD_HASH_COST), updatedAt: deps.now() })
    .where(eq(users.id, userId));
  await revokeAllSessions(deps, userId);
  await clearLimit(deps, confirmKey(userId));
  return ok(undefined);
}

/**
 * Deletes the account, after checking its password (throttled per account), and, through the
 * database's cascades, every job, interview, task, contact, interaction, session and token of it.
 * Payment records stay as financial records: in the same batch their billing name and email are
 * blanked, and the foreign key sets their user to NULL (docs/decisions/017).
 * Failures: VALIDATION "Password is incorrect", RATE_LIMITED, NOT_FOUND.
 */
export async function deleteAccount(deps: Deps, userId: string, password: string): Promise<Result<void>> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return fail("NOT_FOUND", "User not found");
  const refused = await confirmPassword(deps, user, password, { message: "Password is incorrect", field: "password" });
  if (refused) return refused;
  const sessionIds = await sessionIdsOf(deps, userId);
  await deps.db.batch([
    deps.db.update(transactions).set({ billingName: "", billingEmail: "" }).where(eq(transactions.userId, userId)),
    deps.db.delete(users).where(eq(users.id, userId)),
  ]);
  await forgetMirrors(deps, sessionIds);
  await clearLimit(deps, confirmKey(userId));
  // The rows went by cascade; the files under the account's prefix go now (the daily sweep removes any
  // that a failure here leaves, since no row knows them).
  await removeAccountObjects(deps.files, userId);
  return ok(undefined);
}

/**
 * Turns the signed-in screens' keyboard shortcuts on or off (docs/decisions/049, WCAG 2.1.4). The next
 * page's session check reads the setting with the user, so no cache follows it. Failure: NOT_FOUND.
 */
export async function setKeyboardShortcuts(deps: Deps, userId: string, on: boolean): Promise<Result<{ on: boolean }>> {
  const [saved] = await deps.db
    .update(users)
    .set({ keyboardShortcuts: on })
    .where(eq(users.id, userId))
    .returning({ on: users.keyboardShortcuts });
  return saved ? ok(saved) : fail("NOT_FOUND", "User not found");
}
