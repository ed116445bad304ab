/**
 * "Sign in with Offerpath" for the browser extension (issue 25, contract §11.5): a signed-in web user asks
 * on /extension/connect for a session of its own for the extension, with the extension's 30-day access
 * token (contract §3.1). It is a session like any other: logout, a password change or a reset ends it.
 */
import type { Deps } from "../../deps";
import { createApiSession, type TokenPair } from "./sessions.server";
import { EXTENSION_ACCESS_TOKEN_TTL_SECONDS } from "./tokens.server";

export function createExtensionSession(deps: Deps, userId: string): Promise<TokenPair> {
  return createApiSession(deps, userId, EXTENSION_ACCESS_TOKEN_TTL_SECONDS);
}
