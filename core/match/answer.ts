/**
 * The match as the application page, the API and the extension receive it (decision 055): the engine's
 * result, or why there is none, and the resume it was computed against.
 */
import type { DocumentTextStatus, DocumentType } from "../enums";
import type { MatchResult } from "./index";

/** Why there is no match to show, when there is none. */
export type MatchGap = "noDescription" | "noResume" | "noText";

/** Where the resume came from: named in the request, attached to the application, or the user's default. */
export type ResumeChoice = "chosen" | "attached" | "default";

export type MatchAnswer = {
  match: MatchResult | null;
  gap: MatchGap | null;
  document: { _id: string; name: string; textStatus: DocumentTextStatus } | null;
  resume: ResumeChoice | null;
};

/** A document offered by "compare with another resume": one of the caller's with text. */
export type ResumeOption = { _id: string; name: string; type: DocumentType; typeLabel: string };
