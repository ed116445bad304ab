/**
 * What the server signs with its own secret (SESSION_SECRET): refresh-token successors, the contact
 * form's render time, unsubscribe links, calendar feed secrets. HMAC-SHA256 of a message that starts with
 * its purpose ("unsubscribe:v1:…", "calendar-feed:…"), so a value signed for one use is no good for
 * another. Imports only @oslojs, so the demo seed (plain Node) can run it too.
 */
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

const encoder = new TextEncoder();

/** HMAC-SHA256 of `message` under `secret`, base64url without padding (43 characters). */
export function signText(secret: string, message: string): string {
  return encodeBase64urlNoPadding(hmac(SHA256, encoder.encode(secret), encoder.encode(message)));
}

/** Whether `signature` (base64url) is `message`'s under `secret`, compared in constant time; false when it is not base64url. */
export function signatureMatches(secret: string, message: string, signature: string): boolean {
  let given: Uint8Array;
  try {
    given = decodeBase64urlIgnorePadding(signature);
  } catch {
    return false;
  }
  const expected = hmac(SHA256, encoder.encode(secret), encoder.encode(message));
  return given.length === expected.length && constantTimeEqual(given, expected);
}
