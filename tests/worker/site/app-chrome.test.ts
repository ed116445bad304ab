/**
 * The signed-in frame is HTML the app layout's loader draws (decision 065): a document holds it once, drawn
 * through app/entry.server.tsx, and its loader data does not carry it again; a client-side navigation's data
 * request carries it, marked for the page it asks about.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpForWeb } from "../support";

const ORIGIN = "http://localhost:8787";

async function get(path: string, cookie: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }, env, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(200);
  return res.text();
}

const count = (text: string, part: string) => text.split(part).length - 1;

let cookie = "";
beforeAll(async () => {
  cookie = (await signUpForWeb()).cookie;
}, 60_000);

describe("the signed-in frame", () => {
  it("is in a document once, with the page's section marked, and not again in its loader data", async () => {
    const html = await get("/tasks", cookie);
    expect(count(html, "Skip to content")).toBe(1);
    expect(count(html, 'aria-label="Main navigation"')).toBe(1);
    expect(count(html, 'aria-label="Mobile navigation"')).toBe(1);
    // Both navigations mark Tasks, and only Tasks.
    expect(html.match(/<a href="\/tasks"[^>]*aria-current="page"/g)).toHaveLength(2);
    expect(count(html, 'aria-current="page"')).toBe(2);
    expect(html).toMatch(/data-part="header"[^>]*>.*Account menu for/s);
  });

  it("comes with a client-side navigation's data, marked for the page asked about", async () => {
    const data = await get("/jobs/new.data?_routes=routes%2F_app%2Croutes%2Fjobs%2Fnew", cookie);
    expect(data).toContain("Main navigation");
    // /jobs/* is under Applications (the payload's HTML is a string in React Router's stream: its quotes escaped).
    expect(data).toMatch(/href=\\?"\/applications\\?" data-also=\\?"\/jobs\\?" aria-current=\\?"page\\?"/);
    expect(data).not.toMatch(/href=\\?"\/tasks\\?"[^>]*aria-current/);
  });
});
