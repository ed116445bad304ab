/**
 * The import screens on the web face (issue 22, decision 032), each step a plain form post as a browser
 * without JavaScript sends it: the JSON export imported at once; a CSV uploaded (kept in KV for an hour
 * under the user's id), previewed with the guessed mapping, confirmed, its outcome shown and its skipped
 * rows downloadable as CSV. Bad files, expired or foreign upload ids and oversized bodies are clear pages.
 */
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { countJobs, createJob, formPost, ORIGIN, page, send, signUpForWeb, type WebUser } from "../support";

const HUNTR = [
  "Company,Job Title,List,Date Applied,Job Link,Location,Salary,Notes,Contact",
  "Acme,Engineer,Wishlist,,https://acme.example/1,Remote,,Looks good,",
  "Globex,Designer,Applied,03/04/2026,https://globex.example/2,Berlin,,,Priya",
  "Initech,Analyst,Interviewing,05/04/2026,,Pune,,,",
  "Hooli,PM,Ghosted,01/05/2026,,,,,",
  "Acme,Engineer,Wishlist,,https://acme.example/1,Remote,,Repeat,",
].join("\r\n");

function upload(user: WebUser, intent: "json" | "csv", content: string | Uint8Array, name = "jobs.csv") {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", new File([content as BlobPart], name, { type: intent === "csv" ? "text/csv" : "application/json" }));
  return send("/profile/data/import", { method: "POST", headers: { Cookie: user.cookie, Origin: ORIGIN }, body: form });
}

async function uploadCsv(user: WebUser, csv = HUNTR) {
  const res = await upload(user, "csv", csv);
  expect(res.status).toBe(302);
  const location = res.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/profile\/data\/import\/csv\/[a-z0-9]{24}$/);
  return location;
}

const decodeEntities = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** The preview form's fields as the browser would send them: each select's chosen option, the hidden fields. */
function previewFields(html: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const m of html.matchAll(/<input type="hidden" name="((?:header|statusValue)-\d+)" value="([^"]*)"/g)) {
    fields.push([m[1], decodeEntities(m[2])]);
  }
  for (const m of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option value="([^"]*)" selected/.exec(m[2]) ?? /<option value="([^"]*)"/.exec(m[2]);
    fields.push([m[1], chosen?.[1] ?? ""]);
  }
  return fields;
}

