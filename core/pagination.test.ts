import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

describe("pageItems", () => {
  it("shows first, last and current ±1 with ellipses", () => {
    expect(pageItems(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
  });

  it("has no leading ellipsis near the start", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
  });

  it("has no trailing ellipsis near the end", () => {
    expect(pageItems(10, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(pageItems(9, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
  });

  it("shows a lone hidden page instead of an ellipsis", () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(pageItems(7, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
  });

  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("clamps an out-of-range current page", () => {
    expect(pageItems(0, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(pageItems(99, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(pageItems(Number.NaN, 3)).toEqual([1, 2, 3]);
  });

  it("is empty without pages", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
  });
});
