declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The stand-in push service's https origin (tests/push-service/stand-in.ts). */
    PUSH_SERVICE_ORIGIN: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../../worker/index");
  }
}
