declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The stand-in push service's https origin (tests/push-service/stand-in.ts). */
    PUSH_SERVICE_ORIGIN: string;
    /** "off" in the tests alone (vitest.config.ts): the stand-in is no browser's push service (worker/config.ts). */
    PUSH_ENDPOINT_ALLOWLIST: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../../worker/index");
  }
}
