/**
 * Token primitives. Access tokens are HS256 JWTs (hono/jwt) carrying the user and session ids: 15
 * minutes, or 30 days for browser extensions, which never refresh (docs/decisions/010). Every other
 * secret we hand out (refresh tokens, reset tokens, cookie secrets) is random bytes of which only a
 * SHA-256 is stored.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { sign, verify } from "hono/jwt";
import type { Deps } from "../../deps";
import { isExtensionOrigin } from "../../lib/extension-origin";
import { signText } from "../../lib/signing";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const EXTENSION_ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The lifetime of an access token issued to a request with this `Origin` header (contract §3.1): 30
 * days for a browser extension, 15 minutes otherwise. Every bearer call checks the session, so a long
 * token still dies with its session.
 */
export function accessTokenTtlFor(origin: string | null | undefined): number {
  return isExtensionOrigin(origin) ? EXTENSION_ACCESS_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
}

const encoder = new TextEncoder();

export function randomToken(bytes = 32): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function sha256Hex(value: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(value)));
}

export function hashesEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return x.length === y.length && constantTimeEqual(x, y);
}

/** The successor of a refresh token, derived with a server key so it never needs storing in clear. */
export function deriveSuccessor(secret: string, token: string): string {
  return signText(secret, `refresh:${token}`);
}

export type AccessClaims = { userId: string; sessionId: string };

export type AccessTokenOptions = {
  /** From `accessTokenTtlFor`; 15 minutes when absent. */
  ttlSeconds?: number;
  /** The session's end: the token never outlives it. */
  notAfter?: Date;
};

export async function issueAccessToken(
  deps: Deps,
  claims: AccessClaims,
  { ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, notAfter }: AccessTokenOptions = {},
): Promise<string> {
  const iat = Math.floor(deps.now().getTime() / 1000);
  let exp = iat + ttlSeconds;
  if (notAfter) exp = Math.min(exp, Math.floor(notAfter.getTime() / 1000));
  return sign({ sub: claims.userId, sid: claims.sessionId, iat, exp }, deps.config.JWT_SECRET, "HS256");
}

/** Verifies signature (HS256 only) and expiry against the injected clock; null for anything wrong. */
export async function verifyAccessToken(deps: Deps, token: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, deps.config.JWT_SECRET, { alg: "HS256", exp: false, iat: false, nbf: false });
    const now = Math.floor(deps.now().getTime() / 1000);
    if (typeof payload.exp !== "number" || payload.exp <= now) return null;
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
