import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text";
import { gmailConfirmation, parseAuthenticationResults, readMessage, TEXT_LIMIT } from "./read.server";

/** A raw message with CRLF line ends, as the routing layer hands it over. */
function eml(headers: Record<string, string>, body: string, contentType = "text/plain; charset=utf-8"): string {
  const lines = Object.entries({ "Message-ID": "<m1@mail.example>", "Content-Type": contentType, ...headers }).map(
    ([k, v]) => `${k}: ${v}`,
  );
  return `${lines.join("\r\n")}\r\n\r\n${body.replace(/\r?\n/g, "\r\n")}`;
}

describe("readMessage: forwarded messages are read for the original sender, date and subject", () => {
  it("Gmail's Forwarded message block, its zone-less date read at the forwarding's own offset", async () => {
    const m = await readMessage(
      eml(
        {
          From: "Asha <asha@gmail.com>",
          To: "in-x@inbox.example",
          Subject: "Fwd: Interview - Acme",
          Date: "Sat, 28 Nov 2026 09:15:00 +0530",
        },
        "FYI\n\n---------- Forwarded message ---------\nFrom: Priya Sharma <priya@acme.in>\nDate: Fri, Nov 27, 2026 at 6:02 PM\nSubject: Interview - Acme\nTo: <asha@gmail.com>\n\nHi Asha, we would like to invite you.",
      ),
    );
    expect(m.sender).toEqual({ name: "Priya Sharma", email: "priya@acme.in" });
    expect(m.forwardedBy).toBe("asha@gmail.com");
    expect(m.subject).toBe("Interview - Acme");
    expect(new Date(m.sentAt ?? 0).toISOString()).toBe("2026-11-27T12:32:00.000Z");
    expect(m.messageId).toBe("m1@mail.example");
  });

  it("Outlook's From/Sent/To/Subject block after the rule, without a marker", async () => {
    const m = await readMessage(
      eml(
        { From: "Asha <asha@outlook.com>", Subject: "FW: Update", Date: "Mon, 30 Nov 2026 18:00:00 +0000" },
        "see below\n\n________________________________\nFrom: Razorpay Talent <careers@razorpay.com>\nSent: Monday, November 30, 2026 5:10 PM\nTo: Asha <asha@outlook.com>\nSubject: Interview postponed\n\nYour round has been postponed.",
      ),
    );
    expect(m.sender.email).toBe("careers@razorpay.com");
    expect(m.forwardedBy).toBe("asha@outlook.com");
    expect(m.subject).toBe("Interview postponed");
    expect(new Date(m.sentAt ?? 0).toISOString()).toBe("2026-11-30T17:10:00.000Z");
  });

  it("Apple Mail's Begin forwarded message, with the zone it writes", async () => {
    const m = await readMessage(
      eml(
        { From: "Asha <asha@icloud.com>", Subject: "Fwd: Next steps", Date: "Sat, 28 Nov 2026 08:00:00 -0800" },
        "\nBegin forwarded message:\n\nFrom: Jordan Smith <jordan@figma.com>\nSubject: Next steps with Figma\nDate: 24 November 2026 at 10:12:30 GMT+5:30\nTo: Asha <asha@icloud.com>\n\nHello",
      ),
    );
    expect(m.sender).toEqual({ name: "Jordan Smith", email: "jordan@figma.com" });
    expect(m.subject).toBe("Next steps with Figma");
    expect(new Date(m.sentAt ?? 0).toISOString()).toBe("2026-11-24T04:42:00.000Z");
  });

  it("reads the blocks of HTML-only forwards too (Gmail's and Outlook's markup)", async () => {
    const gmail = await readMessage(
      eml(
        { From: "asha@gmail.com", Subject: "Fwd: Offer", Date: "Sat, 12 Dec 2026 10:00:00 +0530" },
        '<div dir="ltr">Offer!!<br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Lakshmi N</strong> <span dir="auto">&lt;<a href="mailto:lakshmi.n@zohocorp.com">lakshmi.n@zohocorp.com</a>&gt;</span><br>Date: Fri, Dec 11, 2026 at 5:30 PM<br>Subject: Offer - Zoho<br>To: &lt;<a href="mailto:asha@gmail.com">asha@gmail.com</a>&gt;<br></div><br><div>Dear Asha, we are pleased to extend an offer.</div></div></div>',
        "text/html; charset=utf-8",
      ),
    );
    expect(gmail.sender).toEqual({ name: "Lakshmi N", email: "lakshmi.n@zohocorp.com" });
    expect(gmail.subject).toBe("Offer - Zoho");
    expect(new Date(gmail.sentAt ?? 0).toISOString()).toBe("2026-12-11T12:00:00.000Z");
    const outlook = await readMessage(
      eml(
        { From: "asha@outlook.com", Subject: "FW: Interview", Date: "Mon, 30 Nov 2026 18:00:00 +0000" },
        '<div>see below</div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg"><font face="Calibri"><b>From:</b> Razorpay Talent &lt;careers@razorpay.com&gt;<br><b>Sent:</b> Monday, November 30, 2026 5:10 PM<br><b>To:</b> Asha &lt;asha@outlook.com&gt;<br><b>Subject:</b> Interview postponed</font></div><div>Your round has been postponed.</div>',
        "text/html; charset=utf-8",
      ),
    );
    expect(outlook.sender.email).toBe("careers@razorpay.com");
    expect(outlook.subject).toBe("Interview postponed");
  });

  it("a filter's forward (X-Forwarded-For) keeps the original From; forwardedBy is the user", async () => {
    const m = await readMessage(
      eml(
        {
          From: "Deepak <deepak@swiggy.in>",
          Subject: "Round 2",
          Date: "Thu, 26 Nov 2026 19:30:00 +0530",
          "X-Forwarded-For": "asha@gmail.com in-x@inbox.example",
        },
        "Hello",
      ),
    );
    expect(m.sender.email).toBe("deepak@swiggy.in");
    expect(m.forwardedBy).toBe("asha@gmail.com");
    expect(m.sentAt).toBe(Date.parse("2026-11-26T14:00:00Z"));
  });

  it("an Outlook rule's forward without a block leaves the original in Reply-To", async () => {
    const m = await readMessage(
      eml({ From: "Asha <asha@outlook.com>", "Reply-To": "Jane <jane@stripe.com>", Subject: "FW: Offer" }, "Body"),
    );
    expect(m.sender.email).toBe("jane@stripe.com");
    expect(m.forwardedBy).toBe("asha@outlook.com");
    expect(m.subject).toBe("Offer");
  });

  it("a reply quoting the earlier mail (From:/Sent: lines, Original Message) is its writer's, not forwarded", async () => {
    const quoted =
      "Hi Asha, confirmed for Tuesday.\n\n-----Original Message-----\nFrom: Asha <asha@outlook.com>\nSent: Monday, November 30, 2026 5:10 PM\nTo: Priya <priya@acme.in>\nSubject: Interview slot\n\nDoes Tuesday work?";
    for (const body of [quoted, quoted.replace("-----Original Message-----\n", "")]) {
      const m = await readMessage(eml({ From: "Priya <priya@acme.in>", Subject: "RE: Interview slot" }, body));
      expect(m.sender.email).toBe("priya@acme.in");
      expect(m.forwardedBy).toBe("");
    }
    // The same lines under an "FW:" subject are a forward.
    const forwarded = await readMessage(eml({ From: "Priya <priya@acme.in>", Subject: "FW: Interview slot" }, quoted));
    expect(forwarded.sender.email).toBe("asha@outlook.com");
  });

  it("a message not forwarded is its own sender, with no forwardedBy", async () => {
    const m = await readMessage(eml({ From: "Jane <jane@stripe.com>", Subject: "Hi" }, "Plain"));
    expect(m.sender).toEqual({ name: "Jane", email: "jane@stripe.com" });
    expect(m.forwardedBy).toBe("");
    expect(m.sentAt).toBeNull();
    expect(m.auth).toBeNull();
  });
});

