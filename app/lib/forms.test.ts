import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { formDataToObject, parseForm } from "./forms";

function form(entries: [string, string][]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

const HOSTILE_NAMES = [
  "__proto__.notes",
  "__proto__[notes]",
  "constructor.prototype.notes",
  "salary.__proto__.notes",
  "salary.constructor.prototype.notes",
  "a.b.__proto__.notes",
  "prototype.notes",
];

describe("formDataToObject", () => {
  afterEach(() => {
    // Clean up in case a regression did pollute, so one failure does not cascade.
    delete (Object.prototype as Record<string, unknown>).notes;
  });

  it("nests dotted names", () => {
    expect(
      formDataToObject(
        form([
          ["salary.min", "10"],
          ["salary.max", "20"],
          ["company", "Acme"],
        ]),
      ),
    ).toEqual({
      salary: { min: "10", max: "20" },
      company: "Acme",
    });
  });

  it.each(HOSTILE_NAMES)("never writes into Object.prototype through %s", (name) => {
    const out = formDataToObject(
      form([
        [name, "pwned"],
        ["company", "Acme"],
      ]),
    );
    expect(({} as Record<string, unknown>).notes).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, "notes")).toBe(false);
    expect(out.company).toBe("Acme");
  });

  it("keeps a schema from seeing prototype-polluted values", () => {
    const schema = z.object({ email: z.string(), notes: z.string().optional() });
    const parsed = parseForm(
      form([
        ["__proto__.notes", "pwned"],
        ["email", "a@b.c"],
      ]),
      schema,
    );
    expect(parsed).toEqual({ ok: true, data: { email: "a@b.c" } });
    expect(({} as Record<string, unknown>).notes).toBeUndefined();
  });
});

describe("parseForm", () => {
  const schema = z.object({
    name: z.string().min(1, "Name is required"),
    salary: z.object({ min: z.string().regex(/^\d*$/, "must be a number") }),
  });

  it("keeps submitted strings as they are (no automatic coercion)", () => {
    const parsed = parseForm(
      form([
        ["name", "Ann"],
        ["salary.min", ""],
      ]),
      schema,
    );
    expect(parsed).toEqual({ ok: true, data: { name: "Ann", salary: { min: "" } } });
  });

  it("keys errors by the input's name, nested names included", () => {
    const parsed = parseForm(
      form([
        ["name", ""],
        ["salary.min", "x"],
      ]),
      schema,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({ name: ["Name is required"], "salary.min": ["must be a number"] });
  });

  it("validates an already-read body too", () => {
    const parsed = parseForm({ name: "", salary: { min: "1" } }, schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.name).toEqual(["Name is required"]);
  });
});
