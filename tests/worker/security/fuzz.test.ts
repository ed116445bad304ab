/**
 * Property-based fuzz (fast-check, seeded) of every API endpoint and every web action with hostile
 * JSON, hostile forms, hostile query strings and cookies. For every request: never a 5xx, never a
 * change to the victim's rows, and the isolate still serves a normal signed-in request afterwards.
 *
 * `npm test` runs a few hundred requests; `npm run fuzz` runs 10,000 (FUZZ_REQUESTS). Replay a
 * failure with FUZZ_SEED=<seed printed in the failure> npm run fuzz.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addInterview,
  api,
  createJob,
  EVIL,
  FILES,
  ORIGIN,
  PASSWORD,
  send,
  sessionCookieFrom,
  signUpForWeb,
  snapshot,
  upload,
  userWithJob,
} from "../support";

const TOTAL_REQUESTS = Number(env.FUZZ_REQUESTS || 300);
const SEED = Number(env.FUZZ_SEED || 20260606);
const PROPERTIES = 3;
const RUNS = Math.max(1, Math.ceil(TOTAL_REQUESTS / PROPERTIES));
/** Generous: one case (request + checks) takes ~50 ms alone, several times that on busy shared cores. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 1000);

type Attacker = Awaited<ReturnType<typeof userWithJob>> & { documentId: string };

/** A user with a job, an interview and a document linked to the job. */
async function userWithDocument(opts: { company?: string } = {}): Promise<Attacker> {
  const user = await userWithJob(opts);
  return { ...user, documentId: await addDocument(user) };
}

async function addDocument(user: { token: string; ip: string; jobId: string }): Promise<string> {
  const res = await upload(user, FILES.pdf(), "cv.pdf", { path: `/jobs/${user.jobId}/documents` });
  if (res.status !== 200) throw new Error(`document upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.document._id;
}

let attacker: Attacker;
let victim: Attacker & { secret: string };
let monitor: Awaited<ReturnType<typeof signUpForWeb>>;
let victimBefore = "";
const statuses = new Map<number, number>();
let requests = 0;
const startedAt = Date.now();

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED}, ${RUNS} runs x ${PROPERTIES} properties (FUZZ_REQUESTS=${TOTAL_REQUESTS})`);
  attacker = await userWithDocument();
  // The victim's password is in no generator pool, so only a hole could touch their rows.
  const v = await userWithDocument({ company: "Victim Co" });
  const secret = `victim-${crypto.randomUUID()}`;
  const changed = await api("PATCH", "/auth/update-password", {
    token: v.token,
    body: { currentPassword: PASSWORD, newPassword: secret },
  });
  if (changed.status !== 200) throw new Error(`victim password change failed: ${changed.status}`);
  const login = await send("/login", {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": v.ip },
    body: new URLSearchParams({ email: v.email, password: secret }).toString(),
  });
  victim = { ...v, secret, token: changed.body.token, cookie: sessionCookieFrom(login) };
  monitor = await signUpForWeb();
  victimBefore = await snapshot(victim.userId);
}, 60_000);

// ---------------------------------------------------------------- generators

const KNOWN_KEYS = [
  "company",
  "position",
  "status",
  "jobType",
  "jobLocation",
  "jobDescription",
  "jobUrl",
  "notes",
  "salary",
  "min",
  "max",
  "currency",
  "applicationDate",
  "priority",
  "favorite",
  "contactPerson",
  "date",
  "interviewType",
  "withPerson",
  "followUpDate",
  "email",
  "password",
  "name",
  "timeZone",
  "refreshToken",
  "currentPassword",
  "newPassword",
  "_id",
  "user",
  "userId",
  "currentPlan",
  "createdAt",
  "interviewHistory",
  "page",
  "limit",
  "sort",
  "search",
  "handle",
  "headline",
  "targetRoles",
  "enabled",
  "showCompanies",
  "emailEnabled",
  "digestMode",
  "digestHour",
  "kinds",
  "unread",
  "followUp",
];
const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
];

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const SPECIAL_STRINGS = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-0",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "2026-13-01",
  "0000-01-01",
  "2026-05-01T10:99",
  "2030-02-30T10:00Z",
  "2026-06-01T10:00",
  "2026-01-15",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00.000Z",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "<script>alert(1)</script>",
  "\u0000",
  "\uD800",
  "\u202E",
  "🙂".repeat(60),
  "Europe/London",
  "Not/AZone",
  "applied",
  "offer",
  "saved",
  "full-time",
  "phone",
  "high",
  "profile",
  "password",
  "delete",
  "create",
  "regenerate",
  "off",
  "status",
  "favorite",
  PASSWORD,
  "%",
  "_",
  "\\",
  "'; DROP TABLE jobs; --",
  "a@b.c",
  "99999999999999999999",
  "-1",
  "1e308",
];