describe("Authentication-Results", () => {
  it("reads SPF, DKIM and DMARC from the topmost header", async () => {
    const m = await readMessage(
      eml(
        {
          From: "a@b.com",
          "Authentication-Results":
            "mx.cloudflare.net; spf=pass smtp.mailfrom=b.com; dkim=fail header.d=b.com; dmarc=none header.from=b.com",
        },
        "x",
      ),
    );
    expect(m.auth).toEqual({ spf: "pass", dkim: "fail", dmarc: "none" });
  });

  it("keeps only the verdicts written, and null for none", () => {
    expect(parseAuthenticationResults("mx; spf=softfail smtp.mailfrom=x")).toEqual({ spf: "softfail" });
    expect(parseAuthenticationResults("mx; none")).toBeNull();
    expect(parseAuthenticationResults(null)).toBeNull();
  });
});

describe("HTML becomes plain text: nothing of it survives", () => {
  const hostile = `<html><head><title>t</title><style>p{color:red}</style><script>alert("head")</script></head>
<body><p>Hello&nbsp;Asha &amp; team,</p><script type="text/javascript">document.cookie</script>
<div>Pay <a href="https://evil.example/steal?x=1">https://bank.com</a> now.</div>
<img src="https://tracker.example/p.gif" onerror="alert(1)"><iframe src="https://x.example">inner</iframe>
<a href="javascript:alert(1)">click me</a> <a href="mailto:hr@acme.com">hr@acme.com</a>
<ul><li>one</li><li>two</li></ul><!-- <script>comment</script> --><p>5 &lt; 6 &#x263A; &#8212;</p></body></html>`;

  it("drops scripts, styles, images and frames, and shows a link's REAL target beside its label", async () => {
    const m = await readMessage(eml({ From: "a@b.com" }, hostile, "text/html; charset=utf-8"));
    expect(m.text).toContain("Hello Asha & team,");
    expect(m.text).toContain("Pay https://bank.com (https://evil.example/steal?x=1) now.");
    expect(m.text).toContain("click me");
    expect(m.text).not.toContain("javascript:");
    expect(m.text).toContain("hr@acme.com");
    expect(m.text).not.toContain("(hr@acme.com)");
    expect(m.text).toContain("• one\n• two");
    expect(m.text).toContain("5 < 6 ☺ —");
    for (const gone of ["alert", "document.cookie", "color:red", "onerror", "tracker.example", "inner", "comment"]) {
      expect(m.text).not.toContain(gone);
    }
    expect(m.text).not.toMatch(/<\s*\/?\s*(script|style|img|iframe|a|p|div|html|body)\b/i);
  });

  it("prefers the HTML's text when the text part is an empty stub", async () => {
    const boundary = "b1";
    const body = [
      `--${boundary}`,
      "Content-Type: text/plain",
      "",
      "View in browser",
      `--${boundary}`,
      "Content-Type: text/html",
      "",
      `<p>${"We would like to invite you to an interview. ".repeat(10)}</p>`,
      `--${boundary}--`,
    ].join("\n");
    const m = await readMessage(eml({ From: "a@b.com" }, body, `multipart/alternative; boundary="${boundary}"`));
    expect(m.text).toContain("invite you to an interview");
  });

  it("caps the text, and an unterminated tag or comment ends the text rather than leaking markup", () => {
    expect(htmlToText(`<p>${"x".repeat(500)}</p>`, 100)).toHaveLength(100);
    expect(htmlToText("before<script>never closed", 100)).toBe("before");
    expect(htmlToText("before<!-- never closed <b>x</b>", 100)).toBe("before");
    expect(htmlToText("a < b and c > d", 100)).toBe("a < b and c > d");
  });

  it("reads hostile shapes of a megabyte in linear time", () => {
    const shapes = [
      `${"< ".repeat(500_000)}>`,
      "<".repeat(1_000_000),
      "<b>".repeat(330_000),
      "<!--".repeat(250_000),
      "<script>".repeat(125_000),
      `<a href="https://x.example">${"&amp;".repeat(200_000)}</a>`,
    ];
    for (const shape of shapes) {
      const started = performance.now();
      const text = htmlToText(shape, TEXT_LIMIT);
      expect(text.length).toBeLessThanOrEqual(TEXT_LIMIT);
      expect(performance.now() - started, shape.slice(0, 12)).toBeLessThan(1000);
    }
  });

  it("reads 40,000 nested links as fast as 40,000 links one after another (a close does not join its label again)", () => {
    const time = (html: string) => {
      const started = performance.now();
      expect(htmlToText(html, TEXT_LIMIT).length).toBeLessThanOrEqual(TEXT_LIMIT);
      return performance.now() - started;
    };
    const flat = time("<a href=https://x.co>x</a>".repeat(40_000));
    const nested = time(`${"<a href=https://x.co>x".repeat(40_000)}${"</a>".repeat(40_000)}`);
    // Joined again at every close, the nested shape took ten times the flat one (0.3 s against 0.03 s).
    expect(nested).toBeLessThan(flat * 4 + 50);
  });

  it("reads an empty or broken message without throwing", async () => {
    for (const raw of ["", "not an email at all", "From: \r\n\r\n", new Uint8Array([0xff, 0xfe, 0x00])]) {
      const m = await readMessage(raw);
      expect(m.messageId).toBe("");
      expect(m.confirmation).toBeNull();
    }
  });

  it("caps a long message's text at TEXT_LIMIT", async () => {
    const m = await readMessage(eml({ From: "a@b.com" }, "word ".repeat(40_000)));
    expect(m.text.length).toBeLessThanOrEqual(TEXT_LIMIT);
  });
});

