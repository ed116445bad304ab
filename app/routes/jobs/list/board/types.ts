import type { BoardCard, BoardColumn } from "@worker/domain/board.server";

/** The board as the loader hands it to the screen. */
export type BoardCardData = BoardCard;
export type BoardColumnData = BoardColumn;

export type BoardProps = {
  columns: BoardColumnData[];
  now: number;
  timeZone: string;
  filtered: boolean;
  /** The board's address without `move`. */
  returnTo: string;
  /** The card whose Move form is open (the address's `move`), if any. */
  moving: string | null;
};
