/**
 * The app on local workerd for `npm run bench` and `npm run lighthouse`: a production build served by
 * `wrangler dev` on a free port over a fresh local D1/KV, accounts made through the real sign-up, and
 * large accounts seeded with a few INSERT … SELECT statements (the same shapes as the budget tests'
 * tests/worker/perf/seed.ts) through `wrangler d1 execute --local`. Every server is stopped by its
 * process group id.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const PASSWORD = "bench-password-1";
const DAY = 86_400_000;

export function step(label, cmd, args) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${label} failed (${result.status}):\n${result.stderr}`);
  console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A local app: `prepare()` builds and migrates, `start()`/`stop()` the server, `destroy()` removes its state. */
export class LocalApp {
  /**
   * `vars`: extra `--var`s for wrangler dev. By default passwords hash at a cheaper cost (2^10) so many
   * sign-ins stay quick; `npm run load` passes `{}` to measure the production cost.
   */
  constructor(port, name, { vars = { PASSWORD_HASH_COST: "10" }, inspectorPort } = {}) {
    this.vars = vars;
    /** With a port, wrangler dev's inspector proxy listens there (scripts/lib/inspector.mjs). */
    this.inspectorPort = inspectorPort;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.state = `.wrangler/${name}-state-${port}`;
    this.log = `.wrangler/${name}-server-${port}.log`;
    this.server = null;
  }