const bigString = fc.constantFrom(1_000, 70_000, 120_000, 300_000).map((n) => "x".repeat(n));

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: bigString },
);

const number = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 0, 2 ** 53 + 2, -1, 1.5, 5e-324, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 6 }),
  ),
}));

/** Shapes close to real bodies, so that fuzzing reaches past the first validation. */
const bodyLike = fc.record(
  {
    company: fc.oneof(text, jsonValue),
    position: fc.oneof(text, jsonValue),
    status: fc.oneof(fc.constantFrom("applied", "offer", "saved", "nope"), jsonValue),
    salary: fc.oneof(fc.record({ min: number, max: number, currency: text }, { requiredKeys: [] }), jsonValue),
    applicationDate: fc.oneof(text, number, fc.constant(null)),
    date: fc.oneof(text, number),
    followUpDate: fc.oneof(text, fc.constant(null)),
    interviewType: fc.oneof(fc.constantFrom("phone", "video", "other"), text),
    notes: text,
    favorite: fc.oneof(fc.boolean(), scalar),
    email: fc.oneof(text, fc.constant(`user-${SEED}@example.test`)),
    password: text,
    name: text,
    timeZone: text,
    refreshToken: fc.oneof(text, jsonValue),
    currentPassword: text,
    newPassword: text,
    _id: text,
    user: text,
    ["__proto__"]: jsonValue,
  },
  { requiredKeys: [] },
);

const RAW_BODIES = [
  '{"salary":{"min":1e999,"max":-1e999}}',
  '{"company":"A","position":"B","salary":{"min":-0}}',
  '{"__proto__":{"notes":"PWNED"},"company":"A","position":"B"}',
  '{"constructor":{"prototype":{"notes":"PWNED"}}}',
  "[",
  "{",
  "null",
  "[]",
  '"string"',
  "1e308",
  "\uFEFF{}",
  '{"a":1,"a":2}',
  '{"company":"\\ud800","position":"\\udfff"}',
  `{"notes":"${"\\u0000".repeat(100)}"}`,
];

