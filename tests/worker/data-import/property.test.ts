/**
 * A fast-check property (issue 22): for random accounts, export JSON → import into an empty account →
 * export again gives the same content apart from ids and timestamps. The account is built by importing a
 * random export-shaped file into a Premium account (no plan limit), then exported for real.
 */
import { env, exports } from "cloudflare:workers";
import { INTERACTION_METHODS, INTERVIEW_TYPES, JOB_STATUSES, PRIORITIES, TASK_STATUSES } from "@core/enums";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, type SignedUp, signUp } from "../support";

/** No control characters (the forms refuse or drop them); `lines` keeps tab, line feed and carriage return. */
const clean = (s: string, lines = false) =>
  ![...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return c < 0x20 && !(lines && (c === 9 || c === 10 || c === 13));
  });
const text = (max: number) =>
  fc.string({ unit: "grapheme", minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0 && clean(s));
const day = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 11, 31) }).map((ms) => {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
});
const minute = fc
  .integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2026, 11, 31) / 60_000 })
  .map((m) => new Date(m * 60_000).toISOString());

/** A random account as an export-shaped file: links only to records in it. */
const account = fc
  .record({
    jobs: fc.array(
      fc.record({
        company: text(40),
        position: text(40),
        status: fc.constantFrom(...JOB_STATUSES),
        priority: fc.constantFrom(...PRIORITIES),
        favorite: fc.boolean(),
        salary: fc.record({ min: fc.nat(500_000), max: fc.nat(500_000), currency: fc.constantFrom("INR", "USD") }),
        applicationDate: day,
        notes: fc.string({ maxLength: 60 }).filter((s) => clean(s, true)),
        interviews: fc.array(
          fc.record({
            date: minute,
            interviewType: fc.constantFrom(...INTERVIEW_TYPES),
            withPerson: fc.string({ maxLength: 20 }).filter((s) => clean(s)),
          }),
          { maxLength: 2 },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    contacts: fc.array(
      fc.record({
        name: text(30),
        interactions: fc.array(
          fc.record({
            date: minute,
            method: fc.constantFrom(...INTERACTION_METHODS),
            notes: fc.string({ maxLength: 30 }).filter((s) => clean(s)),
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 3 },
    ),
    tasks: fc.array(
      fc.record({ title: text(30), status: fc.constantFrom(...TASK_STATUSES), job: fc.nat(), contact: fc.nat() }),
      { maxLength: 3 },
    ),
    links: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
  })
  .map((a) => {
    const jobId = (i: number) => `j${i}`;
    const contactId = (i: number) => `c${i}`;
    const related = (ci: number) =>
      [
        ...new Set(
          a.links.filter(([c]) => c % Math.max(a.contacts.length, 1) === ci).map(([, j]) => j % a.jobs.length),
        ),
      ].map(jobId);
    return {
      format: "offerpath-export",
      version: 1,
      exportedAt: "2026-11-20T10:00:00.000Z",
      profile: { name: "Random", email: "random@example.com" },
      jobs: a.jobs.map(({ interviews, ...j }, i) => ({
        id: jobId(i),
        ...j,
        interviews: interviews.map((v, n) => ({ id: `${jobId(i)}-v${n}`, ...v, notes: "" })),
      })),
      contacts: a.contacts.map((c, i) => ({
        id: contactId(i),
        name: c.name,
        relatedJobIds: related(i),
        interactions: c.interactions.map((x, n) => ({ id: `${contactId(i)}-x${n}`, ...x })),
      })),
      tasks: a.tasks.map((t, i) => ({
        id: `t${i}`,
        title: t.title,
        status: t.status,
        relatedJobId: jobId(t.job % a.jobs.length),
        relatedContactId: a.contacts.length ? contactId(t.contact % a.contacts.length) : null,
      })),
      documents: [],
      payments: [],
    };
  });

async function exportOf(user: SignedUp): Promise<any> {
  const res = await exports.default.fetch(`${ORIGIN}/api/v1/export?format=json`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** An export without ids and timestamps: links become the names of what they link to. */
function content(file: any) {
  const jobName = new Map<string, string>(file.jobs.map((j: any) => [j.id, `${j.company}|${j.position}`]));
  const contactName = new Map<string, string>(file.contacts.map((c: any) => [c.id, c.name]));
  const strip = ({ id, createdAt, updatedAt, ...rest }: any) => rest;
  const sorted = <T>(list: T[]) => list.map((x) => JSON.stringify(x)).sort();
  return {
    jobs: sorted(
      file.jobs.map((j: any) => ({
        ...strip(j),
        contactPersonId: j.contactPersonId ? contactName.get(j.contactPersonId) : null,
        interviews: j.interviews.map(strip),
      })),
    ),
    contacts: sorted(
      file.contacts.map((c: any) => ({
        ...strip(c),
        relatedJobIds: c.relatedJobIds.map((id: string) => jobName.get(id)).sort(),
        interactions: c.interactions.map(strip),
      })),
    ),
    tasks: sorted(
      file.tasks.map((t: any) => ({
        ...strip(t),
        relatedJobId: t.relatedJobId ? jobName.get(t.relatedJobId) : null,
        relatedContactId: t.relatedContactId ? contactName.get(t.relatedContactId) : null,
      })),
    ),
  };
}

async function premiumUser(): Promise<SignedUp> {
  const user = await signUp();
  await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(user.userId).run();
  return user;
}

describe("export → import → export", () => {
  it("gives the same content apart from ids and timestamps, for random accounts", async () => {
    await fc.assert(
      fc.asyncProperty(account, async (file) => {
        const a = await premiumUser();
        const seeded = await api("POST", "/import/json", { token: a.token, body: file });
        expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
        const first = await exportOf(a);
        const b = await premiumUser();
        const imported = await api("POST", "/import/json", { token: b.token, body: first });
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        expect(imported.body.skipped).toEqual([]);
        const second = await exportOf(b);
        expect(content(second)).toEqual(content(first));
      }),
      { numRuns: Number(env.FUZZ_REQUESTS ? 40 : 12), seed: 20261126 },
    );
  });
});