  prepare({ build = true } = {}) {
    process.chdir(ROOT);
    if (!existsSync(".dev.vars")) copyFileSync(".dev.vars.example", ".dev.vars");
    mkdirSync(".wrangler", { recursive: true });
    rmSync(this.state, { recursive: true, force: true });
    if (build) step("build", "npx", ["react-router", "build"]);
    step("migrations", "npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", this.state]);
  }

  async start() {
    const out = openSync(this.log, "a");
    // ENVIRONMENT=development: the X-Debug-D1 row counts answer; production ignores that header.
    this.server = spawn(
      "npx",
      [
        "wrangler",
        "dev",
        "--ip",
        "127.0.0.1",
        "--port",
        String(this.port),
        "--persist-to",
        this.state,
        "--var",
        "ENVIRONMENT:development",
        ...Object.entries(this.vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
        "--var",
        `APP_URL:${this.base}`,
        "--var",
        `ALLOWED_ORIGINS:${this.base}`,
        ...(this.inspectorPort ? ["--inspector-port", String(this.inspectorPort)] : []),
      ],
      { cwd: ROOT, env, detached: true, stdio: ["ignore", out, out] },
    );
    const started = Date.now();
    const deadline = started + 120_000;
    while (Date.now() < deadline) {
      if (this.server.exitCode !== null) throw new Error(`wrangler dev exited with ${this.server.exitCode}`);
      try {
        const res = await fetch(`${this.base}/api/v1/health`, { signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        if (res.status === 200) {
          console.log(
            `  server up on ${this.base}, pid ${this.server.pid} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the server did not come up in time");
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }

  /** Stops the server if it still runs (sync: safe in an exit handler). */
  kill() {
    if (this.server && this.server.exitCode === null) {
      try {
        process.kill(-this.server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }

  destroy() {
    rmSync(this.state, { recursive: true, force: true });
  }

  /** A new account through POST /api/v1/auth/register: its id and API token. */
  async signUp(tag, index) {
    const email = `${tag}-${Date.now().toString(36)}@example.test`;
    const res = await fetch(`${this.base}/api/v1/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `10.99.0.${index}` },
      body: JSON.stringify({ name: `Bench ${tag}`, email, password: PASSWORD }),
    });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`sign-up ${tag}: ${res.status} ${JSON.stringify(body)}`);
    return { tag, email, userId: body.user._id, token: body.token };
  }

  /** Signs in through the web form; the `op_session` cookie. */
  async webLogin(user, index) {
    const res = await fetch(`${this.base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: this.base,
        "CF-Connecting-IP": `10.99.1.${index}`,
      },
      body: new URLSearchParams({ email: user.email, password: PASSWORD }),
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("op_session="))
      ?.split(";")[0];
    if (res.status !== 302 || !cookie) throw new Error(`web sign-in ${user.tag}: ${res.status}`);
    return cookie;
  }

  /** Writes jobs, interviews, tasks and contacts for each user straight into local D1 (server stopped). */
  seed(users) {
    const sql = users.map(({ userId, size }) => seedSql(userId, size)).join("\n");
    const file = `${this.state}-seed.sql`;
    writeFileSync(file, sql);
    step(`seed ${users.map((u) => `${u.size.jobs} jobs`).join(", ")}`, "npx", [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      this.state,
      "--file",
      file,
      "--yes",
    ]);
    rmSync(file, { force: true });
  }
}

const seq = (n) => `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${Math.floor(n)})`;
const q = (s) => `'${String(s).replaceAll("'", "''")}'`;

/** A premium account's rows, as tests/worker/perf/seed.ts writes them (1 company in 100 is "Acme Corp"). */
export function seedSql(userId, size, now = Date.now()) {
  const u = q(userId);
  const today = Math.floor(now / DAY) * DAY;
  // A bulk load: without its analytics state the rollup's triggers skip the user's rows; the rollup is
  // built once at the end with the views the triggers use, at UTC's offset (docs/decisions/034).
  return `
UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ${u};
DELETE FROM analytics_state WHERE user_id = ${u};
${seq(size.contacts)}
INSERT INTO contacts (id, user_id, name, email, company, position, relationship, tags, last_contact_date, favorite, created_at, updated_at)
SELECT ${u} || '-c' || n, ${u}, CASE n % 2 WHEN 0 THEN 'Contact ' ELSE 'contact ' END || n, 'person' || n || '@example.test',
  CASE WHEN n % 20 = 0 THEN 'Acme Corp' ELSE 'Firm ' || (n % 37) END, 'Recruiter',
  CASE n % 6 WHEN 0 THEN 'recruiter' WHEN 1 THEN 'hiring-manager' WHEN 2 THEN 'colleague' WHEN 3 THEN 'referral' WHEN 4 THEN 'mentor' ELSE 'other' END,
  CASE WHEN n % 5 = 0 THEN '["python"]' ELSE '[]' END, CASE WHEN n % 3 = 0 THEN NULL ELSE ${now} - n * ${DAY} END,
  n % 7 = 0, ${now} - n * 60000, ${now} - n * 60000
FROM seq;
${seq(size.jobs)}
INSERT INTO jobs (id, user_id, company, position, status, job_type, application_date, priority, priority_rank, favorite, created_at, updated_at)
SELECT ${u} || '-j' || n, ${u},
  CASE WHEN n % 100 = 0 THEN 'Acme Corp' WHEN n % 3 = 0 THEN 'company ' || (n % 997) ELSE 'Company ' || (n % 997) END,
  'Engineer ' || n,
  CASE n % 7 WHEN 0 THEN 'applied' WHEN 1 THEN 'screening' WHEN 2 THEN 'interview' WHEN 3 THEN 'offer' WHEN 4 THEN 'rejected' WHEN 5 THEN 'withdrawn' ELSE 'saved' END,
  CASE n % 6 WHEN 0 THEN 'full-time' WHEN 1 THEN 'part-time' WHEN 2 THEN 'contract' WHEN 3 THEN 'internship' WHEN 4 THEN 'remote' ELSE 'other' END,
  ${today} - (n % 1000) * ${DAY},
  CASE n % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END, n % 3 + 1,
  n % 10 = 0, ${now} - n * 60000, ${now} - n * 60000
FROM seq;
${seq(size.interviews)}
INSERT INTO interviews (id, job_id, user_id, date, interview_type, with_person, created_at)
SELECT ${u} || '-i' || n, ${u} || '-j' || (n * 2 % ${Math.max(1, size.jobs)} + 1), ${u}, ${now} + (10 - n) * ${DAY / 2},
  CASE n % 5 WHEN 0 THEN 'phone' WHEN 1 THEN 'video' WHEN 2 THEN 'in-person' WHEN 3 THEN 'technical' ELSE 'other' END,
  'Interviewer ' || n, ${now} - n * 60000
FROM seq;
${seq(size.tasks)}
INSERT INTO tasks (id, user_id, title, description, status, priority, priority_rank, category, due_date, related_job_id, related_contact_id, completed_at, created_at, updated_at)
SELECT ${u} || '-t' || n, ${u}, 'Task ' || n || CASE WHEN n % 50 = 0 THEN ' for Acme' ELSE '' END, 'Follow up ' || n,
  CASE n % 4 WHEN 0 THEN 'pending' WHEN 1 THEN 'in-progress' WHEN 2 THEN 'completed' ELSE 'cancelled' END,
  CASE n % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END, n % 3 + 1,
  CASE n % 6 WHEN 0 THEN 'application' WHEN 1 THEN 'networking' WHEN 2 THEN 'interview-prep' WHEN 3 THEN 'skill-development' WHEN 4 THEN 'follow-up' ELSE 'other' END,
  CASE WHEN n % 10 = 0 THEN NULL ELSE ${now} + (n - 250) * ${DAY / 4} END,
  CASE WHEN n % 4 = 0 AND n <= ${size.jobs} THEN ${u} || '-j' || n ELSE NULL END,
  CASE WHEN n % 8 = 0 AND n <= ${size.contacts} THEN ${u} || '-c' || n ELSE NULL END,
  CASE WHEN n % 4 = 2 THEN ${now} ELSE NULL END, ${now} - n * 60000, ${now} - n * 60000
FROM seq;
DELETE FROM analytics_months WHERE user_id = ${u};
INSERT INTO analytics_state (user_id, offset_min, time_zone, built_at) VALUES (${u}, 0, 'UTC', ${now});
INSERT INTO analytics_months (user_id, month, data)
SELECT ${u}, month, json_group_object(key, total) FROM (
  SELECT month, key, sum(v) AS total FROM (
    SELECT month, key, v FROM analytics_job_keys WHERE user_id = ${u}
    UNION ALL SELECT month, key, v FROM analytics_interview_keys WHERE user_id = ${u}
    UNION ALL SELECT month, key, v FROM analytics_interaction_keys WHERE user_id = ${u}
    UNION ALL SELECT month, key, v FROM analytics_history_keys WHERE user_id = ${u}
  ) GROUP BY month, key HAVING sum(v) <> 0
) GROUP BY month;
UPDATE analytics_months SET totals = (
  SELECT json_group_object(k, t) FROM (
    SELECT substr(d.key, 4) AS k, sum(d.value) AS t FROM json_each(analytics_months.data) d GROUP BY substr(d.key, 4)
    UNION ALL
    SELECT d.key, d.value FROM json_each(analytics_months.data) d WHERE substr(d.key, 4) IN ('n', 'iv', 'in')
  )
) WHERE user_id = ${u};
`;
}