const jsonBody = fc.oneof(
  { weight: 4, arbitrary: bodyLike.map((b) => JSON.stringify(b)) },
  { weight: 3, arbitrary: jsonValue.map((v) => JSON.stringify(v) ?? "null") },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

type Target = "ownJob" | "victimJob" | "ownInterview" | "victimInterview" | "junk";
const idSlot = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Target>("ownJob", "ownInterview") },
  { weight: 3, arbitrary: fc.constantFrom<Target>("victimJob", "victimInterview") },
  { weight: 2, arbitrary: fc.constant<Target>("junk") },
);
const junkId = fc.oneof(
  fc.constantFrom("%00", "..%2F..", "a".repeat(600), "%F0%9F%99%82", "null", "0", "-1", "%", "%25", "'"),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

function resolveId(slot: Target, junk: string, kind: "job" | "interview" | "document"): string {
  if (slot === "junk") return junk;
  const owner = slot.startsWith("victim") ? victim : attacker;
  return kind === "job" ? owner.jobId : kind === "document" ? owner.documentId : owner.interviewId;
}

function fillPath(template: string, jobSlot: Target, interviewSlot: Target, junk: string): string {
  return template
    .replace(":id", resolveId(jobSlot, junk, "job"))
    .replace(":iid", resolveId(interviewSlot, junk, "interview"))
    .replace(":did", resolveId(interviewSlot, junk, "document"))
    .replace(":token", junk || "token");
}

const API_ENDPOINTS: [string, string][] = [
  ["POST", "/auth/register"],
  ["POST", "/auth/login"],
  ["POST", "/auth/logout"],
  ["GET", "/auth/me"],
  ["POST", "/auth/refresh-token"],
  ["POST", "/auth/forgot-password"],
  ["GET", "/auth/check-reset-token/:token"],
  ["POST", "/auth/reset-password/:token"],
  ["PATCH", "/auth/update-profile"],
  ["PATCH", "/auth/update-password"],
  ["POST", "/auth/validate"],
  ["GET", "/auth/check-session"],
  ["GET", "/auth/check-extension-auth"],
  ["GET", "/jobs"],
  ["GET", "/jobs/lookup"],
  ["POST", "/jobs"],
  ["GET", "/jobs/:id"],
  ["GET", "/jobs/:id/match"],
  ["POST", "/match"],
  ["GET", "/match/resume"],
  ["PATCH", "/jobs/:id"],
  ["PUT", "/jobs/:id"],
  ["DELETE", "/jobs/:id"],
  ["POST", "/jobs/:id/interviews"],
  ["PATCH", "/jobs/:id/interviews/:iid"],
  ["DELETE", "/jobs/:id/interviews/:iid"],
  ["GET", "/documents"],
  ["POST", "/documents"],
  ["GET", "/documents/:did"],
  ["PATCH", "/documents/:did"],
  ["DELETE", "/documents/:did"],
  ["GET", "/documents/:did/content"],
  ["GET", "/documents/:did/text"],
  ["PUT", "/documents/:did/text"],
  ["POST", "/jobs/:id/documents"],
  ["DELETE", "/jobs/:id/documents/:did"],
  ["POST", "/import/json"],
  ["POST", "/import/csv"],
  ["GET", "/export"],
  ["GET", "/analytics/dashboard"],
  ["GET", "/calendar"],
  ["POST", "/calendar/regenerate"],
  ["DELETE", "/calendar"],
  ["GET", "/profiles"],
  ["PUT", "/profiles"],
  ["GET", "/profiles/view/:token"],
  ["GET", "/analytics/applications"],
  ["GET", "/analytics/interviews?period=last-week"],
  ["GET", "/analytics/tasks"],
  ["GET", "/analytics/networking?period=all"],
  ["GET", "/analytics/answers?period=last-3-months"],
  ["GET", "/notifications"],
  ["GET", "/notifications/unread-count"],
  ["PATCH", "/notifications/:id/read"],
  ["PATCH", "/notifications/mark-all-read"],
  ["DELETE", "/notifications/:id"],
  ["DELETE", "/notifications/delete-all-read"],
  ["GET", "/notifications/settings"],
  ["PUT", "/notifications/settings"],
  ["POST", "/notifications/unsubscribe/:token"],
  ["GET", "/push"],
  ["POST", "/push/subscriptions"],
  ["DELETE", "/push/subscriptions/:id"],
  ["GET", "/contacts?followUp=due"],
  ["GET", "/offers"],
  ["GET", "/offers/compare?ids=:id,:did"],
  ["GET", "/offers/compare?ids=:id&ids=:iid&rentPerMonth=:token"],
  ["GET", "/openapi.json"],
  ["OPTIONS", "/jobs"],
  ["POST", "/no/such/route"],
];

const WEB_ACTIONS = [
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password/:token",
  "/logout",
  "/profile",
  "/applications",
  "/jobs/new",
  "/jobs/edit/:id",
  "/jobs/:id",
  "/jobs/:id/delete",
  "/jobs/:id/interviews/new",
  "/jobs/:id/interviews/edit/:iid",
  "/jobs/:id/interviews/:iid/delete",
  "/documents/upload",
  "/extension/connect",
  "/documents/edit/:did",
  "/documents/:did/delete",
  "/profile/data/import",
  "/profile/data/import/csv/:id",
  "/profile/calendar",
  "/profile/public",
  "/notifications",
  "/profile/notifications",
  "/unsubscribe/:token",
];

const WEB_PAGES = [
  ...WEB_ACTIONS,
  "/",
  "/dashboard",
  "/today",
  "/analytics",
  "/analytics?period=last-year",
  "/signup",
  "/terms-of-use",
  "/developers/api",
  "/extension",
  "/jobs/:id?returnTo=x",
  "/jobs/:id?matchDoc=:did",
  "/documents",
  "/documents?page=2",
  "/documents/:did/download",
  "/profile/data",
  "/profile/data/export",
  "/profile/data/export?format=zip",
  "/profile/data/import/csv/:id/outcome",
  "/profile/data/import/csv/:id/skipped.csv",
  "/jobs/:id/interviews/:iid/calendar.ics",
  "/calendar/:token",
  "/calendar/:token.ics",
  "/u/:token",
  "/notifications?unread=true&page=2",
  "/contacts?followUp=due",
  "/offers",
  "/offers?ids=:id",
  "/offers/compare?ids=:id,:did",
  "/offers/compare?ids=:id&ids=:iid&ageBand=:token",
  "/nowhere",
];

const FORM_NAMES = [
  "email",
  "password",
  "confirmPassword",
  "name",
  "timeZone",
  "remember",
  "redirectTo",
  "intent",
  "jobId",
  "documentId",
  "status",
  "favorite",
  "returnTo",
  "js",
  "company",
  "position",
  "jobLocation",
  "jobType",
  "applicationDate",
  "salary.min",
  "salary.max",
  "salary.currency",
  "jobUrl",
  "jobDescription",
  "notes",
  "priority",
  "contactPerson",
  "date",
  "interviewType",
  "withPerson",
  "followUpDate",
  "currentPassword",
  "newPassword",
  "handle",
  "headline",
  "targetRoles",
  "locations",
  "showCompanies",
];
const HOSTILE_FORM_NAMES = [
  "__proto__.notes",
  "__proto__[notes]",
  "constructor.prototype.notes",
  "salary.__proto__.min",
  "salary[min]",
  "salary[]",
  "salary.min.x",
  "a..b",
  ".",
  "[",
  "]",
  "salary",
  "__proto__",
  "toString",
  "notes[0]",
  "intent",
];

const formName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FORM_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_FORM_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);
const formValue = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom("ownJob", "victimJob") },
);
const formFields = fc.array(fc.tuple(formName, formValue), { maxLength: 10 });

