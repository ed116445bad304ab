import { describe, expect, it } from "vitest";
import { isReadMethod, openD1Session, parseBookmark } from "./replicas";

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

describe("openD1Session", () => {
  it("starts reads from the client's bookmark, or anywhere without one", () => {
    const { d1, opened } = recordingD1();
    openD1Session(d1, "GET", VALID);
    openD1Session(d1, "HEAD", null);
    openD1Session(d1, "options", null);
    expect(opened).toEqual([VALID, "first-unconstrained", "first-unconstrained"]);
  });

  it("starts every write on the primary, whatever bookmark came with it", () => {
    const { d1, opened } = recordingD1();
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) openD1Session(d1, method, VALID);
    expect(opened).toEqual(Array(5).fill("first-primary"));
    expect(isReadMethod("POST")).toBe(false);
    expect(isReadMethod("get")).toBe(true);
  });
});
