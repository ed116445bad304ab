/** The shipped dictionary: its size, one entry per alias, and the spellings the issue names. */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compile, dictionary } from "./dictionary";
import { DICTIONARY_DATA } from "./dictionary-data";
import { tokenise } from "./normalise";
import { scan } from "./scan";

/** The label of the entry a text's first term is, or null. */
function termOf(text: string): string | null {
  const d = dictionary();
  const hits = scan(tokenise(text), d);
  return hits.length === 0 ? null : d.entries[hits[0].entry].label;
}

describe("dictionary", () => {
  it("has at least 1,500 distinct canonical skills and tools", () => {
    const d = dictionary();
    const skills = new Set(d.entries.filter((e) => e.kind === "skill").map((e) => e.key));
    expect(skills.size).toBeGreaterThanOrEqual(1500);
    expect(new Set(d.entries.map((e) => e.key)).size).toBe(d.entries.length);
  });

  it("maps no alias to two entries", () => {
    expect(dictionary().conflicts).toEqual([]);
  });

  it("reports an alias claimed by two entries, and drops a stem two entries share", () => {
    const d = compile("# skill test\nAlpha|shared\nBeta|Shared\nPuppet\nPuppeteer");
    expect(d.conflicts).toEqual([{ key: "shared", labels: ["Alpha", "Beta"] }]);
    expect(d.sharedStems).toContain("puppet");
  });

  it("covers every kind and the categories of the market", () => {
    const d = dictionary();
    expect(d.entries.filter((e) => e.kind === "certification").length).toBeGreaterThan(150);
    expect(d.entries.filter((e) => e.kind === "education").length).toBeGreaterThan(40);
    const categories = new Set(d.entries.map((e) => e.category));
    for (const c of [
      "frontend",
      "cloud and devops",
      "data and ai",
      "finance and accounting",
      "sales and marketing",
      "human resources",
      "operations and supply chain",
      "healthcare",
      "design",
      "legal",
    ]) {
      expect(categories).toContain(c);
    }
  });

  it("reads the spellings the issue names as one skill", () => {
    const cases: [string, string][] = [
      ["k8s", "Kubernetes"],
      ["Kubernetes", "Kubernetes"],
      ["JS", "JavaScript"],
      ["Postgres", "PostgreSQL"],
      ["MS Excel", "Excel"],
      ["Microsoft Excel", "Excel"],
      ["Skills: Node, React", "Node.js"],
      ["Node.js", "Node.js"],
      ["GCP", "Google Cloud"],
      ["Google Cloud Platform", "Google Cloud"],
      ["Tally ERP 9", "Tally"],
      ["TallyPrime", "Tally"],
      ["Tally Prime", "Tally"],
      ["SAP FICO", "SAP FICO"],
      ["SAP FI/CO", "SAP FICO"],
      ["SAP MM", "SAP MM"],
      ["SAP SD", "SAP SD"],
      ["Zoho CRM", "Zoho CRM"],
      ["Zoho Books", "Zoho Books"],
      ["Busy accounting", "Busy Accounting Software"],
      ["Marg ERP", "Marg ERP"],
      ["GST filing", "GST filing"],
      ["GSTR-3B", "GST filing"],
      ["Naukri RMS", "Naukri RMS"],
      ["Resdex", "Naukri RMS"],
      ["AWS Certified Solutions Architect", "AWS Certified Solutions Architect"],
      ["PMP", "PMP"],
      ["B.Tech", "B.Tech / B.E."],
      ["Ph.D.", "PhD"],
    ];
    for (const [text, label] of cases) expect([text, termOf(text)]).toEqual([text, label]);
  });

  it("is small enough to ship in the browser and the extension", () => {
    const gzip = gzipSync(Buffer.from(DICTIONARY_DATA)).length;
    // docs/match.md states the figure; the budget leaves room to grow.
    expect(gzip).toBeLessThan(40 * 1024);
  });
});
