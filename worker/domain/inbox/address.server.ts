/**
 * placeholder: replaced by receive's branch. The forwarding address as the inbox screen reads it, with the
 * agreed shape (BRIEF-32): receive's branch derives `address` from the server key and the row's nonce and
 * finds the newest Gmail confirmation; this stand-in reads the stored row only (no address text, no
 * confirmation), so the screen and its tests build before the merge.
 */
import type { InboxKind } from "@core/inbox";
import { eq } from "drizzle-orm";
import { inboxAddresses } from "../../db/schema";
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
  const [row] = await deps.read(
    deps.db.select().from(inboxAddresses).where(eq(inboxAddresses.userId, userId)).limit(1),
  );
  if (!row) return null;
  const today = deps.now().toISOString().slice(0, 10);
  return {
    address: "",
    enabled: row.enabled,
    autoApply: row.autoApply,
    refusedToday: row.day === today ? row.refusedCount : 0,
    confirmation: null,
  };
}
