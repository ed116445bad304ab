/**
 * The owner marker of a signed-in page (docs/decisions/059): the service worker keeps the last copy of
 * /today under it and drops that copy when a page of another account arrives. A digest of the user's id,
 * so the header names nobody; not a secret, and never a credential.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";

export const OWNER_HEADER = "X-Offerpath-Owner";

export function ownerMarker(userId: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`offerpath-owner:${userId}`))).slice(0, 32);
}
