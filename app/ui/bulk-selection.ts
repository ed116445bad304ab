/**
 * Selecting applications for a bulk action (issue 31, decision 047), with JavaScript: the count, "select
 * all on this page" kept in step with the boxes, and shift-click ranges. The boxes are the rows' and the
 * board cards' `input[data-row-select]` (shared contract: `form="bulk-form"`), wherever they sit on the
 * page; the listeners are on the document, so boxes a later render adds are covered as they come. Without
 * JavaScript the boxes and the "all on this page" box are plain form fields (the action reads both).
 */
import { FOLDED_COLUMNS } from "@core/board";
import type { JobStatus } from "@core/enums";
import { capitalize } from "@core/format";
import { useEffect, useState } from "react";

export const ROW_SELECT = "input[data-row-select]";

/**
 * The indexes a shift-click sets, in the boxes' order: from the box clicked before (`anchor`) to the one
 * clicked (`index`), both included, in either direction; just `index` without an anchor.
 */
export function rangeBetween(anchor: number | null, index: number): number[] {
  if (anchor === null || anchor < 0) return [index];
  const [from, to] = anchor < index ? [anchor, index] : [index, anchor];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** What "select all on this page" shows for `checked` of `total` boxes: ticked, part-ticked, or not. */
export function allBoxState(checked: number, total: number): { checked: boolean; indeterminate: boolean } {
  return { checked: total > 0 && checked === total, indeterminate: checked > 0 && checked < total };
}

/**
 * The label of "select all" on the board: it ticks every card the board shows, the folded columns' too
 * (rejected and withdrawn start folded), so it says how many of those it takes.
 */
export function boardSelectAllLabel(columns: readonly { status: JobStatus; cards: number }[]): string {
  const total = columns.reduce((n, c) => n + c.cards, 0);
  const folded = columns.filter((c) => FOLDED_COLUMNS.includes(c.status) && c.cards > 0);
  const inFolded = folded.reduce((n, c) => n + c.cards, 0);
  if (inFolded === 0) return `Select all ${total} on this board`;
  const names = folded.map((c) => capitalize(c.status)).join(" and ");
  return `Select all ${total} on this board, including ${inFolded} in ${names}`;
}

function rowBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(ROW_SELECT)];
}

/**
 * Keeps the selection of the page: answers how many boxes are ticked, keeps `allBox` (the "select all on
 * this page" box) ticked exactly when every box is, and applies a shift-click to the range since the last
 * box clicked.
 */
export function useBulkSelection(allBox: React.RefObject<HTMLInputElement | null>): {
  count: number;
  clear: () => void;
} {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let anchor: HTMLInputElement | null = null;
    const sync = () => {
      const boxes = rowBoxes();
      const ticked = boxes.filter((b) => b.checked).length;
      setCount(ticked);
      if (allBox.current) Object.assign(allBox.current, allBoxState(ticked, boxes.length));
    };
    const onClick = (event: MouseEvent) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.matches(ROW_SELECT)) return;
      const boxes = rowBoxes();
      if (event.shiftKey && anchor && boxes.includes(anchor)) {
        for (const i of rangeBetween(boxes.indexOf(anchor), boxes.indexOf(box))) boxes[i].checked = box.checked;
      }
      anchor = box;
      sync();
    };
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement)) return;
      if (box === allBox.current) for (const b of rowBoxes()) b.checked = box.checked;
      if (box === allBox.current || box.matches(ROW_SELECT)) sync();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("change", onChange);
    // Boxes ticked before hydration count too, and so do boxes a navigation brings or takes away.
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("change", onChange);
      observer.disconnect();
    };
  }, [allBox]);
  const clear = () => {
    for (const b of rowBoxes()) b.checked = false;
    if (allBox.current) Object.assign(allBox.current, allBoxState(0, 0));
    setCount(0);
  };
  return { count, clear };
}
