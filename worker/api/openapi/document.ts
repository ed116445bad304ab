/**
 * The API's OpenAPI 3.1 document (decision 027): each area's operations are declared beside their handlers
 * with `route()` (worker/api/openapi/route.ts) and reach the API's registry when the area is mounted; this
 * file holds the document's top level and what is added once the whole API is known.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { operationId, SECURITY_SCHEMES } from "./operation";

/** Registers the security schemes the operations name. */
export function registerSecuritySchemes(registry: OpenAPIHono["openAPIRegistry"]): void {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    registry.registerComponent("securitySchemes", name, scheme);
  }
}

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** Names each operation from its whole path (`operationId`), which its area's declaration does not know. */
export function finishDocument(document: Document): Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) op.operationId = operationId(method, path);
    }
  }
  return document;
}

/** The document's top level: where the API lives and what its conventions are (api-contract.md §1). */
export const OPENAPI_OBJECT: Parameters<OpenAPIHono["getOpenAPI31Document"]>[0] = {
  openapi: "3.1.0",
  info: {
    title: "Offerpath API",
    version: "1.0.0",
    description: [
      "The JSON API of Offerpath, the job-search tracker.",
      "",
      "- Bodies are JSON (`Content-Type: application/json`), up to 100 kB; unknown fields are ignored. File uploads are `multipart/form-data`, files up to 10 MB; imports (`/import/*`) take files up to 20 MB.",
      "- Success is `{success: true, ...}`; every failure is `{success: false, message}`, the message naming the field.",
      "- 401 means authentication only; a missing or foreign record is 404, never 403; 403 is a plan limit.",
      "- Ids are opaque strings. Dates out are ISO-8601 UTC with milliseconds; dates in may be `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` (read as UTC).",
      '- Any unmatched path answers 404 "Route not found".',
    ].join("\n"),
  },
  servers: [{ url: "/api/v1", description: "This site" }],
  tags: [
    { name: "Auth", description: "Accounts, sessions and tokens." },
    { name: "Jobs", description: "Job applications and their interviews." },
    { name: "Match", description: "How well a resume fits a posting: the terms it has and the ones it lacks." },
    { name: "Documents", description: "Resumes, cover letters and other files, and the applications they go with." },
    { name: "Tasks", description: "Tasks, optionally tied to a job and a contact." },
    { name: "Contacts", description: "Networking contacts and their interactions." },
    { name: "Plans", description: "Plans, the caller's subscription, upgrades and cancellation." },
    { name: "Payments", description: "Razorpay orders, verification, the webhook and history." },
    { name: "Analytics", description: "The dashboard's numbers and, on Premium, the advanced figures." },
    {
      name: "Offers",
      description:
        "Offers, decoded: what each pays in the hand, this year and over four; two to four of them compared side by side.",
    },
    {
      name: "Reminders",
      description: "Notifications of reminders that fired, and how the caller wants to be reminded.",
    },
    {
      name: "Inbox",
      description:
        "Forwarded application emails, what each proposes, and applying, dismissing, undoing or deleting it.",
    },
    { name: "Export", description: "The account's data as JSON, CSV or ZIP." },
    { name: "Import", description: "An Offerpath export or a spreadsheet into the account." },
    { name: "Calendar", description: "The private iCalendar feed's address." },
    { name: "Inbox", description: "Forward to track: the private address application emails are forwarded to." },
    { name: "Profiles", description: "The public profile: the owner's settings and the page a visitor sees." },
    { name: "Contact us", description: "Messages to the team." },
    { name: "Meta", description: "Liveness and this document." },
  ],
};
