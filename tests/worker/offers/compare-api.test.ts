/**
 * `GET /offers` and `GET /offers/compare` (issue 34, api-contract.md §17), and the screens that call the
 * same domain functions: the caller's offers only, ids read and refused with the contract's messages.
 */

import { env } from "cloudflare:workers";
import { COMPARE_MESSAGES } from "@core/offers/compare";
import { decodeOffer } from "@core/offers/decode";
import { offerSchema } from "@core/offers/offer";
import { taxYearOn } from "@core/offers/tax-years";
import { describe, expect, it } from "vitest";
import { api, as, createJob, expectNoRawMarkup, page, signUpForWeb, XSS } from "../support";
import { insertOffer, LETTER } from "./raw-offers";

async function userWithOffers() {
  const user = await signUpForWeb();
  const acme = await createJob(user, { company: "Acme", position: "Engineer", status: "offer" });
  const globex = await createJob(user, { company: "Globex", position: "Lead", status: "offer" });
  const initech = await createJob(user, { company: "Initech", position: "Analyst", status: "offer" });
  const a = await insertOffer(user.userId, acme, { deadline: "2099-03-01" });
  const b = await insertOffer(user.userId, globex, {
    deadline: "2098-01-15",
    joiningBonus: { amount: 300_000, clawbackMonths: 12 },
    equity: {
      kind: "rsu",
      grant: { by: "value", value: 2_000_000 },
      vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "year" },
    },
  });
  const c = await insertOffer(user.userId, initech, {
    fixed: { kind: "total", fixedTotal: 1_500_000, basicPercent: 50 },
  });
  return { user, a, b, c };
}

const compare = (user: { token: string; ip: string }, query: string) =>
  api("GET", `/offers/compare?${query}`, as(user));

describe("GET /offers", () => {
  it("lists the caller's offers, dated first by deadline, with days left and the headline figures", async () => {
    const { user, a, b, c } = await userWithOffers();
    const other = await signUpForWeb();
    await insertOffer(other.userId, await createJob(other, { company: "Hooli" }), { deadline: "2097-01-01" });

    const res = await api("GET", "/offers", as(user));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.more).toBe(false);
    expect(res.body.offers.map((o: { _id: string }) => o._id)).toEqual([b, a, c]);
    const [first, , last] = res.body.offers;
    expect(first).toMatchObject({ company: "Globex", position: "Lead", status: "offer", currency: "INR" });
    const today = Date.parse(res.body.today);
    expect(first.daysLeft).toBe(Math.round((Date.parse("2098-01-15") - today) / 86_400_000));
    expect(last.deadline).toBeNull();
    expect(last.daysLeft).toBeNull();
    const decoded = decodeOffer(
      offerSchema.parse({ ...LETTER, fixed: { kind: "total", fixedTotal: 1_500_000, basicPercent: 50 } }),
      {},
      taxYearOn(res.body.today),
    );
    expect(last.ctc).toBe(decoded.ctc.asLetterCounts);
    expect(last.guaranteedCashYear1).toBe(decoded.guaranteedCashYear1);
  });

  it("answers 401 without a token", async () => {
    expect((await api("GET", "/offers")).status).toBe(401);
    expect((await api("GET", "/offers/compare?ids=a,b")).status).toBe(401);
  });
});

