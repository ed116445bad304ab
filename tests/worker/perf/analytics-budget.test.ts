/**
 * Advanced analytics at 10,000 applications, 5,000 interviews, 500 tasks and 200 contacts (issue 23): the
 * /analytics page and each of contract §9's four endpoints read at most 2,000 rows in at most 2 D1 calls,
 * from the rollup (docs/decisions/034-analytics-rollups.md). The rollup's build, once per zone offset, is
 * measured and printed beside them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../support";
import { describeLog, type Meter, measure } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
const figures: Record<string, Meter> = {};

beforeAll(async () => {
  user = await seedUser();
}, 120_000);

const bearer = () => ({ headers: { Authorization: `Bearer ${user.token}` } });

describe("analytics reads at 10,000 applications", () => {
  it("the first read builds the rollup (once per zone offset), then the figures come from it", async () => {
    const { res, meter } = await measure("/api/v1/analytics/applications", bearer());
    expect(res.status).toBe(200);
    figures["GET /api/v1/analytics/applications, first read: builds the rollup"] = meter;
    const body = (await res.json()) as { data: { totalApplications: number } };
    const saved = Array.from({ length: 10_000 }, (_, i) => i + 1).filter((n) => n % 7 === 6).length;
    expect(body.data.totalApplications).toBe(10_000 - saved);
  }, 60_000);

  const PATHS = [
    ...["applications", "interviews", "tasks", "networking"].flatMap((area) =>
      ["all", "last-year", "last-week"].map((period) => `/api/v1/analytics/${area}?period=${period}`),
    ),
  ];

  it.each(PATHS)("GET %s: at most 2,000 rows in at most 2 D1 calls", async (path) => {
    const { res, meter } = await measure(path, bearer());
    expect(res.status).toBe(200);
    figures[`GET ${path}`] = meter;
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(2_000);
    expect(meter.calls, describeLog(meter)).toBeLessThanOrEqual(2);
  });

  it.each(["/analytics?period=all", "/analytics?period=last-year", "/analytics"])(
    "SSR %s: at most 2,000 rows in at most 2 D1 calls (the session check, then one batch)",
    async (path) => {
      const { res, meter } = await measure(path, { headers: { Cookie: user.cookie } });
      expect(res.status).toBe(200);
      figures[`SSR ${path}`] = meter;
      const html = await res.text();
      expect(html).not.toContain("Sample data");
      expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(2_000);
      expect(meter.calls, describeLog(meter)).toBeLessThanOrEqual(2);
    },
  );

  it("prints the figures", () => {
    const lines = Object.entries(figures).map(
      ([k, m]) => `| ${k} | ${m.rowsRead} | ${m.statements} | ${m.calls} | ${m.waves} |`,
    );
    console.log(
      ["| request | rows read | statements | D1 calls | waves |", "|---|---|---|---|---|", ...lines].join("\n"),
    );
  });
});
