/** Aliases, word boundaries, stems and the rules for ambiguous names (scan.ts). */
import { describe, expect, it } from "vitest";
import { dictionary } from "./dictionary";
import { tokenise } from "./normalise";
import { scan } from "./scan";

/** The labels of the terms a text names, in order. */
function labels(text: string): string[] {
  const d = dictionary();
  return scan(tokenise(text), d).map((h) => d.entries[h.entry].label);
}

describe("word boundaries", () => {
  it("does not read Java in JavaScript, nor JavaScript in Java", () => {
    expect(labels("Skills: JavaScript")).toEqual(["JavaScript"]);
    expect(labels("Skills: Java")).toEqual(["Java"]);
    expect(labels("Java and JavaScript")).toEqual(["Java", "JavaScript"]);
  });

  it("keeps C, C# and C++ apart", () => {
    expect(labels("Languages: C, C#, C++")).toEqual(["C", "C#", "C++"]);
    expect(labels("Strong C++ and C# skills")).toEqual(["C++", "C#"]);
  });

  it("keeps .NET, ASP.NET and Node.js whole", () => {
    expect(labels("ASP.NET Core, .NET 8 and Node.js")).toEqual(["ASP.NET Core", ".NET Core", "Node.js"]);
    expect(labels("CI/CD with GitHub Actions")).toEqual(["CI/CD", "GitHub Actions"]);
  });

  it("matches no alias across punctuation", () => {
    expect(labels("AWS (EC2, S3)")).toEqual(["Amazon Web Services", "Amazon EC2", "Amazon S3"]);
    expect(labels("AWS EC2")).toEqual(["Amazon EC2"]);
  });
});

describe("aliases and stems", () => {
  it("reads plurals and inflections of an alias", () => {
    expect(labels("We maintain design systems")).toEqual(["Design systems"]);
    expect(labels("Our Design System")).toEqual(["Design systems"]);
    expect(labels("recruiting and onboarding")).toEqual(["Recruitment", "Onboarding"]);
  });

  it("does not take a word that only shares a stem", () => {
    expect(labels("Excellent communication")).toEqual(["Communication skills"]);
    expect(labels("Experience designing APIs")).toEqual([]);
    expect(labels("Degree in Business or a related field")).toEqual(["Bachelor's degree"]);
    // "=Accounting": the account of a customer is not accounting.
    expect(labels("key account management")).toEqual(["Account management"]);
    expect(labels("accounting")).toEqual(["Accounting"]);
  });
});

describe("ambiguous names", () => {
  it("reads R, Go and C only as names in a list or beside another term", () => {
    expect(labels("Programming in R and SAS")).toEqual(["R", "SAS"]);
    expect(labels("Skills: R")).toEqual(["R"]);
    expect(labels("R. Shah, Mumbai")).toEqual([]);
    expect(labels("We go above and beyond")).toEqual([]);
    expect(labels("Go, Rust and Python")).toEqual(["Go", "Rust", "Python"]);
    expect(labels("Go is a plus")).toEqual([]);
    expect(labels("C and C++ on microcontrollers")).toEqual(["C", "C++", "Microcontrollers"]);
    expect(labels("Grade C in physics")).toEqual([]);
  });

  it("reads Excel only as the tool, never the verb", () => {
    expect(labels("Excel at inventory control")).toEqual(["Inventory management"]);
    expect(labels("we excel in Python")).toEqual(["Python"]);
    expect(labels("Tools: Excel, Word")).toEqual(["Excel", "Microsoft Word"]);
    expect(labels("MS Excel")).toEqual(["Excel"]);
  });

  it("needs a capital, and no hyphen, for a name that is also a word", () => {
    expect(labels("Apache Spark and Hive")).toEqual(["Apache Spark", "Apache Hive"]);
    expect(labels("Experience with Spark")).toEqual(["Apache Spark"]);
    expect(labels("a spark of curiosity")).toEqual([]);
    expect(labels("go-to-market with SQL")).toEqual(["Go-to-market", "SQL"]);
    expect(labels("Go-to-market")).toEqual(["Go-to-market"]);
  });

  it("reads two-letter degrees only in capitals, beside another term", () => {
    expect(labels("BE / B.Tech in any stream")).toEqual(["B.Tech / B.E.", "B.Tech / B.E."]);
    expect(labels("Be ready to learn Python")).toEqual(["Python"]);
    expect(labels("Qualification: CA")).toEqual(["CA"]);
    expect(labels("San Francisco, CA")).toEqual([]);
  });
});
