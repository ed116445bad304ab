/**
 * The calls the extension makes to Offerpath's API (contract §3, §4.6, §11.5). Any 401 means the session
 * was revoked or has expired: after one refresh attempt (contract §3.1) the stored session is cleared
 * and the caller is told, so the popup shows itself signed out with the reason, never a silent failure.
 */
import { jobSourceFromUrl } from "@core/job-source";
import type { JobFields } from "./extract/types";
import { clearSession, type JobStatus, type Priority, type Session, saveSession } from "./settings";

export const SESSION_ENDED =
  "Your Offerpath session has ended (you signed out elsewhere, changed your password, or it expired). Sign in again.";

export class SignedOut extends Error {}

export type TrackedJob = { _id: string; status: string; company: string; position: string };

type Answer = { status: number; body: Record<string, unknown> };

async function call(origin: string, path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set("Content-Type", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let res: Response;
  try {
    res = await fetch(`${origin}/api/v1${path}`, { ...init, headers, credentials: "omit" });
  } catch {
    throw new Error(`Offerpath could not be reached at ${origin}. Check the app's address in the options.`);
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, body };
}

const messageOf = (a: Answer, fallback: string) => (typeof a.body.message === "string" ? a.body.message : fallback);

export async function login(origin: string, email: string, password: string): Promise<Session> {
  const a = await call(origin, "/auth/login", { method: "POST", body: JSON.stringify({ email, password }) });
  if (a.status !== 200) throw new Error(messageOf(a, "Sign-in failed"));
  const user = a.body.user as { name: string; email: string };
  const session = {
    token: String(a.body.token),
    refreshToken: String(a.body.refreshToken),
    user: { name: user.name, email: user.email },
    origin,
  };
  await saveSession(session);
  return session;
}

/** Ends the session on the server (contract §3.3 logout) and forgets it here, whatever the answer. */
export async function logout(session: Session) {
  try {
    await call(session.origin, "/auth/logout", { method: "POST", token: session.token });
  } finally {
    await clearSession(null);
  }
}

/** A bearer call; on 401 one refresh (contract §3.1 rotation), then the call again; a second 401 signs out. */
async function authed(session: Session, path: string, init: RequestInit = {}): Promise<Answer> {
  const first = await call(session.origin, path, { ...init, token: session.token });
  if (first.status !== 401) return first;
  const refreshed = await call(session.origin, "/auth/refresh-token", {
    method: "POST",
    body: JSON.stringify({ refreshToken: session.refreshToken }),
  });
  if (refreshed.status !== 200) {
    await clearSession(SESSION_ENDED);
    throw new SignedOut(SESSION_ENDED);
  }
  session.token = String(refreshed.body.token);
  session.refreshToken = String(refreshed.body.refreshToken);
  await saveSession(session);
  const again = await call(session.origin, path, { ...init, token: session.token });
  if (again.status === 401) {
    await clearSession(SESSION_ENDED);
    throw new SignedOut(SESSION_ENDED);
  }
  return again;
}

/** Contract §4.6: the account's job for this posting, or null. */
export async function lookup(session: Session, url: string): Promise<TrackedJob | null> {
  const a = await authed(session, `/jobs/lookup?url=${encodeURIComponent(url)}`);
  if (a.status !== 200) throw new Error(messageOf(a, "The posting could not be looked up"));
  return (a.body.job as TrackedJob | null) ?? null;
}

export type NewJob = JobFields & { status: JobStatus; priority: Priority; favorite: boolean };

/** The body of `POST /jobs`: the job, and where it was found, from the board its address is on (issue 33). */
export function newJobBody(job: NewJob) {
  return { ...job, source: jobSourceFromUrl(job.jobUrl) ?? "" };
}

/** `POST /jobs` (contract §4.1): the job as the user edited it. */
export async function saveJob(session: Session, job: NewJob): Promise<TrackedJob> {
  const a = await authed(session, "/jobs", { method: "POST", body: JSON.stringify(newJobBody(job)) });
  if (a.status !== 201) throw new Error(messageOf(a, "The job could not be saved"));
  return a.body.job as TrackedJob;
}

export type DefaultResume = { document: { _id: string; name: string } | null; text: string; gap: string | null };

/** `GET /match/resume` (contract §18): the default resume's text, asked for only when the user opts in. */
export async function fetchDefaultResume(session: Session): Promise<DefaultResume> {
  const a = await authed(session, "/match/resume");
  if (a.status !== 200) throw new Error(messageOf(a, "The resume could not be read"));
  return a.body as unknown as DefaultResume;
}
