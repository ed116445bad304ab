/**
 * Each user's private forwarding address (issue 32, docs/decisions/050-forward-to-track-inbound-email.md):
 * turn it on, show it again, regenerate it (the old address dies in the same statement), turn it off and on.
 * The secret is derived from SESSION_SECRET and the row's random nonce (address-secret.ts): the row keeps the
 * nonce and the secret's SHA-256 only, so the database alone receives no one's mail, and the screens can still
 * show the address again. The domain is configuration (INBOUND_EMAIL_DOMAIN).
 */
import { DAY_MS } from "@core/dates";
import { AUTO_APPLY_KINDS, type AutoApplyKind } from "@core/inbox-kinds";
import { and, desc, eq, gte, isNotNull } from "drizzle-orm";
import { inboxAddresses, inboxMessages } from "../../db/schema";
import type { Deps } from "../../deps";
import { hashesEqual, randomToken } from "../auth/tokens.server";
import { inboxSecretFor, inboxSecretHash } from "./address-secret";

/** What the inbox and the profile show of the address. */
export type InboxAddressView = {
  /** `<secret>@<inbound domain>`. */
  address: string;
  enabled: boolean;
  /** The kinds whose proposal applies by itself (only kinds that can: AUTO_APPLY_KINDS). */
  autoApply: AutoApplyKind[];
  /** Messages refused today (UTC) because the daily cap was reached. */
  refusedToday: number;
  /** Gmail's forwarding confirmation (its code and link) from the newest one received lately, if any. */
  confirmation: { code: string; link: string } | null;
};

/** How long a Gmail forwarding confirmation is offered at the top of the inbox. */
export const CONFIRMATION_SHOWN_MS = 3 * DAY_MS;

/** Today's counter key: the UTC calendar day, `YYYY-MM-DD`. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const secretOf = (deps: Deps, nonce: string) => inboxSecretFor(deps.config.SESSION_SECRET, nonce);

function addressFor(deps: Deps, secret: string): string {
  return `${secret}@${deps.config.INBOUND_EMAIL_DOMAIN}`;
}

type AddressRow = Pick<
  typeof inboxAddresses.$inferSelect,
  "nonce" | "secretHash" | "enabled" | "autoApply" | "day" | "refusedCount"
>;

const addressColumns = {
  nonce: inboxAddresses.nonce,
  secretHash: inboxAddresses.secretHash,
  enabled: inboxAddresses.enabled,
  autoApply: inboxAddresses.autoApply,
  day: inboxAddresses.day,
  refusedCount: inboxAddresses.refusedCount,
};

/**
 * The live secret of a row, or null when its stored hash no longer matches (SESSION_SECRET was rotated):
 * such an address receives nothing any more, so it is reported as none and turning on draws a new one.
 */
function liveSecret(deps: Deps, row: Pick<AddressRow, "nonce" | "secretHash">): string | null {
  const secret = secretOf(deps, row.nonce);
  return hashesEqual(inboxSecretHash(secret), row.secretHash) ? secret : null;
}

/**
 * The caller's address, or null when they never turned one on. Two reads in one D1 call: the address row
 * (by its primary key) and the newest confirmation (one row, on the partial index of migration 0029).
 */
export async function getInboxAddress(deps: Deps, userId: string): Promise<InboxAddressView | null> {
  const now = deps.now();
  const [[row], [latest]] = await Promise.all([
    deps.read(deps.db.select(addressColumns).from(inboxAddresses).where(eq(inboxAddresses.userId, userId)).limit(1)),
    deps.read(
      deps.db
        .select({ confirmation: inboxMessages.confirmation })
        .from(inboxMessages)
        .where(
          and(
            eq(inboxMessages.userId, userId),
            isNotNull(inboxMessages.confirmation),
            gte(inboxMessages.receivedAt, new Date(now.getTime() - CONFIRMATION_SHOWN_MS)),
          ),
        )
        .orderBy(desc(inboxMessages.receivedAt))
        .limit(1),
    ),
  ]);
  if (!row) return null;
  const secret = liveSecret(deps, row);
  if (!secret) return null;
  return {
    address: addressFor(deps, secret),
    enabled: row.enabled,
    autoApply: AUTO_APPLY_KINDS.filter((kind) => row.autoApply.includes(kind)),
    refusedToday: row.day === utcDay(now) ? row.refusedCount : 0,
    confirmation: latest?.confirmation ?? null,
  };
}

/** A fresh nonce and the hash of the secret it gives. */
function freshSecret(deps: Deps) {
  const nonce = randomToken(32);
  return { nonce, secretHash: inboxSecretHash(secretOf(deps, nonce)) };
}

/**
 * Gives the caller a new address, turned on: the first one, or a replacement, in which case the previous
 * address refuses mail from this one statement on. The daily counter and the auto-apply choices stay.
 */
export async function regenerateInboxAddress(deps: Deps, userId: string): Promise<InboxAddressView> {
  const { nonce, secretHash } = freshSecret(deps);
  const now = deps.now();
  await deps.db
    .insert(inboxAddresses)
    .values({ userId, nonce, secretHash, enabled: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: inboxAddresses.userId, set: { nonce, secretHash, enabled: true, updatedAt: now } });
  return viewOrThrow(deps, userId);
}

/**
 * Turns the caller's address on: the one they had (the same address as before it was turned off), or a
 * new one when they had none or theirs no longer works.
 */
export async function turnOnInboxAddress(deps: Deps, userId: string): Promise<InboxAddressView> {
  const [row] = await deps.db
    .select(addressColumns)
    .from(inboxAddresses)
    .where(eq(inboxAddresses.userId, userId))
    .limit(1);
  if (!row || !liveSecret(deps, row)) return regenerateInboxAddress(deps, userId);
  if (!row.enabled) {
    await deps.db
      .update(inboxAddresses)
      .set({ enabled: true, updatedAt: deps.now() })
      .where(eq(inboxAddresses.userId, userId));
  }
  return viewOrThrow(deps, userId);
}

/**
 * Turns the caller's address off: from now on mail to it is refused (and nothing is kept); turning it on
 * again brings the same address back. Answers null when the caller has no address.
 */
export async function turnOffInboxAddress(deps: Deps, userId: string): Promise<InboxAddressView | null> {
  const updated = await deps.db
    .update(inboxAddresses)
    .set({ enabled: false, updatedAt: deps.now() })
    .where(eq(inboxAddresses.userId, userId))
    .returning({ userId: inboxAddresses.userId });
  return updated.length ? getInboxAddress(deps, userId) : null;
}

async function viewOrThrow(deps: Deps, userId: string): Promise<InboxAddressView> {
  const view = await getInboxAddress(deps, userId);
  if (!view) throw new Error("The inbox address just written cannot be read back");
  return view;
}