describe("calendars", () => {
  const ics =
    "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nDTSTART:20261208T053000Z\r\nSUMMARY:Interview\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

  it("collects a text/calendar part and an .ics attachment as text", async () => {
    const body = [
      "--b",
      "Content-Type: text/plain",
      "",
      "Invite attached",
      "--b",
      "Content-Type: text/calendar; method=REQUEST",
      "",
      ics,
      "--b",
      'Content-Type: application/octet-stream; name="invite.ics"',
      'Content-Disposition: attachment; filename="invite.ics"',
      "Content-Transfer-Encoding: base64",
      "",
      btoa(ics),
      "--b--",
    ].join("\r\n");
    const m = await readMessage(eml({ From: "a@b.com" }, body, 'multipart/mixed; boundary="b"'));
    expect(m.calendars).toHaveLength(2);
    for (const calendar of m.calendars) expect(calendar).toContain("DTSTART:20261208T053000Z");
  });
});

describe("Gmail's forwarding confirmation", () => {
  const text =
    "asha@gmail.com has requested to automatically forward mail to your email address in-x@inbox.example.\nConfirmation code: 873412956\n\nTo allow asha@gmail.com to automatically forward mail to your address, please click the link below to confirm the request:\n\nhttps://mail-settings.google.com/mail/vf-%5BANGjdJ9%5D-ZmVl\n\nto cancel: https://mail-settings.google.com/mail/uf-%5BANGjdJ9%5D-ZmVl";
  const subject = "(#873412956) Gmail Forwarding Confirmation - Receive Mail from asha@gmail.com";

  it("gives its code and its confirming link", async () => {
    const m = await readMessage(eml({ From: "Gmail Team <forwarding-noreply@google.com>", Subject: subject }, text));
    expect(m.confirmation).toEqual({
      code: "873412956",
      link: "https://mail-settings.google.com/mail/vf-%5BANGjdJ9%5D-ZmVl",
    });
  });

  it("takes the older mail.google.com/mail/vf- link too", () => {
    expect(
      gmailConfirmation("forwarding-noreply@google.com", subject, "code https://mail.google.com/mail/vf-abc123-xyz"),
    ).toEqual({ code: "873412956", link: "https://mail.google.com/mail/vf-abc123-xyz" });
  });

  it("is not trusted from anyone else, and needs both a code and a link", () => {
    expect(gmailConfirmation("forwarding-noreply@evil.example", subject, text)).toBeNull();
    expect(gmailConfirmation("forwarding-noreply@google.com", "Hello", text)).toBeNull();
    expect(gmailConfirmation("forwarding-noreply@google.com", "Gmail Forwarding Confirmation", "no code")).toBeNull();
  });
});