/** Header values must be bytes: keep them printable. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c)).slice(0, 8192);

type CookieKind = "attacker" | "none" | "junk";
const cookieKind = fc.oneof(
  { weight: 6, arbitrary: fc.constant<CookieKind>("attacker") },
  { weight: 1, arbitrary: fc.constant<CookieKind>("none") },
  { weight: 2, arbitrary: fc.constant<CookieKind>("junk") },
);
const junkCookie = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => `op_session=${headerSafe(s)}`),
  fc.constantFrom(
    `op_session=${"a".repeat(600)}.${"b".repeat(43)}`,
    "op_session=x; op_session=y",
    "op_session=%E2%98",
    "op_session=",
    "op_session",
    `op_session=${"z".repeat(5000)}`,
    "=; ; ;;",
    "__proto__=1; constructor=2",
  ),
);

function cookieFor(kind: CookieKind, junk: string): string | undefined {
  if (kind === "attacker") return attacker.cookie;
  if (kind === "junk") return junk;
  return undefined;
}

type AuthKind = "attacker" | "none" | "junk";
const authKind = fc.oneof(
  { weight: 6, arbitrary: fc.constant<AuthKind>("attacker") },
  { weight: 1, arbitrary: fc.constant<AuthKind>("none") },
  { weight: 1, arbitrary: fc.constant<AuthKind>("junk") },
);

const queryString = fc.oneof(
  fc
    .dictionary(
      key,
      text.map((t) => t.slice(0, 2000)),
      { maxKeys: 5 },
    )
    .map((d) => new URLSearchParams(d).toString()),
  fc.constantFrom(
    "page=99999999999999999999&limit=99999999",
    "page=-1&limit=0",
    "page[]=1&limit[x]=2",
    "__proto__[x]=1&constructor.prototype.x=1",
    "search=%25%5F%5C&sort=priority-high",
    "status=all&jobType=&favorite=true&search=",
    "search=%F0%9F%99",
    "redirectTo=%2F%2Fevil.example",
    "url=javascript%3Aalert(1)&url=https%3A%2F%2Fa.example%2F%3Futm_source%3D%27%3B--",
    `url=https://x.example/${"%00".repeat(900)}`,
    `search=${"%".repeat(3000)}`,
  ),
);

const BOUNDARY = "----fuzz-boundary-7MA4YWxkTrZu0gW";

/**
 * A well-formed multipart body built by hand, names escaped as browsers do (", CR and LF
 * percent-encoded): workerd's own FormData refuses to serialize some names (one ending in "\\").
 */
