/**
 * Contact-us messages (api-contract.md §10, docs/decisions/015-contact-form.md): both faces, the /contact
 * form and POST /api/v1/contactus, call `submitContactMessage`; neither adds rules of its own.
 *
 * Bots are turned away without a word: a filled honeypot, or a form posted less than 3 seconds after
 * the server rendered it (a timestamp signed with SESSION_SECRET), gets the usual success and nothing
 * is stored, sent or counted. A message without a Turnstile token (the form without JavaScript) is
 * kept flagged `verified: false` under a stricter per-client limit; the API requires a token.
 */
import { CONTACT_MESSAGES, CONTACT_MIN_FILL_MS, type ContactMessageInput } from "@core/schemas/contact-us";
import { contactMessages } from "../db/schema";
import type { Deps } from "../deps";
import { newId } from "../lib/ids";
import { type Failure, fail, ok, type Result } from "../lib/result";
import { signatureMatches, signText } from "../lib/signing";
import { hitLimits, type Limit, limitKey, minutesText } from "./rate-limit.server";

const HOUR = 60 * 60 * 1000;
/** Per client (`CF-Connecting-IP`): every message, then the stricter count of unverified ones. */
export const CONTACT_THROTTLES = {
  client: { max: 5, windowMs: HOUR },
  unverifiedClient: { max: 2, windowMs: HOUR },
} as const;

export type ContactMessageRecord = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: "unread" | "read" | "replied";
  verified: boolean;
  createdAt: Date;
};

export type SubmitOptions = {
  clientKey: string;
  /** The API refuses a message without a token (400); the form keeps it as unverified. */
  tokenRequired: boolean;
  token?: string;
  honeypotFilled?: boolean;
  /**
   * The form's signed render time. `undefined` means the face has no form (the API); for the form a
   * missing or forged stamp counts as a post under 3 seconds.
   */
  formStamp?: string | null;
};

/** `stored: false` is a silent drop (a bot): the caller answers success all the same. */
export type SubmitOutcome = { record: ContactMessageRecord; stored: boolean };

/** What a stamp's signature covers. */
const stampMessage = (issuedAt: number) => `contact-form:${issuedAt}`;

/** The signed render time the /contact form carries back: `<epoch ms>.<HMAC-SHA256>`. */
export function issueContactFormStamp(deps: Pick<Deps, "config" | "now">): string {
  const issuedAt = deps.now().getTime();
  return `${issuedAt}.${signText(deps.config.SESSION_SECRET, stampMessage(issuedAt))}`;
}

/** Milliseconds since the stamp was issued, or null when it is missing, malformed or not ours. */
export function contactFormStampAge(deps: Pick<Deps, "config" | "now">, stamp: string | null | undefined) {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp ?? "");
  if (!match) return null;
  const issuedAt = Number(match[1]);
  if (!signatureMatches(deps.config.SESSION_SECRET, stampMessage(issuedAt), match[2])) return null;
  return deps.now().getTime() - issuedAt;
}

function isTooQuick(deps: Deps, stamp: string | null): boolean {
  const age = contactFormStampAge(deps, stamp);
  return age === null || age < CONTACT_MIN_FILL_MS;
}

function unavailable(what: string, cause: unknown): Failure {
  console.error(`Contact form: ${what}`, cause);
  return fail("UNAVAILABLE", CONTACT_MESSAGES.unavailable);
}

/**
 * Takes one contact-us message. Failures: VALIDATION "Please verify that you are not a robot." (API,
 * no token), VALIDATION "Human verification failed. Please try again." (siteverify said no),
 * RATE_LIMITED, UNAVAILABLE with the contract's message (siteverify or storage unreachable).
 */
export async function submitContactMessage(
  deps: Deps,
  input: ContactMessageInput,
  opts: SubmitOptions,
): Promise<Result<SubmitOutcome>> {
  const record: ContactMessageRecord = {
    id: newId(),
    ...input,
    status: "unread",
    verified: false,
    createdAt: deps.now(),
  };
  if (opts.honeypotFilled || (opts.formStamp !== undefined && isTooQuick(deps, opts.formStamp))) {
    return ok({ record, stored: false });
  }
  const token = opts.token?.trim() || undefined;
  if (!token && opts.tokenRequired) return fail("VALIDATION", CONTACT_MESSAGES.noToken, "token");

  const limits: Limit[] = [{ key: limitKey("contact:client", opts.clientKey), ...CONTACT_THROTTLES.client }];
  if (!token)
    limits.push({ key: limitKey("contact:unverified", opts.clientKey), ...CONTACT_THROTTLES.unverifiedClient });
  try {
    const state = await hitLimits(deps, limits);
    if (!state.allowed) {
      return fail("RATE_LIMITED", `Too many messages. Please try again in ${minutesText(state.retryAfterSeconds)}.`);
    }
  } catch (cause) {
    return unavailable("the throttle could not be read", cause);
  }

  if (token) {
    try {
      const verdict = await deps.turnstile.verify({
        token,
        remoteIp: opts.clientKey === "unknown" ? undefined : opts.clientKey,
        idempotencyKey: crypto.randomUUID(),
      });
      if (!verdict.success) return fail("VALIDATION", CONTACT_MESSAGES.verificationFailed, "token");
    } catch (cause) {
      return unavailable("Turnstile siteverify could not be reached", cause);
    }
    record.verified = true;
  }

  try {
    await deps.db.insert(contactMessages).values(record);
  } catch (cause) {
    return unavailable("the message could not be stored", cause);
  }
  deps.defer(
    deps.email
      .send(supportEmail(deps, record))
      .catch((cause) => console.error("Contact form: email to support failed", cause)),
  );
  return ok({ record, stored: true });
}

function supportEmail(deps: Deps, m: ContactMessageRecord) {
  return {
    to: deps.config.SUPPORT_EMAIL,
    subject: `Contact form${m.verified ? "" : " (unverified)"}: ${m.subject}`,
    text: [
      `From: ${m.name} <${m.email}>`,
      `Received: ${m.createdAt.toISOString()}`,
      `Human verification: ${m.verified ? "passed (Turnstile)" : "none (sent without JavaScript)"}`,
      `Message id: ${m.id}`,
      "",
      m.message,
    ].join("\n"),
  };
}

/** The message as the API answers it (api-contract.md §10). */
export function serializeContactMessage(m: ContactMessageRecord) {
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}
