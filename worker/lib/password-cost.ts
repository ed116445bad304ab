/**
 * The scrypt cost (log2 N) production must use at least: below both config (which refuses a lower
 * `PASSWORD_HASH_COST` in production) and the password hashing of the auth domain.
 */
export const PRODUCTION_HASH_COST = 14;