function multipart(pairs: [string, string][]): string {
  const escapeName = (name: string) => name.replace(/\r\n|\r|\n/g, "%0D%0A").replace(/"/g, "%22");
  const parts = pairs.map(
    ([n, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapeName(n)}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

// ---------------------------------------------------------------- the property

const MAY_END_ATTACKER_SESSION = /logout|password|profile|login|register|refresh-token|reset/;

/** Re-creates the attacker's session or rows when the fuzz itself ended or deleted them. */
async function keepAttackerAlive(path: string) {
  const row = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM jobs WHERE id = ?) AS job, (SELECT count(*) FROM interviews WHERE id = ?) AS interview, (SELECT count(*) FROM users WHERE id = ?) AS user",
  )
    .bind(attacker.jobId, attacker.interviewId, attacker.userId)
    .first<{ job: number; interview: number; user: number }>();
  let alive = row?.user === 1;
  if (alive && MAY_END_ATTACKER_SESSION.test(path)) {
    const me = await api("GET", "/auth/me", { token: attacker.token });
    const web = await api("GET", "/auth/check-session", { headers: { Cookie: attacker.cookie } });
    alive = me.status === 200 && web.body.isAuthenticated === true;
  }
  if (!alive) {
    attacker = await userWithDocument();
    return;
  }
  if (row?.job !== 1) {
    await env.DB.prepare("DELETE FROM jobs WHERE user_id = ?").bind(attacker.userId).run();
    attacker = { ...attacker, jobId: await createJob(attacker) };
    attacker = { ...attacker, interviewId: await addInterview(attacker, attacker.jobId) };
  } else if (row?.interview !== 1) {
    attacker = { ...attacker, interviewId: await addInterview(attacker, attacker.jobId) };
  }
  const doc = await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE id = ?")
    .bind(attacker.documentId)
    .first<{ n: number }>();
  if (doc?.n !== 1) attacker = { ...attacker, documentId: await addDocument(attacker) };
}

/** Access tokens live 15 minutes and a long run lasts longer: renew the monitor's and the attacker's. */
let tokensIssuedAt = Date.now();
async function renewOldTokens() {
  if (Date.now() - tokensIssuedAt < 10 * 60 * 1000) return;
  const renewed = await api("POST", "/auth/refresh-token", { body: { refreshToken: monitor.refreshToken } });
  if (renewed.status !== 200) throw new Error(`monitor refresh failed: ${renewed.status}`);
  monitor = { ...monitor, token: renewed.body.token, refreshToken: renewed.body.refreshToken };
  attacker = await userWithDocument();
  tokensIssuedAt = Date.now();
}

/** Sends one fuzzed request and checks the three properties. */
async function check(label: string, path: string, init: RequestInit) {
  requests++;
  if (requests % 1000 === 0)
    console.log(`fuzz: ${requests} requests, ${Math.round((Date.now() - startedAt) / 1000)} s`);
  const res = await send(path, init);
  const body = await res.text();
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) {
    throw new Error(
      `5xx: ${label} ${init.method ?? "GET"} ${path.slice(0, 200)} -> ${res.status} ${body.slice(0, 300)}`,
    );
  }
  const after = await snapshot(victim.userId);
  if (after !== victimBefore) {
    throw new Error(`victim's rows changed after ${label} ${init.method ?? "GET"} ${path.slice(0, 200)}`);
  }
  await renewOldTokens();
  const health = await api("GET", "/jobs?limit=1", { token: monitor.token });
  if (health.status !== 200) {
    throw new Error(`isolate stopped serving after ${label} ${path.slice(0, 200)}: ${health.status}`);
  }
  await keepAttackerAlive(path);
}

const params = (runs: number) => ({ seed: SEED, numRuns: runs, endOnFailure: true });

describe("fuzz: never a 5xx, never another user's data, always the next request", () => {
  it(
    "fuzz: every API endpoint with hostile JSON bodies, ids, queries and tokens",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...API_ENDPOINTS),
          idSlot,
          idSlot,
          junkId,
          jsonBody,
          queryString,
          authKind,
          fc.constantFrom(
            "application/json",
            "application/json; charset=utf-8",
            "APPLICATION/JSON",
            "text/plain",
            "",
            `multipart/form-data; boundary=${BOUNDARY}`,
          ),
          async ([method, template], jobSlot, interviewSlot, junk, body, query, auth, type) => {
            const path = `/api/v1${fillPath(template, jobSlot, interviewSlot, junk)}${query ? `?${query}` : ""}`;
            const headers: Record<string, string> = { "CF-Connecting-IP": `10.9.${requests % 7}.1` };
            if (auth === "attacker") headers.Authorization = `Bearer ${attacker.token}`;
            if (auth === "junk") headers.Authorization = `Bearer ${headerSafe(junk)}`;
            if (type) headers["Content-Type"] = type;
            const hasBody = method !== "GET" && method !== "OPTIONS";
            await check("api", path, { method, headers, body: hasBody ? body : undefined });
          },
        ),
        params(RUNS),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "fuzz: every web action with hostile form bodies, field names and cookies",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...WEB_ACTIONS),
          idSlot,
          idSlot,
          junkId,
          formFields,
          fc.constantFrom("urlencoded", "multipart"),
          cookieKind,
          junkCookie,
          fc.constantFrom(ORIGIN, ORIGIN, ORIGIN, EVIL, "none"),
          async (template, jobSlot, interviewSlot, junk, fields, encoding, cookie, junkC, origin) => {
            const path = fillPath(template, jobSlot, interviewSlot, junk);
            const pairs = fields.map(([n, v]): [string, string] => [
              n,
              v === "ownJob" ? attacker.jobId : v === "victimJob" ? victim.jobId : v,
            ]);
            const headers: Record<string, string> = { "CF-Connecting-IP": `10.8.${requests % 7}.1` };
            const c = cookieFor(cookie, junkC);
            if (c) headers.Cookie = c;
            if (origin !== "none") headers.Origin = origin;
            let body: BodyInit;
            if (encoding === "urlencoded") {
              headers["Content-Type"] = "application/x-www-form-urlencoded";
              body = new URLSearchParams(pairs).toString();
            } else {
              headers["Content-Type"] = `multipart/form-data; boundary=${BOUNDARY}`;
              body = multipart(pairs);
            }
            await check("web", path, { method: "POST", headers, body });
          },
        ),
        params(RUNS),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "fuzz: every screen and cookie check with hostile query strings and cookies",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...WEB_PAGES) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                "/api/v1/auth/check-session",
                "/api/v1/auth/check-extension-auth",
                "/api/v1/jobs",
                "/api/v1/jobs/:id",
                "/api/v1/documents",
                "/api/v1/documents/:did/content",
                "/api/v1/export",
              ),
            },
          ),
          idSlot,
          idSlot,
          junkId,
          queryString,
          cookieKind,
          junkCookie,
          async (template, jobSlot, interviewSlot, junk, query, cookie, junkC) => {
            const base = fillPath(template, jobSlot, interviewSlot, junk);
            const path = `${base}${base.includes("?") ? "&" : "?"}${query}`;
            const headers: Record<string, string> = {};
            const c = cookieFor(cookie, junkC);
            if (c) headers.Cookie = c;
            if (path.startsWith("/api/") && cookie === "attacker") headers.Authorization = `Bearer ${attacker.token}`;
            await check("page", path, { headers });
          },
        ),
        params(RUNS),
      );
    },
    TIMEOUT_MS,
  );

  it("fuzz: summary (every request answered below 500)", () => {
    const table = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.log(`fuzz: seed ${SEED}, ${requests} requests, statuses ${table.join(" ")}`);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  });
});
