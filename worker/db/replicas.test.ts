import { describe, expect, it } from "vitest";
import { isReadMethod, openD1Session, parseBookmark, startsOnPrimary } from "./replicas";

const VALID = "0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b";

/** A stand-in binding that records the constraint or bookmark each session was opened with. */
function recordingD1() {
  const opened: (string | undefined)[] = [];
  const d1 = {
    withSession(constraintOrBookmark?: string) {
      opened.push(constraintOrBookmark);
      return {} as D1DatabaseSession;
    },
  } as unknown as D1Database;
  return { d1, opened };
}

describe("parseBookmark", () => {
  it("accepts D1's bookmark shape", () => {
    expect(parseBookmark(VALID)).toBe(VALID);
  });

  it.each([
    null,
    undefined,
    "",
    "garbage",
    "first-primary",
    "first-unconstrained",
    VALID.toUpperCase(),
    `${VALID}0`,
    VALID.slice(1),
    `${VALID.slice(0, -1)}g`,
    ` ${VALID.slice(1)}`,
    "x".repeat(5000),
    "0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b'; DROP TABLE users;--",
  ])("ignores %j", (value) => {
    expect(parseBookmark(value)).toBeNull();
  });
});

const at = (method: string, path: string) => new Request(`https://offerpath.app${path}`, { method });

describe("openD1Session", () => {
  it("starts reads from the client's bookmark, or anywhere without one", () => {
    const { d1, opened } = recordingD1();
    openD1Session(d1, at("GET", "/dashboard"), VALID);
    openD1Session(d1, at("HEAD", "/applications"), null);
    openD1Session(d1, at("OPTIONS", "/api/v1/jobs"), null);
    expect(opened).toEqual([VALID, "first-unconstrained", "first-unconstrained"]);
  });

  it("starts every write on the primary, whatever bookmark came with it", () => {
    const { d1, opened } = recordingD1();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) openD1Session(d1, at(method, "/jobs/new"), VALID);
    expect(opened).toEqual(Array(4).fill("first-primary"));
    expect(isReadMethod("POST")).toBe(false);
    expect(isReadMethod("get")).toBe(true);
  });
});

describe("startsOnPrimary", () => {
  it("sends the token checks and the payment callback to the primary, and no other read", () => {
    expect(startsOnPrimary("GET", "/reset-password/abc")).toBe(true);
    expect(startsOnPrimary("GET", "/api/v1/auth/check-reset-token/abc")).toBe(true);
    expect(startsOnPrimary("GET", "/payment/callback")).toBe(true);
    expect(startsOnPrimary("GET", "/payment/callbacks")).toBe(false);
    expect(startsOnPrimary("GET", "/dashboard")).toBe(false);
    expect(startsOnPrimary("GET", "/api/v1/jobs")).toBe(false);
    expect(startsOnPrimary("POST", "/api/v1/jobs")).toBe(true);
  });
});
