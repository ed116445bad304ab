/**
 * SQL run straight on the e2e server's local D1 (`wrangler d1 execute --local --persist-to` its state
 * directory, scripts/e2e-server.sh), for set-ups no screen or API call makes. The running server holds the same
 * SQLite file: on a busy machine a write can meet its lock (SQLITE_BUSY), which is retried, a few times, after
 * a pause; the statement did not run then. Any other failure fails the journey at once.
 */
import { execFileSync } from "node:child_process";

const PORT = Number(process.env.E2E_PORT ?? 8788);
const ATTEMPTS = 5;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function localD1(sql: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        "npx",
        ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", `.wrangler/e2e-state-${PORT}`, "--command", sql],
        {
          stdio: "pipe",
          env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
        },
      );
      return;
    } catch (error) {
      const output = `${(error as { stdout?: Buffer }).stdout ?? ""}${(error as { stderr?: Buffer }).stderr ?? ""}`;
      if (attempt >= ATTEMPTS || !output.includes("SQLITE_BUSY")) throw error;
      pause(500 * attempt);
    }
  }
}
