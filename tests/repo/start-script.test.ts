/**
 * `npm start` (scripts/start.sh) as a newcomer meets it (issue 30): one line for the migrations instead of
 * wrangler's table reprinted after each one, a banner with every address on the port the app runs on, the
 * Worker's APP_URL and allowed origins following PORT, and the same build as the browser tests' server
 * (scripts/build-app.sh: the extension's packages that /extension links, then the app; the Playwright test
 * "the /extension page's two download links answer the extension's packages" fetches them from that server).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");
const run = (script: string, args: string[]) =>
  execFileSync("bash", [join(root, script), ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

describe("npm start's console", () => {
  const state = mkdtempSync(join(os.tmpdir(), "offerpath-migrate-"));
  afterAll(() => rmSync(state, { recursive: true, force: true }));

  it("applies the migrations with one line of output, then says the database is up to date", () => {
    const first = run("scripts/migrate-local.sh", ["--persist-to", state]);
    expect(first.trim().split("\n")).toHaveLength(1);
    expect(first).toMatch(/^ {2}Database: (\d+) of \1 migrations applied now \(log: \.wrangler\/migrations\.log\)\n$/);
    expect(first).not.toContain("│");
    const again = run("scripts/migrate-local.sh", ["--persist-to", state]);
    expect(again).toMatch(/^ {2}Database: up to date, \d+ migrations/);
  }, 120_000);

  it("prints every address a newcomer needs on the port it runs on", () => {
    const feed = "http://localhost:9123/calendar/abc.ics";
    const inbox = "abcdefghijklmnopqrstuvwxyz@in.offerpath.app";
    const banner = run("scripts/start-banner.sh", ["9123", feed, inbox]);
    for (const address of [
      "http://localhost:9123/login",
      "demo@offerpath.app / demo-pass-123",
      "http://localhost:9123/u/demo",
      feed,
      "http://localhost:9123/notifications",
      "http://localhost:9123/inbox",
      `curl --data-binary @scripts/inbox/sample.eml "http://localhost:9123/cdn-cgi/local/email?from=asha.demo@example.com&to=${inbox}"`,
      "http://localhost:9123/developers/api",
      "http://localhost:9123/api/v1/openapi.json",
      "http://localhost:9123/extension",
      "SELECT datetime(created_at/1000,'unixepoch') AS at, to_address, subject FROM email_outbox",
      'curl "http://localhost:9123/cdn-cgi/handler/scheduled?cron=17+3+*+*+*"',
      'curl "http://localhost:9123/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"',
    ])
      expect(banner, address).toContain(address);
    expect(banner).not.toContain("8787");
  });

  it("runs the Worker, the seed and the build as the tests' server does, on PORT", () => {
    const start = read("scripts/start.sh");
    expect(start).toContain('export APP_URL="http://localhost:$PORT"');
    expect(start).toMatch(
      /wrangler dev --port "\$PORT".*\n.*--var "APP_URL:\$APP_URL" --var "ALLOWED_ORIGINS:\$ORIGINS"/,
    );
    expect(start).toContain("bash scripts/migrate-local.sh\n");
    expect(start).not.toMatch(/wrangler d1 migrations apply/);
    expect(start).toContain('bash scripts/start-banner.sh "$PORT" "$feed"');
    // The one build step both run: the extension's packages, then the app.
    expect(start).toContain("bash scripts/build-app.sh\n");
    expect(start).not.toMatch(/react-router build/);
    expect(read("scripts/e2e-server.sh")).toContain("bash scripts/build-app.sh");
    expect(read("scripts/build-app.sh")).toContain("npm run build:extension");
    // The seed prints the demo feed's address from APP_URL, which start.sh exports before it runs.
    expect(read("scripts/seed-demo.ts")).toContain("process.env.APP_URL");
  });
});
