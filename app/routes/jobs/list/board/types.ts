import type { BoardCard, BoardColumn } from "@worker/domain/board.server";

/**
 * The board as the loader hands it to the screen: each card with what it only shows (its priority, days in
 * its stage, next date in the user's time zone) drawn as HTML by the loader (./card-facts.server.tsx,
 * decision 065), so the board's code carries neither that markup nor the date formats.
 */
export type BoardCardData = BoardCard & { facts: string };
export type BoardColumnData = Omit<BoardColumn, "cards"> & { cards: BoardCardData[] };

export type BoardProps = {
  columns: BoardColumnData[];
  filtered: boolean;
  /** The board's address without `move` (the loader's). */
  returnTo: string;
  /** The card whose Move form is open (the address's `move`), if any. */
  moving: string | null;
};
