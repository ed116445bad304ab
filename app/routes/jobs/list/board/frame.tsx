import { type ReactNode, useEffect, useRef } from "react";

/** Where the drag handle goes once the drag code has loaded: the same room, so nothing moves then. */
export const HANDLE_ROOM = "size-7 shrink-0";

/**
 * The board's own horizontal scroll: its columns scroll, never the page. Its width counts for nothing in
 * the layout's (`w-0`) and fills what the page gives it (`min-w-full`), so wide columns cannot widen the page;
 * `relative` makes it the box of the cards' screen-reader-only text, which it then clips as well. The drag
 * and drop board marks it `data-board-dnd`: the keyboard shortcuts keep off a card it carries (decision 049).
 * A pointer or the focus already on the board when the page hydrates (the scripts start after the first
 * paint, decision 061) counts as an approach too: no event would tell of it.
 */
export function BoardFrame({
  children,
  onApproach,
  dnd = false,
}: {
  children: ReactNode;
  onApproach?: () => void;
  dnd?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const board = ref.current;
    if (onApproach && board && (board.matches(":hover") || board.contains(document.activeElement))) onApproach();
  }, [onApproach]);
  return (
    <section
      ref={ref}
      aria-label="Applications by stage"
      data-board-dnd={dnd ? "" : undefined}
      className="relative w-0 min-w-full overflow-x-auto pb-4"
      onPointerOver={onApproach}
      onFocus={onApproach}
    >
      <div className="flex w-max items-start gap-3">{children}</div>
    </section>
  );
}
