/**
 * A record's page drawn as HTML by its loader (decision 067): a document holds each part once, and its loader
 * data does not carry it again; a client-side navigation's data request carries it. The deletes in it are
 * links marked for the page's dialog (`data-confirm`), to their own confirm pages without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { api, page, signUpForWeb, type WebUser } from "../support";

const count = (text: string, part: string) => text.split(part).length - 1;

async function text(path: string, u: WebUser) {
  const res = await page(path, u.cookie);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("an application's page", () => {
  it("is in a document once, with its deletes marked for the dialog", async () => {
    const u = await signUpForWeb();
    const job = (
      await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "Platform Engineer" } })
    ).body.job;
    await api("POST", `/jobs/${job._id}/interviews`, {
      token: u.token,
      body: { date: "2026-05-02", interviewType: "video", notes: "Systems design with the platform team" },
    });
    const html = await text(`/jobs/${job._id}`, u);
    expect(count(html, 'data-part="job"')).toBe(1);
    expect(count(html, "Interview History")).toBe(1);
    expect(count(html, "Systems design with the platform team")).toBe(1);
    expect(count(html, "Enter the offer letter")).toBe(1);
    expect(html).toMatch(new RegExp(`<a href="/jobs/${job._id}/delete" data-confirm="job"`));
    expect(html).toMatch(/<a href="\/jobs\/[^"]+\/interviews\/[^"]+\/delete" data-confirm="interview"/);
    // The documents section stays React's: its forms post to the page.
    expect(html).toContain("The files that went with this application.");

    const data = await text(`/jobs/${job._id}.data?_routes=routes%2Fjobs%2Fdetail`, u);
    expect(data).toContain("Interview History");
    expect(data).toContain("Systems design with the platform team");
  });
});

describe("a contact's page", () => {
  it("is in a document once: who, the cards and each interaction, its delete marked for the dialog", async () => {
    const u = await signUpForWeb();
    const contact = (
      await api("POST", "/contacts", { token: u.token, body: { name: "Priya Raman", relationship: "recruiter" } })
    ).body.contact;
    await api("POST", `/contacts/${contact._id}/interactions`, {
      token: u.token,
      body: { date: "2026-03-01T09:00", notes: "Intro call about the platform role" },
    });
    const html = await text(`/contacts/${contact._id}`, u);
    for (const part of ["contact-head", "contact-details", "contact-related"]) {
      expect(count(html, `data-part="${part}"`), part).toBe(1);
    }
    expect(count(html, "Intro call about the platform role")).toBe(1);
    expect(count(html, "Contact Details")).toBe(1);
    expect(html).toMatch(/data-part="interaction-[^"]+"/);
    expect(html).toMatch(/<a href="\/contacts\/[^"]+\/interactions\/[^"]+\/delete" data-confirm="interaction"/);

    const data = await text(`/contacts/${contact._id}.data?_routes=routes%2Fcontacts%2Fdetail%2Froute`, u);
    expect(data).toContain("Intro call about the platform role");
    expect(data).toContain("Contact Details");
  });
});
