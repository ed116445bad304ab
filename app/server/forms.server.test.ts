import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "./forms.server";

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

/** The payload conform built from the form, as a schema that takes anything sees it. */
const formDataToObject = (fd: FormData) => {
  const submission = parseSubmission(fd, z.record(z.string(), z.unknown()));
  return submission.payload;
};

describe("parseSubmission's payload", () => {
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
    const submission = parseSubmission(
      form([
        ["__proto__.notes", "pwned"],
        ["email", "a@b.c"],
      ]),
      schema,
    );
    expect(submission.status === "success" && submission.value).toEqual({ email: "a@b.c" });
    expect(({} as Record<string, unknown>).notes).toBeUndefined();
  });
});

describe("parseSubmission", () => {
  const schema = z.object({
    name: z.string().min(1, "Name is required"),
    salary: z.object({ min: z.string().regex(/^\d*$/, "must be a number") }),
  });

  it("keeps submitted strings as they are (no automatic coercion)", () => {
    const submission = parseSubmission(
      form([
        ["name", "Ann"],
        ["salary.min", ""],
      ]),
      schema,
    );
    expect(submission.status === "success" && submission.value).toEqual({ name: "Ann", salary: { min: "" } });
  });

  it("keys errors by the input's name, nested names included", () => {
    const submission = parseSubmission(
      form([
        ["name", ""],
        ["salary.min", "x"],
      ]),
      schema,
    );
    expect(submission.status !== "success" && submission.error).toEqual({
      name: ["Name is required"],
      "salary.min": ["must be a number"],
    });
  });

  it("answers one reply shape: the values as typed and the errors by field", () => {
    const submission = parseSubmission(
      form([
        ["name", ""],
        ["salary.min", "x"],
      ]),
      schema,
    );
    expect(submission.status).toBe("error");
    expect(submission.reply({ formErrors: ["Please fix the highlighted fields."] })).toMatchObject({
      status: "error",
      initialValue: { salary: { min: "x" } },
      error: {
        "": ["Please fix the highlighted fields."],
        name: ["Name is required"],
        "salary.min": ["must be a number"],
      },
    });
  });

  it.each([
    ["__intent__", "not json"],
    ["__intent__", '{"type":"reset","payload":{}}'],
    ["__state__", "{"],
  ])("ignores conform's control field %s (%s): a forged one neither throws nor steers the parse", (name, value) => {
    const submission = parseSubmission(
      form([
        ["name", "Ann"],
        ["salary.min", "1"],
        [name, value],
      ]),
      schema,
    );
    expect(submission.status === "success" && submission.value).toEqual({ name: "Ann", salary: { min: "1" } });
  });

  it("hands the schema the prepared payload but echoes what was typed", () => {
    const dated = z.object({ date: z.iso.datetime() });
    const submission = parseSubmission(form([["date", "2026-05-08T10:00"]]), dated, (p) => ({
      date: `${p.date}:00Z`,
    }));
    expect(submission.status).toBe("success");
    expect(submission.reply().initialValue).toEqual({ date: "2026-05-08T10:00" });
  });
});

describe("formConstraints", () => {
  it("reads required, maxLength and min/max from the schema, through defaults, pipes and transforms", () => {
    const money = z.string().transform(Number).pipe(z.number().min(0).max(100));
    const schema = z.object({
      title: z.string().trim().min(1).max(200),
      notes: z.string().max(10).default(""),
      kind: z.enum(["a", "b"]),
      level: z.enum(["a", "b"]).default("a"),
      link: z
        .string()
        .max(2048)
        .transform((v) => v),
      salary: z.object({ min: money.optional() }),
      either: z.union([z.number(), z.string().max(5)]),
    });
    expect(formConstraints(schema)).toEqual({
      title: { required: true, maxLength: 200 },
      notes: { maxLength: 10 },
      kind: { required: true },
      link: { maxLength: 2048 },
      "salary.min": { min: 0, max: 100 },
    });
  });
});

describe("invalidSubmission and failedSubmission", () => {
  const schema = z.object({
    email: z.string().min(1, "Email is required"),
    password: z.string().min(6, "Password must be at least 6 characters"),
  });
  const refused = () =>
    parseSubmission(
      form([
        ["intent", "profile"],
        ["email", "a@b.c"],
        ["password", "short"],
      ]),
      schema,
    );

  it("answers a refused form with 400, the values as typed and the errors, and never a hidden field", () => {
    const answer = invalidSubmission(refused(), {
      formError: "Please fix the highlighted fields.",
      hideFields: ["password"],
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.initialValue).toEqual({ intent: "profile", email: "a@b.c" });
    expect(answer.data.error).toEqual({
      "": ["Please fix the highlighted fields."],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("says a domain failure under its field, or above the form, with its code's status", () => {
    const submission = parseSubmission(
      form([
        ["email", "a@b.c"],
        ["password", "secret-1"],
      ]),
      schema,
    );
    const taken = { code: "CONFLICT" as const, message: "Email already registered", field: "email" };
    const under = failedSubmission(submission, taken, { hideFields: ["password"] });
    expect(under.init?.status).toBe(400);
    expect(under.data.error).toEqual({ email: ["Email already registered"] });
    expect(under.data.initialValue).toEqual({ email: "a@b.c" });
    const throttled = { code: "RATE_LIMITED" as const, message: "Too many attempts", field: "email" };
    const above = failedSubmission(submission, throttled, { fieldsAsFormError: true });
    expect(above.init?.status).toBe(429);
    expect(above.data.error).toEqual({ "": ["Too many attempts"] });
  });
});
