/**
 * One-click unsubscribe (RFC 8058): every reminder email carries a link signed for one user and one kind
 * (HMAC-SHA256 under the server's SESSION_SECRET, with its own purpose prefix), which switches that kind's
 * email off without signing in. A token names its user and kind; changing either breaks the signature.
 */
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Deps } from "../../deps";
import { signatureMatches, signText } from "../../lib/signing";
import { SETTING_KINDS, type SettingKind, type SettingsInput, updateNotificationSettings } from "./settings.server";

/** What a link can switch off: one kind, or the digest (tasks due, follow-ups and forwarded emails). */
export const UNSUBSCRIBE_KINDS = [...SETTING_KINDS, "digest"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export const UNSUBSCRIBE_LABELS: Record<UnsubscribeKind, string> = {
  task_reminder: "task reminder emails",
  interview: "interview reminder emails",
  task_due: "emails about tasks due and overdue",
  follow_up: "follow-up emails",
  plan_end: "plan ending emails",
  inbox: "emails about forwarded emails",
  offer_deadline: "offer deadline emails",
  digest: "the daily digest email",
};

/** What a link's signature covers. */
const signedMessage = (userId: string, kind: UnsubscribeKind) => `unsubscribe:v1:${userId}:${kind}`;

/** `<user id>.<kind>.<signature>`: what the links carry. */
export function unsubscribeToken(deps: Pick<Deps, "config">, userId: string, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signText(deps.config.SESSION_SECRET, signedMessage(userId, kind))}`;
}

export function unsubscribeUrl(deps: Pick<Deps, "config">, userId: string, kind: UnsubscribeKind): string {
  return `${deps.config.APP_URL}/unsubscribe/${unsubscribeToken(deps, userId, kind)}`;
}

/** The one-click endpoint the List-Unsubscribe header names (POST, no session). */
export function oneClickUrl(deps: Pick<Deps, "config">, userId: string, kind: UnsubscribeKind): string {
  return `${deps.config.APP_URL}/api/v1/notifications/unsubscribe/${unsubscribeToken(deps, userId, kind)}`;
}

export type VerifiedUnsubscribe = { userId: string; kind: UnsubscribeKind };

/** The user and kind a token was signed for; null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(deps: Pick<Deps, "config">, token: string): VerifiedUnsubscribe | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId, kind, sig] = parts;
  if (!/^[a-z0-9]{1,64}$/.test(userId) || !(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind)) return null;
  if (!signatureMatches(deps.config.SESSION_SECRET, signedMessage(userId, kind as UnsubscribeKind), sig)) return null;
  return { userId, kind: kind as UnsubscribeKind };
}

/** Who the token is for (to show "…@example.com" on the confirm page); null for a bad token or no account. */
export async function describeUnsubscribe(deps: Deps, token: string) {
  const verified = verifyUnsubscribeToken(deps, token);
  if (!verified) return null;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, verified.userId));
  if (!user) return null;
  return { ...verified, email: user.email, label: UNSUBSCRIBE_LABELS[verified.kind] };
}

/** Switches the token's kind of email off (idempotent); false for a bad token or a deleted account. */
export async function unsubscribe(deps: Deps, token: string): Promise<VerifiedUnsubscribe | null> {
  const described = await describeUnsubscribe(deps, token);
  if (!described) return null;
  const kinds: SettingKind[] = described.kind === "digest" ? ["task_due", "follow_up", "inbox"] : [described.kind];
  const input: SettingsInput = { kinds: Object.fromEntries(kinds.map((k) => [k, { email: false }])) };
  await updateNotificationSettings(deps, described.userId, input);
  return { userId: described.userId, kind: described.kind };
}
