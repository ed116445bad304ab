/**
 * The /inbox screen (issue 32): plain form posts apply, undo, dismiss and delete; another user's message is
 * a 404 for every action; an email's HTML never reaches the page as markup; paging reads a page's worth at
 * 1,000 messages; the nav and the dashboard show the count waiting.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { describeLog, measure, queryPlans } from "../perf/d1-meter";
import { seq } from "../perf/seed";
import { createJob, followToast, formPost, jobRow, page, signUpForWeb } from "../support";
import { messageRow, storeAddress, storeMessage } from "./helpers";

/** A page's HTML without React's text separators (`<!-- -->`), so a sentence reads as one string. */
async function html(path: string, cookie: string) {
  return (await (await page(path, cookie)).text()).replaceAll("<!-- -->", "");
}

const rejection = (jobId: string) => ({
  kind: "rejection" as const,
  jobId,
  subject: "An update on your application",
  proposal: {
    jobId,
    changes: [{ type: "status" as const, from: "applied" as const, to: "rejected" as const }],
    summary: "Initech · Engineer: Applied → Rejected",
  },
});

describe("/inbox", () => {
  it("lists each message with its sender, checks, kind, evidence and proposal; apply and undo are plain posts", async () => {
    const user = await signUpForWeb();
    const jobId = await createJob(user);
    const id = await storeMessage(user.userId, {
      ...rejection(jobId),
      senderName: "Initech Talent",
      senderAddress: "talent@initech.example",
      evidence: "we have decided to move forward with other candidates",
      auth: { spf: "pass", dkim: "fail" },
    });
    await storeMessage(user.userId, { subject: "Fwd: Interview", forwardedBy: "asha@gmail.com", status: "dismissed" });
    const body = await html("/inbox", user.cookie);
    expect(body).toContain("Checks of the forward from asha@gmail.com:");
    expect(body).toContain("Initech Talent");
    expect(body).toContain("talent@initech.example");
    expect(body).toContain("SPF pass");
    expect(body).toContain("DKIM fail");
    expect(body).toContain("DMARC not recorded");
    // Said as what they are: the checks of the last hop, not a verdict on the sender shown.
    expect(body).toContain("Delivery checks:");
    expect(body).toContain("Rejection");
    expect(body).toContain("we have decided to move forward with other candidates");
    expect(body).toContain("Initech · Engineer: Applied → Rejected");
    expect(body).toContain("1 waiting for you");

    const applied = await formPost("/inbox", { intent: "apply", id }, user.cookie);
    expect(applied.status).toBe(302);
    expect(applied.headers.get("location")).toBe("/inbox");
    expect(await followToast(applied, user.cookie)).toContain("Applied: Initech · Engineer: Applied → Rejected");
    expect((await jobRow(jobId))?.status).toBe("rejected");
    const done = await html("/inbox", user.cookie);
    expect(done).toContain("Done");
    expect(done).toContain(">Undo<");
    expect(done).toContain("Nothing waiting");

    const undone = await formPost("/inbox", { intent: "undo", id }, user.cookie);
    expect(undone.status).toBe(302);
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect((await messageRow(id))?.status).toBe("undone");
  });

  it("an automatically applied message says so and offers an undo", async () => {
    const user = await signUpForWeb();
    const jobId = await createJob(user);
    const id = await storeMessage(user.userId, rejection(jobId));
    await env.DB.prepare("UPDATE inbox_messages SET status = 'applied', auto = 1, applied_at = ? WHERE id = ?")
      .bind(Date.now(), id)
      .run();
    const body = await html("/inbox", user.cookie);
    expect(body).toContain("Done, applied automatically");
    expect(body).toContain(`aria-label="Undo: An update on your application"`);
  });

  it("dismiss and delete; a refusal (the plan's limit) comes back as an error toast", async () => {
    const user = await signUpForWeb();
    const a = await storeMessage(user.userId, {
      proposal: { changes: [{ type: "task", title: "Reply", dueAt: null }], summary: "Add a task" },
    });
    expect((await formPost("/inbox", { intent: "dismiss", id: a }, user.cookie)).status).toBe(302);
    expect((await messageRow(a))?.status).toBe("dismissed");
    expect((await formPost("/inbox", { intent: "delete", id: a }, user.cookie)).status).toBe(302);
    expect(await messageRow(a)).toBeNull();

    for (let i = 0; i < 10; i++) await createJob(user, { company: `Co ${i}` });
    const b = await storeMessage(user.userId, {
      proposal: {
        changes: [{ type: "new_job", company: "Globex", position: "Analyst", status: "applied" }],
        summary: "New application",
      },
    });
    const refused = await formPost("/inbox", { intent: "apply", id: b }, user.cookie);
    expect(refused.status).toBe(302);
    expect(await followToast(refused, user.cookie)).toContain(
      "You&#x27;ve reached the job applications limit for your Free plan",
    );
    expect((await messageRow(b))?.status).toBe("pending");
  });

  it("another user's message is never shown, and every action on it is a 404 that changes nothing", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const jobId = await createJob(owner);
    const id = await storeMessage(owner.userId, { ...rejection(jobId), subject: "Owner-only subject line" });
    expect(await html("/inbox", other.cookie)).not.toContain("Owner-only subject line");
    for (const intent of ["apply", "undo", "dismiss", "delete"]) {
      expect((await formPost("/inbox", { intent, id }, other.cookie)).status, intent).toBe(404);
    }
    expect((await messageRow(id))?.status).toBe("pending");
    expect((await jobRow(jobId))?.status).toBe("applied");
  });

  it("an email's HTML is shown as text: no script, no image, no markup of its own", async () => {
    const user = await signUpForWeb();
    await storeMessage(user.userId, {
      subject: "<b>Offer</b> <script>alert('subject')</script>",
      senderName: "<img src=x onerror=alert(2)>",
      evidence: "<script>alert(3)</script>",
      text: "Hello <script>alert(1)</script> and <img src=x onerror=alert(1)> see Careers (https://evil.example/steal)",
      proposal: { changes: [], summary: "<a href=javascript:alert(4)>click</a>" },
    });
    const body = await html("/inbox", user.cookie);
    expect(body).not.toMatch(/<script>alert/);
    expect(body).not.toMatch(/<img src=x/);
    expect(body).not.toMatch(/<b>Offer/);
    expect(body).not.toContain("<a href=javascript");
    expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(body).toContain("Careers (https://evil.example/steal)");
    expect(body).not.toContain('href="https://evil.example');
  });

  it("the apply-by-itself choice saves the kinds ticked (none by default), once an address exists", async () => {
    const user = await signUpForWeb();
    const none = await formPost(
      "/inbox",
      [
        ["intent", "auto-apply"],
        ["autoApply", "rejection"],
      ],
      user.cookie,
    );
    expect(await followToast(none, user.cookie)).toContain("Turn on your forwarding address first");
    await storeAddress(user.userId);
    const body = await html("/inbox", user.cookie);
    expect(body).not.toMatch(/name="autoApply"[^>]*checked/);
    const saved = await formPost(
      "/inbox",
      [
        ["intent", "auto-apply"],
        ["autoApply", "rejection"],
        ["autoApply", "application_received"],
      ],
      user.cookie,
    );
    expect(saved.status).toBe(302);
    const row = await env.DB.prepare("SELECT auto_apply FROM inbox_addresses WHERE user_id = ?")
      .bind(user.userId)
      .first<{ auto_apply: string }>();
    expect(JSON.parse(row?.auto_apply ?? "")).toEqual(["application_received", "rejection"]);
    const bad = await formPost(
      "/inbox",
      [
        ["intent", "auto-apply"],
        ["autoApply", "other"],
      ],
      user.cookie,
    );
    expect(await followToast(bad, user.cookie)).toContain("Choose kinds from the list");
  });

  it("says how many were refused today over the daily limit", async () => {
    const user = await signUpForWeb();
    await storeAddress(user.userId, [], 3);
    const body = await html("/inbox", user.cookie);
    expect(body.replaceAll("<!-- -->", "")).toContain("3 messages were refused today");
  });

  it("the empty inbox says how to start", async () => {
    const user = await signUpForWeb();
    const body = await html("/inbox", user.cookie);
    expect(body).toContain("No forwarded emails yet");
    expect(body).toContain("Turn on your forwarding address above");
  });

  it("the nav and the dashboard show the count waiting", async () => {
    const user = await signUpForWeb();
    await storeMessage(user.userId);
    await storeMessage(user.userId);
    await storeMessage(user.userId, { status: "dismissed" });
    const dashboard = await html("/dashboard", user.cookie);
    expect(dashboard).toContain("2 forwarded emails waiting for you");
    expect(dashboard).toMatch(/href="\/inbox"[^>]*>.*?Inbox.*?2<span class="sr-only"> waiting<\/span>/s);
  });
});

