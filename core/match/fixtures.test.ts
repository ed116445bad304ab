/** The fixed resume/posting pairs (fixtures.ts): exactly these terms found and missed, every time. */
import { describe, expect, it } from "vitest";
import { FIXTURE_NOW, FIXTURES } from "./fixtures";
import { MATCH_ENGINE_VERSION, matchResume } from "./index";

const sorted = (a: string[]) => [...a].sort();

describe("fixed resume/posting pairs", () => {
  it("has at least 20 pairs", () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(20);
  });

  for (const f of FIXTURES) {
    it(f.name, () => {
      const r = matchResume(f.posting, f.resume, { now: FIXTURE_NOW });
      const labels = (importance: string, found: boolean) =>
        sorted(r.terms.filter((t) => t.importance === importance && t.found === found).map((t) => t.label));
      expect(labels("required", true)).toEqual(sorted(f.required.matched));
      expect(labels("required", false)).toEqual(sorted(f.required.missing));
      expect(labels("preferred", true)).toEqual(sorted(f.preferred.matched));
      expect(labels("preferred", false)).toEqual(sorted(f.preferred.missing));
      if (f.experience) {
        expect(r.experience.askedYears).toBe(f.experience.asked);
        expect(r.experience.shownYears).toBe(f.experience.shown);
      }

      expect(r.required).toEqual({
        matched: f.required.matched.length,
        total: f.required.matched.length + f.required.missing.length,
      });
      expect(r.preferred).toEqual({
        matched: f.preferred.matched.length,
        total: f.preferred.matched.length + f.preferred.missing.length,
      });
      // Every fixture's posting asks for something: a score, an integer 0-100.
      expect(r.score !== null && Number.isInteger(r.score) && r.score >= 0 && r.score <= 100).toBe(true);
      expect(r.engineVersion).toBe(MATCH_ENGINE_VERSION);
      for (const t of r.terms) {
        // Each term quotes a sentence of the posting, and a found one a sentence of the resume.
        expect(f.posting).toContain(t.postingSentence);
        if (t.found) expect(f.resume).toContain(t.resumeSentence);
        else expect(t.resumeSentence).toBeNull();
        if (t.matchedAs) expect(t.resumeSentence).toContain(t.matchedAs);
      }
      // Deterministic: the same texts give the same result.
      expect(matchResume(f.posting, f.resume, { now: FIXTURE_NOW })).toEqual(r);
    });
  }

  it("explains the Java posting term by term", () => {
    const r = matchResume(FIXTURES[0].posting, FIXTURES[0].resume, { now: FIXTURE_NOW });
    const kafka = r.terms.find((t) => t.key === "kafka");
    expect(kafka).toMatchObject({
      label: "Kafka",
      kind: "skill",
      importance: "required",
      found: true,
      postingSentence: "Hands-on experience with Kafka and Redis",
      resumeSentence: "Skills: Java, Spring Boot, Spring Data JPA, Hibernate, PostgreSQL, Kafka, Docker, Jenkins, Git",
      matchedAs: null,
    });
    expect(r.experience).toEqual({
      askedYears: 4,
      shownYears: 6,
      met: true,
      postingSentence: "4-7 years of experience in Java development",
      resumeSentence: "Summary: Backend engineer with 6 years of experience building Java microservices.",
    });
    expect(r.summary).toBe("10 of 13 required terms, 0 of 1 preferred, experience asked 4+ years, resume shows 6");
    expect(r.score).toBe(68);
  });
});
