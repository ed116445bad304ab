import { describe, expect, it } from "vitest";
import { paginationHtml } from "./pagination.server";

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));

describe("paginationHtml", () => {
  it("is empty for a single page", () => {
    expect(paginationHtml({ currentPage: 1, numOfPages: 1 }, { pathname: "/tasks", search: "" })).toBe("");
  });

  it("keeps the list's filters, sets the page, and steps by cursor where the list has them", () => {
    const html = paginationHtml(
      { currentPage: 2, numOfPages: 3, prevCursor: "p1", nextCursor: "n3" },
      { pathname: "/applications", search: "?sort=oldest&page=2&cursor=old" },
    );
    expect(hrefs(html)).toEqual([
      "/applications?sort=oldest&page=1&cursor=p1",
      "/applications?sort=oldest&page=1",
      "/applications?sort=oldest&page=2",
      "/applications?sort=oldest&page=3",
      "/applications?sort=oldest&page=3&cursor=n3",
    ]);
    expect(html).toContain('aria-current="page" aria-label="Page 2"');
    expect(html).toContain('aria-label="Pagination"');
  });

  it("has no Previous link on the first page and escapes the query it keeps", () => {
    const html = paginationHtml(
      { currentPage: 1, numOfPages: 2 },
      { pathname: "/contacts", search: "?search=%22%3E%3Cscript%3E" },
    );
    expect(html).not.toContain('rel="prev"');
    expect(html).not.toContain("<script>");
    expect(hrefs(html)).toContain("/contacts?search=%22%3E%3Cscript%3E&page=2");
  });
});
