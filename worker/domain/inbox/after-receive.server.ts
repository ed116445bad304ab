/**
 * What happens once a forwarded message is stored (issue 32, docs/decisions/052-applying-inbox-proposals.md):
 * when its kind is one the user lets apply by itself, its proposal is applied (marked `auto`, shown as done
 * with an undo), then the user is told in the app what arrived (the `inbox` notification kind, once per
 * message). The email side is the daily digest: migration 0030's trigger arms a digest item for every
 * stored message, which the reminders' cron places at the user's digest hour.
 * Called by the email handler after the message's row is written.
 */
import { and, eq } from "drizzle-orm";
import { inboxAddresses, inboxMessages } from "../../db/schema";
import type { Deps } from "../../deps";
import { contentFor } from "../notifications/content.server";
import { insertNotification } from "../notifications/inbox.server";
import { getNotificationSettings } from "../notifications/settings.server";
import { applyMessage, serializeInboxMessage } from "./apply.server";
import { inboxArrivalOf } from "./arrival";

export async function afterReceive(deps: Deps, userId: string, inboxMessageId: string): Promise<void> {
  const [[message], [address], settings] = await Promise.all([
    deps.read(
      deps.db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.id, inboxMessageId), eq(inboxMessages.userId, userId)))
        .limit(1),
    ),
    deps.read(
      deps.db
        .select({ autoApply: inboxAddresses.autoApply })
        .from(inboxAddresses)
        .where(eq(inboxAddresses.userId, userId))
        .limit(1),
    ),
    getNotificationSettings(deps, userId),
  ]);
  if (!message) return;
  let current = message;
  let refusal: string | undefined;
  const automatic = address?.autoApply.includes(message.kind) ?? false;
  if (automatic && message.status === "pending" && serializeInboxMessage(message).canApply) {
    const applied = await applyMessage(deps, userId, message.id, { auto: true });
    // Refused (the plan's limit, the application gone): it waits for the user, and the notification says why.
    if (applied.ok) current = { ...message, status: applied.value.status, auto: applied.value.auto };
    else refusal = applied.message;
  }
  if (!settings.kinds.inbox.inApp) return;
  const content = contentFor(inboxArrivalOf(current, refusal), "UTC");
  await deps.db.run(
    insertNotification(deps, {
      userId,
      kind: content.kind,
      title: content.title,
      message: content.message,
      link: content.link,
      dedupeKey: `inbox:${message.id}`,
      createdAt: deps.now(),
    }),
  );
}
