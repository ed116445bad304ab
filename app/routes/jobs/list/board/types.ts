import type { BoardCard, BoardColumn } from "@worker/domain/board.server";

/**
 * The board as the loader hands it to the screen: each card with its texts in the user's time zone, written by
 * the server (./board-data.server.ts), so the board's code carries no date formats.
 */
export type BoardCardData = BoardCard & {
  shown: {
    /** "New in this stage" or "3 days in this stage". */
    stage: string;
    /** "Interview 3 Dec 2026" or "Task due 5 Dec 2026": the sooner of the two, or null. */
    next: string | null;
  };
};
export type BoardColumnData = Omit<BoardColumn, "cards"> & { cards: BoardCardData[] };

export type BoardProps = {
  columns: BoardColumnData[];
  filtered: boolean;
  /** The board's address without `move` (the loader's). */
  returnTo: string;
  /** The card whose Move form is open (the address's `move`), if any. */
  moving: string | null;
};