describe("/profile/data/import", () => {
  it("is linked from the Your data screen and offers both forms as multipart posts", async () => {
    const user = await signUpForWeb();
    expect(await (await page("/profile/data", user.cookie)).text()).toContain('href="/profile/data/import"');
    const html = await (await page("/profile/data/import", user.cookie)).text();
    expect(html.match(/enctype="multipart\/form-data"/gi)?.length).toBe(2);
    expect(html).toContain('name="file"');
  });

  it("JSON: an Offerpath export is imported and the counts shown; the same file again is already present", async () => {
    const user = await signUpForWeb();
    const file = JSON.stringify({
      format: "offerpath-export",
      version: 1,
      jobs: [
        { _id: "j1", company: "Acme", position: "Engineer", status: "applied", interviews: [] },
        { _id: "j2", company: "Globex", position: "Designer", status: "saved", interviews: [] },
      ],
      tasks: [{ _id: "t1", title: "Follow up", relatedJob: "j1" }],
      contacts: [],
    });
    const first = await upload(user, "json", file, "offerpath-export.json");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Imported offerpath-export.json");
    expect(html).toContain("Applications: 2");
    expect(html).toContain("Tasks: 1");
    expect(await countJobs(user.userId)).toBe(2);
    const again = await (await upload(user, "json", file, "offerpath-export.json")).text();
    expect(again).toMatch(/Already present[\s\S]*Applications: 2/);
    expect(await countJobs(user.userId)).toBe(2);
  });

  it("JSON: a bad file shows its message and writes nothing", async () => {
    const user = await signUpForWeb();
    const broken = await upload(user, "json", "{not json", "x.json");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("The file is not valid JSON");
    const other = await upload(user, "json", JSON.stringify({ format: "offerpath-export", version: 9 }), "x.json");
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("Nothing was imported");
    expect(await countJobs(user.userId)).toBe(0);
  });

  it("CSV: upload -> preview with the guessed mapping -> confirm -> outcome with skipped rows as CSV", async () => {
    const user = await signUpForWeb();
    const location = await uploadCsv(user);
    const id = location.split("/").pop() ?? "";
    const kept = await env.SESSIONS.list({ prefix: `import:${user.userId}:` });
    expect(kept.keys.map((k) => k.name)).toEqual([`import:${user.userId}:${id}`]);
    expect(kept.keys[0].expiration).toBeGreaterThan(Date.now() / 1000 + 3500);

    const preview = await page(location, user.cookie);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Column &quot;Job Title&quot;");
    const fields = previewFields(html);
    const chosen = (name: string) => fields.find(([n]) => n === name)?.[1];
    const column = (header: string) =>
      chosen(`column-${fields.find(([n, v]) => n.startsWith("header-") && v === header)?.[0].split("-")[1]}`);
    expect(column("Company")).toBe("company");
    expect(column("Job Title")).toBe("position");
    expect(column("List")).toBe("status");
    expect(column("Date Applied")).toBe("applicationDate");
    expect(column("Job Link")).toBe("jobUrl");
    const status = (value: string) =>
      chosen(`status-${fields.find(([n, v]) => n.startsWith("statusValue-") && v === value)?.[0].split("-")[1]}`);
    expect(status("Wishlist")).toBe("saved");
    expect(status("Interviewing")).toBe("interview");
    expect(status("Ghosted")).toBe("");
    expect(html).toContain('name="dateOrder"'); // 03/04/2026 and 05/04/2026 read both ways
    expect(html).toContain("Rows that would be skipped");
    expect(await countJobs(user.userId)).toBe(0);

    // The user maps Ghosted and reads the dates day first; a preview first, then confirm.
    const choices: [string, string][] = fields.map(([n, v]) =>
      n === `status-${fields.find(([fn, fv]) => fn.startsWith("statusValue-") && fv === "Ghosted")?.[0].split("-")[1]}`
        ? [n, "rejected"]
        : n === "dateOrder"
          ? [n, "DMY"]
          : [n, v],
    );
    const again = await formPost(location, [...choices, ["onDuplicate", "skip"], ["intent", "preview"]], user.cookie);
    expect(again.status).toBe(200);
    expect(await countJobs(user.userId)).toBe(0);
    const confirm = await formPost(location, [...choices, ["onDuplicate", "skip"], ["intent", "confirm"]], user.cookie);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("Location")).toBe(`${location}/outcome`);
    expect(await countJobs(user.userId)).toBe(4);
    expect((await env.SESSIONS.list({ prefix: `import:${user.userId}:` })).keys).toEqual([]);

    const outcome = await (await page(`${location}/outcome`, user.cookie)).text();
    expect(outcome).toContain("Imported: 4");
    expect(outcome).toContain("Skipped: 1");
    expect(outcome).toContain("Repeated in the file: 1");
    expect(outcome).toContain("Row 6: Same company, position and URL as row 2: skipped");
    expect(outcome).toContain(`href="${location}/skipped.csv"`);
    const csv = await page(`${location}/skipped.csv`, user.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".*\.csv"$/);
    const parsed = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual([{ Row: "6", Reason: "Same company, position and URL as row 2: skipped" }]);

    // The file is gone after confirm: the preview is now the clear "expired" page.
    const gone = await page(location, user.cookie);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("This upload has expired or does not exist");
  });

  it("CSV at the plan's limit: the preview says the room left; the outcome groups 4,999 skipped rows in a small page", async () => {
    const user = await signUpForWeb(); // Free: 10 applications
    for (let i = 0; i < 9; i++) await createJob(user, { company: `Have ${i}` });
    const rows = Array.from({ length: 5000 }, (_, i) => `Company ${i},Engineer,Applied`);
    const location = await uploadCsv(user, ["Company,Job Title,Status", ...rows, ",No company,Applied"].join("\r\n"));

    const preview = await (await page(location, user.cookie)).text();
    expect(preview).toContain("Your Free plan has room for 1 more application: 1 of 5,000 rows will be imported");
    expect(preview).toContain('href="/plans"');
    expect(preview).toContain("Import 1 of 5,000 rows");
    expect(preview.length).toBeLessThan(60 * 1024);

    const confirm = await formPost(location, [...previewFields(preview), ["intent", "confirm"]], user.cookie);
    expect(confirm.status).toBe(302);
    expect(await countJobs(user.userId)).toBe(10);

    const res = await page(`${location}/outcome`, user.cookie);
    expect(res.status).toBe(200);
    const outcome = decodeEntities(await res.text());
    expect(outcome.length).toBeLessThan(60 * 1024);
    expect(outcome).toContain("Imported: 1");
    expect(outcome).toContain("Skipped: 5,000");
    expect(outcome).toContain("Over your plan's limit: 4,999");
    expect(outcome).toContain("Not valid as an application: 1");
    expect(outcome).toContain("You've reached the job applications limit for your Free plan");
    // The first five rows of a group, then a count; the full list is the download.
    expect(outcome).toContain("Rows 3, 4, 5, 6, 7 and 4,994 more, in the download below.");
    expect(outcome).toContain("Row 5002: Company name is required");
    expect(outcome).toContain('href="/plans"');
    const csv = await page(`${location}/skipped.csv`, user.cookie);
    const parsed = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(5000);
    // Another user cannot download it.
    const other = await signUpForWeb();
    expect((await page(`${location}/skipped.csv`, other.cookie)).status).toBe(404);
  });

  it("CSV: a bad file shows its message on the upload screen and keeps nothing", async () => {
    const user = await signUpForWeb();
    for (const [content, message] of [
      ["", "empty"],
      ["Company,Job Title\r\n", "no rows"],
    ] as const) {
      const res = await upload(user, "csv", content);
      expect(res.status, content).toBe(400);
      const html = await res.text();
      expect(html, content).toContain("The file could not be read");
      expect(html.toLowerCase(), content).toContain(message);
    }
    const binary = await upload(user, "csv", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 1, 2, 3]));
    expect(binary.status).toBe(400);
    const noFile = await send("/profile/data/import", {
      method: "POST",
      headers: { Cookie: user.cookie, Origin: ORIGIN },
      body: (() => {
        const f = new FormData();
        f.set("intent", "csv");
        return f;
      })(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain("Choose a file to import");
    expect((await env.SESSIONS.list({ prefix: `import:${user.userId}:` })).keys).toEqual([]);
  });

  it("an unknown or expired upload id is a clear 404 page, not a 500, for the preview, confirm and outcome", async () => {
    const user = await signUpForWeb();
    for (const id of ["aaaaaaaaaaaaaaaaaaaaaaaa", "not-an-id", "..%2F..%2Fx"]) {
      const res = await page(`/profile/data/import/csv/${id}`, user.cookie);
      expect(res.status, id).toBe(404);
      expect(await res.text(), id).toContain("This upload has expired or does not exist");
    }
    const post = await formPost(
      "/profile/data/import/csv/aaaaaaaaaaaaaaaaaaaaaaaa",
      { intent: "confirm" },
      user.cookie,
    );
    expect(post.status).toBe(404);
    expect((await page("/profile/data/import/csv/aaaaaaaaaaaaaaaaaaaaaaaa/outcome", user.cookie)).status).toBe(404);
    expect((await page("/profile/data/import/csv/aaaaaaaaaaaaaaaaaaaaaaaa/skipped.csv", user.cookie)).status).toBe(404);
  });

  it("another user's upload id is not usable: no preview, no import, no outcome", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const location = await uploadCsv(owner);
    const res = await page(location, other.cookie);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Acme");
    const confirm = await formPost(location, { intent: "confirm" }, other.cookie);
    expect(confirm.status).toBe(404);
    expect(await countJobs(other.userId)).toBe(0);
    expect(await countJobs(owner.userId)).toBe(0);
    expect((await page(location, owner.cookie)).status).toBe(200);
  });

  it("past 20 MB the upload is a 413 page that says the import cap; signed out, the screens go to sign-in", async () => {
    const user = await signUpForWeb();
    const big = await upload(user, "csv", new Uint8Array(20 * 1024 * 1024 + 70 * 1024).fill(0x61));
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("Import files can be up to 20 MB");
    // Past the 256 kB web form limit, within the import bound: accepted, also as JavaScript posts it (.data).
    const rows = Array.from({ length: 6000 }, (_, i) => `Company ${i},Engineer ${"x".repeat(30)},Applied`);
    const csv = ["Company,Job Title,Status", ...rows].join("\r\n");
    expect(csv.length).toBeGreaterThan(300 * 1024);
    expect((await upload(user, "csv", csv)).status).toBe(302);
    const form = new FormData();
    form.set("intent", "csv");
    form.set("file", new File([csv], "big.csv", { type: "text/csv" }));
    const viaData = await send("/profile/data/import.data", {
      method: "POST",
      headers: { Cookie: user.cookie, Origin: ORIGIN },
      body: form,
    });
    expect(viaData.status).not.toBe(413);
    expect(viaData.status).toBeLessThan(400);
    for (const path of ["/profile/data/import", "/profile/data/import/csv/aaaaaaaaaaaaaaaaaaaaaaaa"]) {
      const res = await page(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toContain("/login");
    }
  });
});
