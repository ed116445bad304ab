import { describe, expect, it } from "vitest";
import { matchView } from "./match-view";

const POSTING = "We build services in Python and SQL.\nWe run on Kubernetes and Docker.";
const RESUME = "Built pipelines in Python.\nRan k8s clusters and Redis.";

describe("the popup's match (the app's engine, shipped in the extension)", () => {
  it("lists what the resume lacks and what it shows, with the resume's sentence and its own spelling", () => {
    const view = matchView(POSTING, RESUME);
    expect(view).not.toBeNull();
    const missing = view?.missing.map((t) => t.key);
    const matched = view?.matched.map((t) => t.key);
    expect(missing).toEqual(expect.arrayContaining(["sql", "docker"]));
    expect(matched).toEqual(expect.arrayContaining(["python", "kubernetes"]));
    expect(missing).not.toContain("python");
    const k8s = view?.matched.find((t) => t.key === "kubernetes");
    expect(k8s?.resumeSentence).toBe("Ran k8s clusters and Redis.");
    expect(k8s?.matchedAs).toBe("k8s");
    expect(view?.score).toBeGreaterThan(0);
    expect(view?.score).toBeLessThan(100);
  });

  it("is null when there is no description or no resume text", () => {
    expect(matchView("  ", RESUME)).toBeNull();
    expect(matchView(POSTING, "")).toBeNull();
  });
});
