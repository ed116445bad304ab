import { describe, expect, it } from "vitest";
import { allBoxState, boardSelectAllLabel, rangeBetween } from "./bulk-selection";

describe("rangeBetween", () => {
  it("spans the last box clicked and this one, both included, in either direction", () => {
    expect(rangeBetween(1, 4)).toEqual([1, 2, 3, 4]);
    expect(rangeBetween(4, 1)).toEqual([1, 2, 3, 4]);
    expect(rangeBetween(2, 2)).toEqual([2]);
  });

  it("is the box alone without an earlier click (or one no longer on the page)", () => {
    expect(rangeBetween(null, 3)).toEqual([3]);
    expect(rangeBetween(-1, 3)).toEqual([3]);
  });
});

describe("allBoxState", () => {
  it("is ticked when every box is, part-ticked when some are, and clear otherwise", () => {
    expect(allBoxState(5, 5)).toEqual({ checked: true, indeterminate: false });
    expect(allBoxState(2, 5)).toEqual({ checked: false, indeterminate: true });
    expect(allBoxState(0, 5)).toEqual({ checked: false, indeterminate: false });
    expect(allBoxState(0, 0)).toEqual({ checked: false, indeterminate: false });
  });
});

describe("boardSelectAllLabel", () => {
  it("says how many of the cards it takes sit in the folded columns, naming them", () => {
    expect(
      boardSelectAllLabel([
        { status: "applied", cards: 3 },
        { status: "rejected", cards: 2 },
        { status: "withdrawn", cards: 1 },
      ]),
    ).toBe("Select all 6 on this board, including 3 in Rejected and Withdrawn");
    expect(
      boardSelectAllLabel([
        { status: "saved", cards: 1 },
        { status: "rejected", cards: 4 },
        { status: "withdrawn", cards: 0 },
      ]),
    ).toBe("Select all 5 on this board, including 4 in Rejected");
    expect(boardSelectAllLabel([{ status: "offer", cards: 2 }])).toBe("Select all 2 on this board");
  });
});
