/**
 * Push reminders (issue 35, docs/decisions/060-web-push.md): the devices a user turned push on in, and the
 * pushes of the reminders' queue consumer. Shared by the settings screen and the API; every statement names
 * the user. Writes go through worker/domain/writes.server.ts.
 *
 * A push reaches each device once: what a reminder reached is recorded per device (`reminder_deliveries`,
 * target = the subscription's id) as the push service accepts it, so a message the queue delivers again (after
 * another device's 429, or twice) pushes only to the devices that have not accepted it yet.
 */
import { isAllowedPushEndpoint, MAX_PUSH_DEVICES, type PushSubscriptionInput } from "@core/schemas/push";
import { and, desc, eq, inArray } from "drizzle-orm";
import { pushSubscriptions, reminderDeliveries } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import type { PushAnswer, PushContent } from "../ports";
import {
  deleteExpiredPushSubscription,
  deletePushSubscription,
  deletePushSubscriptionByEndpoint,
  insertReminderDeliveries,
  recordPushOutcome,
  upsertPushSubscription,
} from "../writes.server";

export type PushDevice = {
  id: string;
  label: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
  failureCount: number;
  lastFailureAt: Date | null;
};

export const PUSH_UNAVAILABLE = "Push notifications are not set up on this server (no VAPID keys are configured).";

/** The public VAPID key the page subscribes with; null when push is not configured. */
export function pushPublicKey(deps: Pick<Deps, "push">): string | null {
  return deps.push?.publicKey ?? null;
}

