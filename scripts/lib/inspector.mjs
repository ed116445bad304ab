/**
 * The Worker isolate's own V8 heap under `wrangler dev --inspector-port <port>`, through the Chrome DevTools
 * Protocol over WebSocket (Node's global WebSocket). Found out on wrangler 4.151:
 * - the proxy lists one target at `http://127.0.0.1:<port>/json` (`ws://127.0.0.1:<port>/ws`) and closes a
 *   connection without an `Origin` header from an allowed host (127.0.0.1, localhost, the DevTools sites),
 *   so the socket is opened with `Origin: http://127.0.0.1`;
 * - `Runtime.getHeapUsage` answers at once, idle or busy (`usedSize`: live objects and garbage not yet
 *   collected; `totalSize`: the heap V8 has reserved; `backingStorageSize`: ArrayBuffer stores);
 * - `HeapProfiler.collectGarbage` runs as a task of the isolate, so it answers only when the isolate next
 *   runs (an idle isolate never does): `gc()` sends it, then a cheap request to the app, and waits for both.
 */

export class Inspector {
  constructor(socket) {
    this.socket = socket;
    this.next = 0;
    this.pending = new Map();
    /** The text of each `console.log` of the Worker, once `Runtime.enable` was sent. */
    this.logs = [];
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.method === "Runtime.consoleAPICalled") {
        this.logs.push(message.params.args.map((arg) => arg.value ?? arg.description ?? "").join(" "));
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    });
  }

  /** Connects to the inspector proxy on `port` (retrying while wrangler dev starts). */
  static async connect(port, { timeoutMs = 30_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    let lastError;
    while (Date.now() < deadline) {
      try {
        const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
        const url = targets[0]?.webSocketDebuggerUrl;
        if (!url) throw new Error(`no target in ${JSON.stringify(targets)}`);
        const socket = new WebSocket(url, { headers: { Origin: "http://127.0.0.1" } });
        await new Promise((resolve, reject) => {
          socket.addEventListener("open", resolve, { once: true });
          socket.addEventListener("close", () => reject(new Error("the inspector closed the connection")), {
            once: true,
          });
        });
        return new Inspector(socket);
      } catch (error) {
        lastError = error;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    throw new Error(`no inspector on port ${port}: ${lastError?.message}`);
  }

  send(method, params = {}, timeoutMs = 30_000) {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        method,
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** `{ used, total, buffers }` in bytes: the isolate's heap now. */
  async heap() {
    const usage = await this.send("Runtime.getHeapUsage");
    return { used: usage.usedSize, total: usage.totalSize, buffers: usage.backingStorageSize ?? 0 };
  }

  /** A full collection, then the heap: `wake` makes the isolate run (a cheap request to the app). */
  async gc(wake) {
    const collected = this.send("HeapProfiler.collectGarbage");
    await new Promise((r) => setTimeout(r, 50));
    await wake();
    await collected;
    return this.heap();
  }

  /**
   * Runs `work` while asking for the heap back to back (each answer is one sample); the largest `used`
   * and `total` seen, and the number of samples.
   */
  async sampled(work) {
    let running = true;
    const peak = { used: 0, total: 0, buffers: 0, samples: 0 };
    const sampler = (async () => {
      while (running) {
        const h = await this.heap();
        peak.used = Math.max(peak.used, h.used);
        peak.total = Math.max(peak.total, h.total);
        peak.buffers = Math.max(peak.buffers, h.buffers);
        peak.samples++;
      }
    })();
    const started = Date.now();
    try {
      const result = await work();
      return { result, ms: Date.now() - started, peak };
    } finally {
      running = false;
      await sampler;
    }
  }

  close() {
    this.socket.close();
  }
}