describe("GET /offers/compare", () => {
  it("compares two in the order asked, one row per figure with the best marked", async () => {
    const { user, a, b } = await userWithOffers();
    const res = await compare(user, `ids=${b},${a}`);
    expect(res.status).toBe(200);
    const cmp = res.body.comparison;
    expect(cmp.offers.map((o: { _id: string }) => o._id)).toEqual([b, a]);
    expect(cmp.offers[0]).toMatchObject({ label: "Globex, Lead", deadline: "2098-01-15" });
    expect(cmp.taxYear.id).toBe(taxYearOn(cmp.today).year.id);
    const row = (key: string) => cmp.rows.find((r: { key: string }) => r.key === key);
    // The same fixed pay: the monthly rows tie and mark nothing; the bonus and the equity win year 1 and four years.
    expect(row("inHandMonthlyNew").best).toEqual([false, false]);
    expect(row("year1").best).toEqual([true, false]);
    expect(row("total4").best).toEqual([true, false]);
    expect(cmp.cumulative.lines[0].points).toHaveLength(4);
    expect(cmp.cumulative.summary).toMatch(/^After four years Globex, Lead leads/);
    expect(cmp.assumptions.perOffer[0].lines).toContain(
      "RSUs worth ₹20,00,000, vesting over 4 years, 12-month cliff, then every year.",
    );
  });

  it("reads repeated ids as the form sends them, and the user's own figures for the old regime", async () => {
    const { user, a, b, c } = await userWithOffers();
    const plain = await compare(user, `ids=${a}&ids=${b}&ids=${c}`);
    expect(plain.status).toBe(200);
    expect(plain.body.comparison.offers).toHaveLength(3);
    const withRent = await compare(user, `ids=${a},${b},${c}&rentPerMonth=40000&other80C=150000`);
    expect(withRent.status).toBe(200);
    expect(withRent.body.comparison.inputs).toMatchObject({
      rentPerMonth: 40_000,
      other80C: 150_000,
      ageBand: "below-60",
    });
    const old = (body: typeof plain.body) =>
      body.comparison.rows.find((r: { key: string }) => r.key === "inHandMonthlyOld").values[0];
    expect(old(withRent.body)).toBeGreaterThan(old(plain.body));
    expect(withRent.body.comparison.assumptions.shared[0]).toMatch(/rent ₹40,000 a month/);
  });

  it("refuses too few, too many and malformed ids, and bad figures, with the contract's 400", async () => {
    const { user, a, b, c } = await userWithOffers();
    const cases: [string, string][] = [
      ["", COMPARE_MESSAGES.missing],
      ["ids=", COMPARE_MESSAGES.missing],
      [`ids=${a}`, COMPARE_MESSAGES.tooFew],
      [`ids=${a},${a}`, COMPARE_MESSAGES.tooFew],
      [`ids=${a},${b},${c},x1,x2`, COMPARE_MESSAGES.tooMany],
      [`ids=${a},${encodeURIComponent("<script>")}`, `"<script>" ${COMPARE_MESSAGES.badId}`],
      [`ids=${a},${b}&rentPerMonth=-5`, "rentPerMonth: must be 0 or more"],
      [`ids=${a},${b}&ageBand=young`, "ageBand: must be one of below-60, 60-to-79, 80-plus"],
    ];
    for (const [query, message] of cases) {
      const res = await compare(user, query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ success: false, message });
    }
  });

  it("answers 404 for another user's offer as for an unknown id, naming the ids", async () => {
    const { user, a } = await userWithOffers();
    const other = await signUpForWeb();
    const theirs = await insertOffer(other.userId, await createJob(other, { company: "Hooli" }));
    const foreign = await compare(user, `ids=${a},${theirs}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, message: `Offer not found: ${theirs}` });
    const unknown = await compare(user, `ids=${a},nosuchid1,nosuchid2`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Offers not found: nosuchid1, nosuchid2");
    // Nor may the other user reach this user's offer.
    expect((await compare(other, `ids=${theirs},${a}`)).status).toBe(404);
  });

  it("a stored letter that no longer reads is a 400 naming the application, never a 500; the list shows it without figures", async () => {
    const { user, a } = await userWithOffers();
    const job = await createJob(user, { company: "Broken Co" });
    await env.DB.prepare(
      "INSERT INTO offers (id, user_id, job_id, data, currency) VALUES ('brokenoffer1', ?, ?, '{}', 'INR')",
    )
      .bind(user.userId, job)
      .run();
    const res = await compare(user, `ids=${a},brokenoffer1`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The offer for Broken Co can no longer be read/);
    const list = await api("GET", "/offers", as(user));
    expect(list.body.offers.find((o: { _id: string }) => o._id === "brokenoffer1")).toMatchObject({
      ctc: null,
      inHandMonthly: null,
    });
  });
});

describe("the screens", () => {
  it("/offers lists the user's offers with their deadlines and a GET form to compare", async () => {
    const { user, a } = await userWithOffers();
    const res = await page("/offers", user.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Globex");
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/offers\/compare")/);
    expect(html).toContain(`value="${a}"`);
  });

  it("/offers/compare with repeated ids redirects to the bookmarkable ids=a,b and renders the table", async () => {
    const { user, a, b } = await userWithOffers();
    const repeated = await page(`/offers/compare?ids=${a}&ids=${b}&rentPerMonth=0`, user.cookie);
    expect(repeated.status).toBe(302);
    expect(repeated.headers.get("Location")).toBe(`/offers/compare?ids=${a},${b}`);
    const res = await page(`/offers/compare?ids=${a},${b}`, user.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Guaranteed cash in year 1");
    expect(html).toContain("Best");
    expect(html).toContain("<svg");
  });

  it("/offers/compare says what is wrong with the right status: 400 for the count, 404 for another user's offer", async () => {
    const { user, a } = await userWithOffers();
    const few = await page(`/offers/compare?ids=${a}`, user.cookie);
    expect(few.status).toBe(400);
    expect(await few.text()).toContain(COMPARE_MESSAGES.tooFew);
    const other = await signUpForWeb();
    const theirs = await insertOffer(other.userId, await createJob(other, { company: "Hooli" }));
    const foreign = await page(`/offers/compare?ids=${a},${theirs}`, user.cookie);
    expect(foreign.status).toBe(404);
    const html = await foreign.text();
    expect(html).toContain(`Offer not found: ${theirs}`);
    expect(html).not.toContain("Hooli");
  });
});

describe("stored XSS", () => {
  it("a company and a city with markup render as text on /offers and /offers/compare", async () => {
    const user = await signUpForWeb();
    const one = await createJob(user, { company: XSS.script, position: XSS.img });
    const two = await createJob(user, { company: "Plain" });
    const a = await insertOffer(user.userId, one, { city: XSS.img });
    const b = await insertOffer(user.userId, two);
    for (const path of ["/offers", `/offers/compare?ids=${a},${b}`]) {
      const res = await page(path, user.cookie);
      expect(res.status, path).toBe(200);
      expectNoRawMarkup(await res.text());
    }
  });
});
