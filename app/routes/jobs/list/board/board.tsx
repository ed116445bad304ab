import { type ComponentType, useEffect, useState } from "react";
import { BoardCard } from "./card";
import { BoardColumnView } from "./column";
import { BoardFrame, HANDLE_ROOM } from "./frame";
import type { BoardProps } from "./types";

/**
 * The board: columns of cards in each user's order, moved with the card's Move form without
 * JavaScript (one card's at a time, opened by its "Move…" link). With JavaScript the drag-and-drop board (dnd-kit, its own chunk: only the board loads it)
 * takes over the same markup once it has loaded.
 */
export function Board(props: BoardProps) {
  const [DndBoard, setDndBoard] = useState<ComponentType<BoardProps> | null>(null);
  // Loaded when a pointer or the keyboard first comes to the board, not with the page: the page is ready
  // sooner, and the handles appear as the hand gets there.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import("./board-dnd").then((m) => live && setDndBoard(() => m.DndBoard));
    return () => {
      live = false;
    };
  }, [wanted]);
  if (DndBoard) return <DndBoard {...props} />;
  return (
    <BoardFrame onApproach={() => setWanted(true)}>
      {props.columns.map((column) => (
        <BoardColumnView key={column.status} column={column} count={column.count} empty={column.cards.length === 0}>
          {column.cards.map((card, i) => (
            <BoardCard
              key={card.id}
              card={card}
              facts={props.facts}
              place={{ above: column.cards[i - 1]?.id ?? null, below: column.cards[i + 1]?.id ?? null }}
              returnTo={props.returnTo}
              moving={props.moving === card.id}
              handle={<span className={HANDLE_ROOM} />}
            />
          ))}
        </BoardColumnView>
      ))}
    </BoardFrame>
  );
}
