/**
 * placeholder: replaced by receive's branch. The forwarding address as the inbox screen reads it, with the
 * agreed shape (BRIEF-32): receive's branch derives `address` from the server key and the row's nonce;
 * this stand-in reads the stored row only, so the screen and its tests build before the merge.
 */
import type { InboxKind } from "@core/inbox";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { inboxAddresses, inboxMessages } from "../../db/schema";
import type { Deps } from "../../deps";

export type InboxAddressView = {
  address: string;
  enabled: boolean;
  autoApply: InboxKind[];
  refusedToday: number;
  confirmation: { code: string; link: string } | null;
};

/** The caller's address, or null when they never turned one on. */
export async function getInboxAddress(deps: Deps, userId: string): Promise<InboxAddressView | null> {
  const [[row], [confirmation]] = await Promise.all([
    deps.read(deps.db.select().from(inboxAddresses).where(eq(inboxAddresses.userId, userId)).limit(1)),
    deps.read(
      deps.db
        .select({ confirmation: inboxMessages.confirmation })
        .from(inboxMessages)
        .where(and(eq(inboxMessages.userId, userId), isNotNull(inboxMessages.confirmation)))
        .orderBy(desc(inboxMessages.receivedAt))
        .limit(1),
    ),
  ]);
  if (!row) return null;
  const today = deps.now().toISOString().slice(0, 10);
  return {
    address: "",
    enabled: row.enabled,
    autoApply: row.autoApply,
    refusedToday: row.day === today ? row.refusedCount : 0,
    confirmation: confirmation?.confirmation ?? null,
  };
}
