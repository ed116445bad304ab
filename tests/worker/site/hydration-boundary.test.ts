/**
 * Every page renders inside one Suspense boundary (app/root.tsx, decision 064), so that React hydrates it in
 * slices that yield to the browser rather than in one long task. The boundary must never change the HTML a
 * browser without JavaScript sees: the page comes whole and in place, never as a fallback with the content
 * parked in a hidden element for an inline script to move (what React does to a boundary past 12,800 bytes
 * unless told otherwise, or to one still suspended when the first bytes go out).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpForWeb } from "../support";

const ORIGIN = "http://localhost:8787";

async function page(path: string, cookie?: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }, env, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The body's content between the boundary's markers: `<!--$-->` (completed in place) … `<!--/$-->`. */
function boundary(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const start = body.indexOf("<!--$-->");
  const end = body.lastIndexOf("<!--/$-->");
  expect(start, "the page's boundary opens in place").toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return body.slice(start, end);
}

function expectNothingOutOfPlace(html: string) {
  // `<!--$?-->` pending and `<!--$!-->` client-rendered boundaries, React's hidden segments and the inline
  // scripts that would move them in.
  expect(html).not.toMatch(/<!--\$[?!]-->|<div hidden id="S:|\$RC\(|\$RS\(|<template id="[BP]:/);
}

let cookie = "";
beforeAll(async () => {
  cookie = (await signUpForWeb()).cookie;
}, 60_000);

describe("the page's Suspense boundary", () => {
  it("holds a signed-in screen's shell and content, whole and in place", async () => {
    const html = await page("/dashboard", cookie);
    expectNothingOutOfPlace(html);
    const inside = boundary(html);
    expect(inside).toContain('id="main"');
    expect(inside).toContain('aria-label="Main navigation"');
  });

  it("keeps a page larger than React's 12,800-byte outlining threshold in place, with no inline script", async () => {
    // The privacy policy: a public page, which allows no script at all (its CSP is script-src 'none').
    const html = await page("/privacy-policy");
    const inside = boundary(html);
    expect(inside.length).toBeGreaterThan(12_800);
    expect(inside).toContain("<main");
    expectNothingOutOfPlace(html);
    expect(html).not.toMatch(/<script\b/);
  });
});