/** The user's devices, newest first (at most MAX_PUSH_DEVICES exist). */
export async function listPushDevices(deps: Deps, userId: string): Promise<PushDevice[]> {
  const rows = await deps.read(
    deps.db
      .select({
        id: pushSubscriptions.id,
        label: pushSubscriptions.deviceLabel,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
        failureCount: pushSubscriptions.failureCount,
        lastFailureAt: pushSubscriptions.lastFailureAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES),
  );
  return rows;
}

export const PUSH_ENDPOINT_REFUSED = "endpoint is not a browser's push service (https on port 443)";
export const PUSH_KEY_REFUSED = "keys.p256dh is not a P-256 public key: the browser's subscription cannot be used";

/** The endpoint allow-list applies unless the configuration turns it off (the tests' stand-in push service). */
function endpointAllowed(deps: Pick<Deps, "config">, endpoint: string): boolean {
  return deps.config.PUSH_ENDPOINT_ALLOWLIST === "off" || isAllowedPushEndpoint(endpoint);
}

/** Whether `p256dh` is a point on P-256 (the schema checked only its length and first byte). */
async function isP256Point(p256dh: string): Promise<boolean> {
  try {
    const raw = Uint8Array.from(atob(p256dh.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
    await crypto.subtle.importKey("raw", raw, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a browser's subscription for the user. The endpoint must be a known push service's on port 443 (never
 * an address of the user's choosing for the Worker to post to), and `p256dh` a P-256 point (a key the payload
 * cannot be encrypted for would fail every push).
 */
export async function addPushDevice(
  deps: Deps,
  userId: string,
  input: PushSubscriptionInput,
  deviceLabel: string,
): Promise<Result<PushDevice>> {
  if (!deps.push) return fail("UNAVAILABLE", PUSH_UNAVAILABLE);
  if (!endpointAllowed(deps, input.endpoint)) return fail("VALIDATION", PUSH_ENDPOINT_REFUSED, "endpoint");
  if (!(await isP256Point(input.keys.p256dh))) return fail("VALIDATION", PUSH_KEY_REFUSED, "keys.p256dh");
  const now = deps.now();
  const [result] = await sqlBatch(deps.db, [
    upsertPushSubscription(
      userId,
      {
        id: newId(),
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        deviceLabel,
        createdAt: now.getTime(),
      },
      MAX_PUSH_DEVICES,
    ),
  ]);
  const row = result.results[0] as { id: string } | undefined;
  if (!row) return fail("CONFLICT", `Push is on in ${MAX_PUSH_DEVICES} devices already: remove one first.`, "endpoint");
  return ok({
    id: row.id,
    label: deviceLabel,
    createdAt: now,
    lastSuccessAt: null,
    failureCount: 0,
    lastFailureAt: null,
  });
}

/** Removes one of the user's devices by its id; another user's id is not found. */
export async function removePushDevice(deps: Deps, userId: string, id: string): Promise<Result<{ id: string }>> {
  const [result] = await sqlBatch(deps.db, [deletePushSubscription(userId, id)]);
  return result.results.length ? ok({ id }) : fail("NOT_FOUND", "Device not found");
}

/** Removes the user's subscription of one browser by its endpoint (that browser turning push off). */
export async function removePushDeviceByEndpoint(deps: Deps, userId: string, endpoint: string): Promise<number> {
  const [result] = await sqlBatch(deps.db, [deletePushSubscriptionByEndpoint(userId, endpoint)]);
  return result.results.length;
}

/** One system notification, standing for one or more fired reminders (a digest's items: `keys`). */
export type PushUnit = { keys: string[]; content: PushContent };

/** How a round of pushes went: `retry` when a push service asked for it (429, 5xx) or could not be reached. */
export type PushRound = { pushed: number; removed: number; retry: boolean; retryAfter?: number };

/**
 * Pushes each unit to each of the user's devices that has not accepted it yet. Accepted (2xx): recorded for
 * that device. 404/410, or keys the payload cannot be encrypted for: the subscription is deleted. 429, 5xx, no
 * answer: `retry`. Another 4xx (a malformed request, a key the service refuses): counted on the device and not
 * retried (it would fail again). Each push is settled on its own: one failing never loses what the others
 * accepted.
 */
export async function pushReminders(deps: Deps, userId: string, units: PushUnit[]): Promise<PushRound> {
  const round: PushRound = { pushed: 0, removed: 0, retry: false };
  const sender = deps.push;
  if (!sender || !units.length) return round;
  const keys = [...new Set(units.flatMap((u) => u.keys))];
  const [devices, done] = await deps.db.batch([
    deps.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .limit(MAX_PUSH_DEVICES),
    deps.db
      .select({ dedupeKey: reminderDeliveries.dedupeKey, target: reminderDeliveries.target })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, userId), inArray(reminderDeliveries.dedupeKey, keys))),
  ]);
  const usable = devices.filter((device) => endpointAllowed(deps, device.endpoint));
  if (!usable.length) return round;
  const reached = new Set(done.map((d) => `${d.target}\n${d.dedupeKey}`));
  const now = deps.now().getTime();
  const jobs = usable.flatMap((device) =>
    units
      .filter((unit) => unit.keys.some((key) => !reached.has(`${device.id}\n${key}`)))
      .map((unit) => ({ device, unit })),
  );
  const settled = await Promise.allSettled(jobs.map(({ device, unit }) => sender.send(device, unit.content)));
  const answers: PushAnswer[] = settled.map((s) =>
    s.status === "fulfilled"
      ? s.value
      : { status: 0, error: s.reason instanceof Error ? s.reason.message : String(s.reason) },
  );
  const writes = [];
  const gone = new Set<string>();
  for (const [i, { device, unit }] of jobs.entries()) {
    const answer = answers[i];
    if (answer.status >= 200 && answer.status < 300) {
      round.pushed++;
      writes.push(
        ...insertReminderDeliveries(
          userId,
          unit.keys.map((dedupeKey) => ({ dedupeKey, target: device.id })),
          now,
        ),
        recordPushOutcome(userId, device.id, now, { ok: true }),
      );
    } else if (answer.status === 404 || answer.status === 410 || answer.unusable) {
      if (answer.unusable)
        console.error(`Push to device ${device.id} of ${userId} impossible (${answer.error}); removed`);
      if (!gone.has(device.id)) writes.push(deleteExpiredPushSubscription(userId, device.id, device.endpoint));
      gone.add(device.id);
    } else {
      const retryable = answer.status === 0 || answer.status === 429 || answer.status >= 500;
      if (retryable) {
        round.retry = true;
        if (answer.retryAfter) round.retryAfter = Math.max(round.retryAfter ?? 0, answer.retryAfter);
      }
      const reason = answer.status === 0 ? `No answer: ${answer.error ?? "network error"}` : `HTTP ${answer.status}`;
      writes.push(recordPushOutcome(userId, device.id, now, { ok: false, reason }));
      console.error(`Push to device ${device.id} of ${userId} failed (${reason})${retryable ? "; to retry" : ""}`);
    }
  }
  round.removed = gone.size;
  if (writes.length) await sqlBatch(deps.db, writes);
  return round;
}
