declare namespace Cloudflare {
  interface Env {
    /** How many requests the fuzz sends in all (`npm run fuzz` sets 10,000); unset in `npm test`. */
    FUZZ_REQUESTS?: string;
    /** The fuzz's seed, to replay a failure. */
    FUZZ_SEED?: string;
  }
}
