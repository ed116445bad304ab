/**
 * What the landing page claims is what the code counts (issue 30): its figures come from the counts the
 * daily cron stores, each shown only past its floor and rounded down; no invented people; every mention of
 * the extension links to /extension; the banner says nothing the plans do not do.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetPublicPlans } from "@worker/domain/plans.server";
import { FIGURE_FLOORS, roundDownToTwoDigits, SITE_FIGURES_KEY } from "@worker/domain/site-figures.server";
import worker from "@worker/index";
import { afterEach, describe, expect, it } from "vitest";
import { createJob, page, signUp } from "../support";

/** The landing page rendered now (a query string skips the edge cache, which keeps a page five minutes). */
async function landing(): Promise<string> {
  forgetPublicPlans();
  const res = await page(`/?fresh=${crypto.randomUUID()}`);
  expect(res.status).toBe(200);
  return res.text();
}

const textOf = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The hero's figures as shown: "12,000+ accounts". */
function figures(html: string): string[] {
  const dl = /<dl aria-label="Offerpath in numbers"[\s\S]*?<\/dl>/.exec(html)?.[0];
  if (!dl) return [];
  return [...dl.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[2]} ${m[1]}`);
}

const seed = (counts: Record<string, number>) =>
  env.SESSIONS.put(SITE_FIGURES_KEY, JSON.stringify({ ...counts, countedAt: new Date().toISOString() }));

afterEach(async () => {
  await env.SESSIONS.delete(SITE_FIGURES_KEY);
});

describe("the landing page's figures", () => {
  it("shows none before anything is counted, and none of the old written ones", async () => {
    const html = await landing();
    expect(figures(html)).toEqual([]);
    const text = textOf(html);
    for (const written of ["10,000+", "250,000+", "5,000+", "85%", "success rate", "jobs landed"])
      expect(text).not.toContain(written);
  });

  it("shows none while every count is below its floor", async () => {
    await seed({ accounts: 999, applications: 9_999, offers: 99 });
    expect(figures(await landing())).toEqual([]);
  });

  it("shows each count past its floor, rounded down, with what it counts in words", async () => {
    await seed({ accounts: 12_345, applications: 250_999, offers: 157 });
    expect(figures(await landing())).toEqual([
      "12,000+ accounts",
      "2,50,000+ applications tracked",
      "150+ offers recorded",
    ]);
    await seed({ accounts: 1_000, applications: 9_999, offers: 120 });
    expect(figures(await landing())).toEqual(["1,000+ accounts", "120+ offers recorded"]);
  });

  it("rounds down to two significant digits, never up", () => {
    expect(roundDownToTwoDigits(12_999)).toBe(12_000);
    expect(roundDownToTwoDigits(1_999)).toBe(1_900);
    expect(roundDownToTwoDigits(100)).toBe(100);
    expect(roundDownToTwoDigits(109)).toBe(100);
    for (const floor of Object.values(FIGURE_FLOORS)) expect(roundDownToTwoDigits(floor)).toBe(floor);
  });

  it("the daily cron counts accounts, applications and offers from the database into the cache", async () => {
    const user = await signUp();
    await createJob(user, { company: "Counted Co", status: "offer" });
    await createJob(user, { company: "Saved Co", status: "saved" });
    const ctx = createExecutionContext();
    await worker.scheduled?.(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const stored = await env.SESSIONS.get<{ accounts: number; applications: number; offers: number }>(
      SITE_FIGURES_KEY,
      "json",
    );
    const truth = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM users) AS accounts, (SELECT COUNT(*) FROM jobs) AS applications,
         (SELECT COUNT(*) FROM jobs WHERE status = 'offer') AS offers`,
    ).first<{ accounts: number; applications: number; offers: number }>();
    expect(stored).toMatchObject({ ...truth });
    expect(truth?.offers).toBeGreaterThanOrEqual(1);
  });
});

describe("the landing page's other claims", () => {
  it("names no invented person: illustrative use cases, said to be so", async () => {
    const html = await landing();
    const text = textOf(html);
    for (const name of ["Priya Raman", "Arjun Mehta", "Sara Thomas"]) expect(text).not.toContain(name);
    expect(html).not.toMatch(/<blockquote|<figcaption/);
    expect(text).toContain("Illustrative examples, not customer stories.");
    const cases = html.slice(html.indexOf('id="use-cases"'));
    expect(cases.slice(0, cases.indexOf("</section>")).match(/<li\b/g)).toHaveLength(3);
  });

  it("every mention of the extension is in or beside a link to /extension", async () => {
    const html = await landing();
    const body = html
      .slice(html.indexOf("<body"), html.indexOf("</body>"))
      .replace(/<script\b[\s\S]*?<\/script>|<svg\b[\s\S]*?<\/svg>/g, "");
    // The innermost block (an item, a paragraph, a heading, a FAQ entry) around each mention must hold the link.
    const BLOCKS = new Set(["li", "p", "h1", "h2", "h3", "details", "dd", "a"]);
    const VOID = new Set(["br", "img", "input", "meta", "link", "hr", "source", "wbr"]);
    type Open = { tag: string; linksExtension: boolean; mentions: string[] };
    const stack: Open[] = [];
    const unlinked: string[] = [];
    let mentions = 0;
    for (const m of body.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*?)(\/?)>|([^<]+)/g)) {
      const [, closing, rawTag, attrs, selfClosing, text] = m;
      if (text !== undefined) {
        if (!/extension/i.test(text)) continue;
        mentions++;
        const block = [...stack].reverse().find((el) => BLOCKS.has(el.tag));
        if (block) block.mentions.push(text.trim());
        else unlinked.push(text.trim());
        continue;
      }
      const tag = rawTag.toLowerCase();
      if (closing) {
        const el = stack.pop();
        if (el?.tag !== tag) throw new Error(`unbalanced </${tag}> (open: ${el?.tag})`);
        if (el.mentions.length && !el.linksExtension) unlinked.push(...el.mentions);
        continue;
      }
      if (selfClosing || VOID.has(tag)) continue;
      const linksExtension = tag === "a" && /\bhref="\/extension"/.test(attrs);
      if (linksExtension) for (const el of stack) el.linksExtension = true;
      stack.push({ tag, linksExtension, mentions: [] });
    }
    expect(mentions).toBeGreaterThanOrEqual(3);
    expect(unlinked).toEqual([]);
  });

  it("the banner says what the plans are, not a limited-time offer", async () => {
    const html = await landing();
    const banner = textOf(/<aside[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "");
    expect(banner).toContain("The Free plan needs no card and has no end date");
    expect(textOf(html)).not.toMatch(/limited time|\bbeta\b/i);
  });
});
