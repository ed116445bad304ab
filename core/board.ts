/**
 * The applications board (issue 31, decision 046): its columns and the keys that order the cards within
 * one. Client-safe: the board's screen, the domain and the tests use these.
 */
import type { JobStatus } from "./enums";

/** The board's columns, left to right: the pipeline's order (spec's statuses, `saved` first). */
export const BOARD_COLUMNS = [
  "saved",
  "applied",
  "screening",
  "interview",
  "offer",
  "rejected",
  "withdrawn",
] as const satisfies readonly JobStatus[];

/** Columns shown folded until the user opens them: the ends of a search, not its work. */
export const FOLDED_COLUMNS: readonly JobStatus[] = ["rejected", "withdrawn"];

/** Cards a column shows before its "Show more", and how many more each "Show more" adds. */
export const BOARD_PAGE = 25;
/** The most cards one column shows at once (a "Show more" stops growing there). */
export const BOARD_MAX_SHOWN = 500;

/** The two views of /applications. */
export const APPLICATION_VIEWS = ["list", "board"] as const;
export type ApplicationsView = (typeof APPLICATION_VIEWS)[number];
