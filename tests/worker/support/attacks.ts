/** What the security suite sends and expects back: injected markup, foreign redirects, unreadable bodies. */
import { expect } from "vitest";
import { ORIGIN } from "./requests";

/** A Location header that stays on this site (a path, or an absolute URL of this origin). */
export function expectSameSiteLocation(location: string | null) {
  expect(location).toBeTruthy();
  const value = location ?? "";
  expect(value.includes("\\"), value).toBe(false);
  expect(/^\s*\/\//.test(value), value).toBe(false);
  expect(new URL(value, ORIGIN).origin, value).toBe(ORIGIN);
}

/** Raw (unescaped) markup an injected value would produce if a page rendered it as HTML. */
export const XSS = {
  script: "<script>alert('xss')</script>",
  img: '"><img src=x onerror=alert(1)>',
};

export function expectNoRawMarkup(html: string) {
  expect(html).not.toContain(XSS.script);
  expect(html).not.toContain("<img src=x onerror=alert(1)>");
}

/** The four bodies that are not a readable form (issue 6 item 9). */
export const UNREADABLE_BODIES: [label: string, contentType: string, body: string][] = [
  ["text/plain", "text/plain", "email=a@b.c&password=x"],
  ["JSON", "application/json", '{"email":"a@b.c","password":"x"}'],
  ["a bad multipart boundary", "multipart/form-data; boundary=zzz", "--yyy\r\nnonsense\r\n--yyy--"],
  [
    "a multipart field with an empty name",
    "multipart/form-data; boundary=b",
    '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nvalue\r\n--b--\r\n',
  ],
];
