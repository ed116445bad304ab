/**
 * What happens once a forwarded message is stored (issue 32): the user's automatic kinds are applied and the
 * user is told what arrived. Called by the email handler after the message's row is written.
 * SKELETON for the parallel build: the "act" engineer replaces this body.
 */
import type { Deps } from "../../deps";

export async function afterReceive(_deps: Deps, _userId: string, _inboxMessageId: string): Promise<void> {}
