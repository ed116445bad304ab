/**
 * `/jobs/{id}/offer` (issue 34): an application's offer written, read decoded and deleted through the API,
 * the owner's only; every field's bad value answered 400 with its own message; the deadline's reminders
 * armed, re-armed, fired the day before and the morning of, and cleared.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { at, emailsTo, runAt, userIn } from "../notifications/helpers";
import { api, signUp } from "../support";
import { jobOf, LETTER } from "./helpers";

const dueItemsOf = async (offerId: string) =>
  (
    await env.DB.prepare("SELECT id, kind, anchor, fire_at FROM due_items WHERE source_id = ? ORDER BY id")
      .bind(offerId)
      .all<{ id: string; kind: string; anchor: number; fire_at: number | null }>()
  ).results;

describe("the offer API", () => {
  it("writes an offer, reads it decoded, replaces it in place and deletes it", async () => {
    const user = await signUp();
    const jobId = await jobOf(user);
    const none = await api("GET", `/jobs/${jobId}/offer`, { token: user.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("This application has no offer");

    const put = await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: LETTER });
    expect([put.status, put.body.message]).toEqual([200, undefined]);
    expect(put.body.offer).toMatchObject({
      jobId,
      currency: "INR",
      deadline: "2027-02-10",
      state: "karnataka",
      metro: true,
    });
    expect(put.body.offer.fixed).toEqual({
      kind: "components",
      basic: 720000,
      hra: 360000,
      specialAllowance: 720000,
      otherAllowances: 0,
    });
    const decoded = put.body.decoded;
    // Fixed 18,00,000 + variable at target 2,00,000 + employer PF 12% of basic 86,400 + gratuity 4.81% of
    // basic 34,632 + insurance 15,000.
    expect(decoded.ctc.sum).toBe(2_136_032);
    expect(decoded.guaranteedCashYear1).toBe(1_800_000 + 100_000 - 86_400 + 160_000);
    for (const regime of [decoded.regimes.new, decoded.regimes.old]) {
      const months = regime.inHandMonths as number[];
      expect(months).toHaveLength(12);
      // The months are the fixed pay's take-home; with the variable after tax they make the year.
      const monthsPaise = Math.round(months.reduce((a, b) => a + b, 0) * 100);
      expect(monthsPaise).toBe(Math.round(regime.fixedInHandYear * 100));
      expect(monthsPaise + Math.round(regime.variableAfterTax * 100)).toBe(Math.round(regime.inHandYear * 100));
      expect(regime.variableAfterTax).toBeGreaterThan(0);
      expect(regime.variableAfterTax).toBeLessThanOrEqual(160_000);
    }
    expect(decoded.betterRegime.sentence).toMatch(/regime/);
    expect(decoded.years).toHaveLength(4);

    const got = await api("GET", `/jobs/${jobId}/offer?rentPerMonth=30000`, { token: user.token });
    expect(got.status).toBe(200);
    expect(got.body.offer._id).toBe(put.body.offer._id);
    expect(got.body.decoded.regimes.old.hraExemption).toBeGreaterThan(0);
    const bad = await api("GET", `/jobs/${jobId}/offer?rentPerMonth=-5`, { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("rentPerMonth: must be 0 or more");

    const again = await api("PUT", `/jobs/${jobId}/offer`, {
      token: user.token,
      body: { ...LETTER, fixed: { kind: "total", fixedTotal: 2000000, basicPercent: 40 } },
    });
    expect(again.status).toBe(200);
    expect(again.body.offer._id).toBe(put.body.offer._id);
    expect(again.body.offer.createdAt).toBe(put.body.offer.createdAt);
    expect(again.body.decoded.pay.basic).toBe(800000);

    const del = await api("DELETE", `/jobs/${jobId}/offer`, { token: user.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: "Offer deleted" });
    expect((await api("DELETE", `/jobs/${jobId}/offer`, { token: user.token })).status).toBe(404);
    expect((await api("GET", `/jobs/${jobId}`, { token: user.token })).status).toBe(200);
  });

  it("answers another user's job as not found and writes nothing to it", async () => {
    const owner = await signUp();
    const other = await signUp();
    const jobId = await jobOf(owner);
    await api("PUT", `/jobs/${jobId}/offer`, { token: owner.token, body: LETTER });
    for (const [method, body] of [["GET"], ["PUT", { ...LETTER, notes: "mine now" }], ["DELETE"]] as const) {
      const res = await api(method, `/jobs/${jobId}/offer`, { token: other.token, body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Job not found");
    }
    const mine = await api("GET", `/jobs/${jobId}/offer`, { token: owner.token });
    expect(mine.body.offer.notes).toBe("Reply to Asha");
    expect((await api("GET", "/jobs/nope/offer", { token: owner.token })).status).toBe(404);
    expect((await api("GET", `/jobs/${jobId}/offer`)).status).toBe(401);
  });

  it("refuses each field's negative, absurd or missing value with the field's message", async () => {
    const user = await signUp();
    const jobId = await jobOf(user);
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: undefined }, "Currency must be one of INR, USD, EUR, GBP, CAD, AUD, JPY"],
      [{ currency: "XYZ" }, "Currency must be one of INR, USD, EUR, GBP, CAD, AUD, JPY"],
      [{ fixed: undefined }, "Fixed pay is required: its components, or its total and the basic's percentage"],
      [{ fixed: { kind: "components", basic: "" } }, "fixed.basic: Basic pay is required"],
      [{ fixed: { kind: "components" } }, "fixed.basic: Basic pay is required"],
      [{ fixed: { kind: "components", basic: -1 } }, "fixed.basic: must be 0 or more"],
      [{ fixed: { kind: "components", basic: 2e9 } }, "fixed.basic: must be at most 1,00,00,00,000 (100 crore)"],
      [{ fixed: { kind: "components", basic: 1, hra: -1 } }, "fixed.hra: must be 0 or more"],
      [
        { fixed: { kind: "components", basic: 1, specialAllowance: "abc" } },
        "fixed.specialAllowance: must be a number",
      ],
      [
        { fixed: { kind: "components", basic: 1, otherAllowances: 1e10 } },
        "fixed.otherAllowances: must be at most 1,00,00,00,000 (100 crore)",
      ],
      [{ fixed: { kind: "total", basicPercent: 40 } }, "fixed.fixedTotal: Fixed pay is required"],
      [{ fixed: { kind: "total", fixedTotal: 100, basicPercent: 0 } }, "fixed.basicPercent: must be 1 or more"],
      [{ fixed: { kind: "total", fixedTotal: 100, basicPercent: 101 } }, "fixed.basicPercent: must be at most 100"],
      [{ variable: { target: -1 } }, "variable.target: must be 0 or more"],
      [{ variable: { expectedPayoutPercent: 201 } }, "variable.expectedPayoutPercent: must be at most 200"],
      [{ joiningBonus: { amount: -1 } }, "joiningBonus.amount: must be 0 or more"],
      [{ joiningBonus: { clawbackMonths: 61 } }, "joiningBonus.clawbackMonths: must be at most 60"],
      [{ joiningBonus: { clawbackMonths: 1.5 } }, "joiningBonus.clawbackMonths: must be a whole number"],
      [{ relocation: -1 }, "relocation: must be 0 or more"],
      [{ relocation: 1e12 }, "relocation: must be at most 1,00,00,00,000 (100 crore)"],
      [{ retentionBonus: { amount: -1 } }, "retentionBonus.amount: must be 0 or more"],
      [{ retentionBonus: { payableAfterMonths: 121 } }, "retentionBonus.payableAfterMonths: must be at most 120"],
      [
        {
          equity: {
            kind: "rsu",
            grant: { by: "units", units: 0, valuePerUnit: 1 },
            vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "quarter" },
          },
        },
        "equity.grant.units: Give the number of units granted",
      ],
      [
        {
          equity: {
            kind: "rsu",
            grant: { by: "value" },
            vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "year" },
          },
        },
        "equity.grant.value: Give the grant's value",
      ],
      [
        {
          equity: {
            kind: "esop",
            grant: { by: "value", value: 10 },
            vesting: { kind: "cliff", years: 1, cliffMonths: 13, every: "year" },
          },
        },
        "equity.vesting.cliffMonths: The cliff cannot be longer than the vesting period",
      ],
      [
        {
          equity: {
            kind: "esop",
            grant: { by: "value", value: 10 },
            vesting: { kind: "custom", percentsByYear: [50, 40] },
          },
        },
        "equity.vesting.percentsByYear: The years' percentages must add up to 100 (they add up to 90)",
      ],
      [{ employerPf: { basis: "amount", perYear: -1 } }, "employerPf.perYear: must be 0 or more"],
      [
        { gratuity: { basis: "amount", perYear: 1e10 } },
        "gratuity.perYear: must be at most 1,00,00,00,000 (100 crore)",
      ],
      [{ benefits: [{ label: "", perYear: 1 }] }, "benefits.0.label: Name the benefit"],
      [{ benefits: [{ label: "Insurance", perYear: -1 }] }, "benefits.0.perYear: must be 0 or more"],
      [{ statedCtc: -1 }, "statedCtc: must be 0 or more"],
      [{ noticePeriodDays: 366 }, "noticePeriodDays: must be at most 365"],
      [{ noticeBuyout: -1 }, "noticeBuyout: must be 0 or more"],
      [{ city: "x".repeat(101) }, "city: must be at most 100 characters"],
      [{ state: "ZZ" }, "state: Choose a state from the list"],
      [{ deadline: "2027-02-30" }, "deadline: is not a valid date"],
      [{ notes: "x".repeat(10001) }, "notes: must be at most 10000 characters"],
    ];
    const answers: [number, string][] = [];
    for (const [change] of cases) {
      const res = await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: { ...LETTER, ...change } });
      answers.push([res.status, res.body.message]);
    }
    expect(answers).toEqual(cases.map(([, message]) => [400, message]));
    expect((await api("GET", `/jobs/${jobId}/offer`, { token: user.token })).status).toBe(404);
  });

  it("decodes an offer in another currency as gross figures, no Indian tax", async () => {
    const user = await signUp();
    const jobId = await jobOf(user, "Globex");
    const res = await api("PUT", `/jobs/${jobId}/offer`, {
      token: user.token,
      body: {
        currency: "USD",
        fixed: { kind: "total", fixedTotal: 150000, basicPercent: 100 },
        employerPf: { basis: "none" },
        gratuity: { basis: "none" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.decoded.indianTax).toBe(false);
    expect(res.body.decoded.regimes).toBeNull();
    expect(res.body.decoded.taxYear).toBeNull();
    expect(res.body.decoded.years[0]).toMatchObject({ cash: 150000, inHand: null });
  });
});

describe("the offer's deadline reminders", () => {
  it("are armed by the deadline, fire the day before and the morning of at the digest hour, once", async () => {
    const user = await userIn("Asia/Kolkata");
    const jobId = await jobOf(user, "Initech");
    const put = await api("PUT", `/jobs/${jobId}/offer`, {
      token: user.token,
      body: { ...LETTER, deadline: "2027-03-10" },
    });
    const offerId = put.body.offer._id;
    const items = await dueItemsOf(offerId);
    expect(items.map((i) => [i.kind, i.anchor, i.fire_at])).toEqual([
      ["offer_deadline_day", at("2027-03-10T00:00:00Z"), null],
      ["offer_deadline_eve", at("2027-03-09T00:00:00Z"), null],
    ]);
    // Placed at 08:00 in Kolkata (02:30 UTC) of each day.
    await runAt(at("2027-03-08T12:00:00Z"));
    expect((await dueItemsOf(offerId)).map((i) => i.fire_at)).toEqual([
      at("2027-03-10T02:30:00Z"),
      at("2027-03-09T02:30:00Z"),
    ]);
    expect(await emailsTo(user.email)).toEqual([]);
    await runAt(at("2027-03-09T02:30:00Z"));
    await runAt(at("2027-03-09T02:35:00Z"));
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual([
      "Offer deadline tomorrow: Engineer at Initech",
    ]);
    await runAt(at("2027-03-10T02:30:00Z"));
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Offer deadline tomorrow: Engineer at Initech",
      "Offer deadline today: Engineer at Initech",
    ]);
    expect(mails[1].text).toContain("by 10 Mar 2027");
    expect(mails[1].text).toContain(`/jobs/${jobId}`);
    const notes = await api("GET", "/notifications", { token: user.token });
    expect(notes.body.notifications.map((n: { title: string; link: string }) => [n.title, n.link])).toEqual([
      ["Offer deadline today: Engineer at Initech", `/jobs/${jobId}`],
      ["Offer deadline tomorrow: Engineer at Initech", `/jobs/${jobId}`],
    ]);
  });

  it("are re-armed by a new deadline and cleared by none, by deleting the offer or its job", async () => {
    const user = await userIn("Asia/Kolkata");
    const jobId = await jobOf(user);
    const put = await api("PUT", `/jobs/${jobId}/offer`, {
      token: user.token,
      body: { ...LETTER, deadline: "2027-04-01" },
    });
    const offerId = put.body.offer._id;
    await runAt(at("2027-03-20T00:00:00Z"));
    await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: { ...LETTER, deadline: "2027-04-05" } });
    expect((await dueItemsOf(offerId)).map((i) => [i.anchor, i.fire_at])).toEqual([
      [at("2027-04-05T00:00:00Z"), null],
      [at("2027-04-04T00:00:00Z"), null],
    ]);
    // The old eve (31 March) passes with nothing sent.
    await runAt(at("2027-03-31T02:30:00Z"));
    expect(await emailsTo(user.email)).toEqual([]);

    await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: { ...LETTER, deadline: "" } });
    expect(await dueItemsOf(offerId)).toEqual([]);
    await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: { ...LETTER, deadline: "2027-04-05" } });
    expect(await dueItemsOf(offerId)).toHaveLength(2);
    await api("DELETE", `/jobs/${jobId}/offer`, { token: user.token });
    expect(await dueItemsOf(offerId)).toEqual([]);

    const again = await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: LETTER });
    expect(await dueItemsOf(again.body.offer._id)).toHaveLength(2);
    await api("DELETE", `/jobs/${jobId}`, { token: user.token });
    expect(await dueItemsOf(again.body.offer._id)).toEqual([]);
  });

  it("send nothing when the kind is switched off, and the settings list the kind", async () => {
    const user = await userIn("Asia/Kolkata");
    const jobId = await jobOf(user);
    const off = await api("PUT", "/notifications/settings", {
      token: user.token,
      body: { kinds: { offer_deadline: { inApp: false, email: false } } },
    });
    expect(off.status).toBe(200);
    // Push was left as it was (on by default: nothing is pushed until the user adds a device).
    expect(off.body.settings.kinds.offer_deadline).toEqual({ inApp: false, email: false, push: true });
    await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: { ...LETTER, deadline: "2027-05-10" } });
    await runAt(at("2027-05-08T00:00:00Z"));
    await runAt(at("2027-05-09T02:30:00Z"));
    await runAt(at("2027-05-10T02:30:00Z"));
    expect(await emailsTo(user.email)).toEqual([]);
  });
});
