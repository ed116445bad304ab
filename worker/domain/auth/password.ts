/**
 * Password hashing: scrypt with an OWASP password-storage cheat-sheet parameter set (N=2^14, r=8, p=5,
 * 16 MiB), through node:crypto, which is native in workerd under nodejs_compat and fits a Worker's
 * memory. The algorithm and its parameters are stored beside each hash (`scrypt$N$r$p$salt$hash`), so
 * they can be raised later: `needsRehash` tells when a stored hash is weaker than today's setting.
 * The cost (log2 N) comes from config (`PASSWORD_HASH_COST`): production refuses anything below
 * `PRODUCTION_HASH_COST`, tests run with a cheap one. Verification always uses the stored parameters.
 * This module imports only worker/lib (with its .ts extension) so scripts (the demo seed) can use it under plain Node.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { PRODUCTION_HASH_COST } from "../../lib/password-cost.ts";

/** log2 N of the production parameter set; config refuses less in production. */
export { PRODUCTION_HASH_COST };

export const SCRYPT_PARAMS = { N: 2 ** PRODUCTION_HASH_COST, r: 8, p: 5, keyLength: 32 } as const;

export const PASSWORD_MIN_LENGTH = 6;
/** A sensible maximum: long passphrases are fine, megabyte "passwords" are a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** The N for a cost (log2 N); the production cost when none is given. */
function costToN(cost: number | undefined): number {
  return 2 ** (cost ?? PRODUCTION_HASH_COST);
}

/** Hashes with the given cost (log2 N; config's `PASSWORD_HASH_COST`), production's by default. */
export async function hashPassword(password: string, cost?: number): Promise<string> {
  const { r, p, keyLength } = SCRYPT_PARAMS;
  const N = costToN(cost);
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split("$");
  if (algo !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash is weaker than the given cost (production's by default). */
export function needsRehash(stored: string, cost?: number): boolean {
  const [algo, n, r, p] = stored.split("$");
  const { r: R, p: P } = SCRYPT_PARAMS;
  return algo !== "scrypt" || Number(n) < costToN(cost) || Number(r) < R || Number(p) < P;
}
