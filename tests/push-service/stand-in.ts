/**
 * A stand-in push service for the workerd tests (issue 35, docs/decisions/060-web-push.md): an https server of
 * the tests' own on 127.0.0.1 with a self-signed certificate made at start with `openssl`. It runs in Node (the
 * vitest main process, started by vitest.config.ts, which points NODE_EXTRA_CA_CERTS at the certificate before
 * miniflare loads, so workerd trusts it as it trusts a real push service's).
 *
 * - `POST /push/<id>`: a push message as RFC 8030 sends it. Recorded (headers, body as base64) and answered with
 *   the next status queued for `<id>` (201 when none); a 429 with `Retry-After: 3600`.
 * - `PUT /control/<id>` with `{ "statuses": [429, 201] }`: the answers of the next pushes to `<id>`.
 * - `GET /control/<id>`: what `<id>` received, oldest first.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { join } from "node:path";

export type RecordedPush = { headers: Record<string, string>; body: string; at: number };

/** A certificate for 127.0.0.1 and localhost, valid for two days, in a fresh temporary folder. */
export function makeCertificate(): { certPath: string; keyPath: string } {
  const dir = mkdtempSync(join(os.tmpdir(), "offerpath-push-"));
  const certPath = join(dir, "cert.pem");
  const keyPath = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      keyPath,
      "-out",
      certPath,
    ],
    { stdio: "ignore" },
  );
  return { certPath, keyPath };
}

/** Starts the stand-in on 127.0.0.1 (`port` 0: any free one); resolves with its origin. */
export async function startPushStandIn(tls: { certPath: string; keyPath: string }, port = 0) {
  const statuses = new Map<string, number[]>();
  const received = new Map<string, RecordedPush[]>();
  const server = createServer({ cert: readFileSync(tls.certPath), key: readFileSync(tls.keyPath) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "https://127.0.0.1");
      const [, area, ...rest] = url.pathname.split("/");
      const id = decodeURIComponent(rest.join("/"));
      const body = Buffer.concat(chunks);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (area === "control" && req.method === "PUT") {
        statuses.set(id, (JSON.parse(body.toString("utf8") || "{}").statuses ?? []) as number[]);
        return json(200, { ok: true });
      }
      if (area === "control" && req.method === "GET") return json(200, received.get(id) ?? []);
      if (area === "push" && req.method === "POST") {
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]),
        );
        received.set(id, [...(received.get(id) ?? []), { headers, body: body.toString("base64"), at: Date.now() }]);
        const queue = statuses.get(id) ?? [];
        const status = queue.shift() ?? 201;
        // A 429 asks for an hour (Retry-After), as a busy push service may; the Worker waits at most 15 minutes.
        res.writeHead(status, {
          location: `https://127.0.0.1/message/${received.get(id)?.length}`,
          ...(status === 429 && { "retry-after": "3600" }),
        });
        return res.end();
      }
      json(404, { error: "unknown" });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  const { port: bound } = server.address() as AddressInfo;
  return { origin: `https://127.0.0.1:${bound}`, close: () => server.close() };
}
