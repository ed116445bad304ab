import type { BoardCard, BoardColumn } from "@worker/domain/board.server";

/** The board as the loader hands it to the screen. */
export type BoardCardData = BoardCard;
export type BoardColumnData = BoardColumn;

export type BoardProps = {
  columns: BoardColumnData[];
  /**
   * What each card only shows (its priority, days in its stage, next date in the user's time zone), drawn as
   * HTML by the loader (./card-facts.server.tsx, decisions 065 and 067) and named by `cardPart`, so the board's
   * code carries neither that markup nor the date formats. Null for a document, which holds them.
   */
  facts: Record<string, string> | null;
  filtered: boolean;
  /** The board's address without `move` (the loader's). */
  returnTo: string;
  /** The card whose Move form is open (the address's `move`), if any. */
  moving: string | null;
};