describe("/inbox with 1,000 messages", () => {
  it("reads a page's worth of rows, pages by cursor both ways, and the waiting count stops at 99+", async () => {
    const user = await signUpForWeb();
    const now = Date.now();
    await env.DB.prepare(
      `${seq(1000)} INSERT INTO inbox_messages (id, user_id, message_id, received_at, subject, kind, body_text, proposal)
       SELECT ?1 || '-m' || printf('%04d', n), ?1, 'mid-' || n, ?2 - n * 60000, 'Message ' || n, 'application_received',
         'Thanks for applying, number ' || n, '{"summary":"New application"}'
       FROM seq`,
    )
      .bind(user.userId, now)
      .run();
    const first = await measure("/inbox", { headers: { Cookie: user.cookie } });
    const body = (await first.res.text()).replaceAll("<!-- -->", "");
    expect(first.res.status).toBe(200);
    expect(body).toContain("Message 1<");
    expect(body).toContain("Message 20<");
    expect(body).not.toContain("Message 21<");
    expect(body).toContain("99+ waiting for you");
    // The page (21 rows), the waiting counts (100 index entries each, the nav's and the page's), the session.
    expect(first.meter.rowsRead, describeLog(first.meter)).toBeLessThanOrEqual(300);
    // Each statement is served by an index, the list sorted by it (no full scan, no temporary sort).
    for (const { sql, plan } of await queryPlans(first.meter)) {
      expect(
        plan.filter((line) => /^SCAN \w+$/.test(line.trim()) || line.includes("TEMP B-TREE")),
        sql,
      ).toEqual([]);
    }

    const next = body.match(/href="\/inbox\?cursor=([\w-]+)"[^>]*>Older/)?.[1];
    expect(next).toBeTruthy();
    const second = await measure(`/inbox?cursor=${next}`, { headers: { Cookie: user.cookie } });
    const secondHtml = (await second.res.text()).replaceAll("<!-- -->", "");
    expect(secondHtml).toContain("Message 21<");
    expect(secondHtml).toContain("Message 40<");
    expect(secondHtml).not.toContain("Message 20<");
    expect(second.meter.rowsRead, describeLog(second.meter)).toBeLessThanOrEqual(300);
    const back = secondHtml.match(/href="\/inbox\?cursor=([\w-]+)"[^>]*>.*?Newer/s)?.[1];
    const again = await html(`/inbox?cursor=${back}`, user.cookie);
    expect(again).toContain("Message 1<");
    expect(again).toContain("Message 20<");
    expect(again).not.toContain("Message 21<");
  });
});
