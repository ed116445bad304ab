/**
 * The board with drag and drop (dnd-kit, decision 046), loaded only on the board as its own chunk. A card
 * moves by its handle with a pointer or touch, or from the keyboard (Space or Enter picks it up, the
 * arrows move it, Space or Enter drops it, Escape cancels), each step announced. The move shows at once
 * and is sent as the Move form's post (`intent=move`, `js=1`); a refusal puts the card back and says why.
 */

import { BOARD_COLUMNS } from "@core/board";
import type { JobStatus } from "@core/enums";
import { capitalize } from "@core/format";
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FetcherAnswer } from "~/components/list/use-failure-toast";
import { useToast } from "~/components/ui/toast";
import { BoardCard } from "./card";
import { BoardColumnView } from "./column";
import { BoardFrame } from "./frame";
import type { CardPlace } from "./move-form";
import type { BoardCardData, BoardColumnData, BoardProps } from "./types";

type Order = Partial<Record<JobStatus, string[]>>;

const COLUMN = "column:";
const orderOf = (columns: BoardColumnData[]): Order =>
  Object.fromEntries(columns.map((c) => [c.status, c.cards.map((card) => card.id)]));

const instructions = {
  draggable:
    "To move this application, press Space or Enter to pick it up. Use the up and down arrow keys to move it within its column, and the left and right arrow keys to move it to another column. Press Space or Enter again to drop it there, or Escape to cancel.",
};

export function DndBoard(props: BoardProps) {
  const { columns } = props;
  const serverOrder = useMemo(() => orderOf(columns), [columns]);
  const cards = useMemo(
    () => new Map(columns.flatMap((c) => c.cards.map((card) => [card.id, card] as const))),
    [columns],
  );
  const [order, setOrder] = useState(serverOrder);
  useEffect(() => setOrder(serverOrder), [serverOrder]);
  const latest = useRef(order);
  latest.current = order;
  const atStart = useRef<Order>(order);
  const [active, setActive] = useState<string | null>(null);

  const fetcher = useFetcher<FetcherAnswer>({ key: "board-move" });
  const toast = useToast();
  const seen = useRef<FetcherAnswer>(undefined);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.error && fetcher.data !== seen.current) {
      seen.current = fetcher.data;
      setOrder(serverOrder);
      toast.error(`Not moved: ${fetcher.data.error}`);
    }
  }, [fetcher.state, fetcher.data, serverOrder, toast]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const containerOf = (id: UniqueIdentifier, o: Order = latest.current): JobStatus | undefined => {
    const key = String(id);
    if (key.startsWith(COLUMN)) return key.slice(COLUMN.length) as JobStatus;
    return BOARD_COLUMNS.find((s) => o[s]?.includes(key));
  };
  const nameOf = (id: UniqueIdentifier) => {
    const card = cards.get(String(id));
    return card ? `${card.company} – ${card.position}` : "The application";
  };
  const placeOf = (id: UniqueIdentifier, o: Order = latest.current) => {
    const status = containerOf(id, o);
    const list = (status && o[status]) || [];
    return status ? `${capitalize(status)}, position ${list.indexOf(String(id)) + 1} of ${list.length}` : "";
  };
  // Where the card lands over `over`: a card's place (taken as a sortable list does), or a column's end.
  // Read from `over`, since the board's state may not have caught up with the move when this is said.
  const landing = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const to = containerOf(over);
    if (!to) return "";
    const list = latest.current[to] ?? [];
    const inside = list.includes(String(active));
    const count = list.length + (inside ? 0 : 1);
    const at = String(over).startsWith(COLUMN) ? count - 1 : list.indexOf(String(over));
    return `${capitalize(to)}, position ${at + 1} of ${count}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${nameOf(active.id)} is over ${landing(active.id, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped in ${landing(active.id, over.id)}.`
        : `${nameOf(active.id)} was not moved.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${nameOf(active.id)} is back in ${placeOf(active.id, atStart.current)}.`,
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = containerOf(active.id);
    const to = containerOf(over.id);
    if (!from || !to || from === to) return;
    setOrder((prev) => {
      const target = prev[to] ?? [];
      const overIndex = target.indexOf(String(over.id));
      const translated = active.rect.current.translated;
      const below = translated && translated.top > over.rect.top + over.rect.height / 2 ? 1 : 0;
      const at = overIndex >= 0 ? overIndex + below : target.length;
      const moved = String(active.id);
      return {
        ...prev,
        [from]: (prev[from] ?? []).filter((id) => id !== moved),
        [to]: [...target.slice(0, at), moved, ...target.slice(at)],
      };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActive(null);
    const moved = String(active.id);
    const status = containerOf(moved);
    if (!over || !status) {
      setOrder(atStart.current);
      return;
    }
    let list = latest.current[status] ?? [];
    const overIndex = list.indexOf(String(over.id));
    const from = list.indexOf(moved);
    if (overIndex >= 0 && overIndex !== from) list = arrayMove(list, from, overIndex);
    const next = { ...latest.current, [status]: list };
    setOrder(next);
    const i = list.indexOf(moved);
    const after = list[i - 1];
    const before = list[i + 1];
    const was = containerOf(moved, atStart.current);
    const wasList = (was && atStart.current[was]) || [];
    const j = wasList.indexOf(moved);
    if (was === status && wasList[j - 1] === after && wasList[j + 1] === before) return;
    const form = new FormData();
    form.set("intent", "move");
    form.set("jobId", moved);
    form.set("status", status);
    if (before) form.set("before", before);
    if (after) form.set("after", after);
    form.set("js", "1");
    fetcher.submit(form, { method: "post", action: "/applications" });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={({ active }) => {
        atStart.current = latest.current;
        setActive(String(active.id));
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        setOrder(atStart.current);
      }}
    >
      <BoardFrame dnd>
        {columns.map((column) => {
          const ids = order[column.status] ?? [];
          return (
            <DroppableColumn
              key={column.status}
              column={column}
              count={column.count + ids.length - column.cards.length}
              empty={ids.length === 0}
            >
              <SortableContext id={column.status} items={ids} strategy={verticalListSortingStrategy}>
                {ids.map((id, i) => {
                  const card = cards.get(id);
                  if (!card) return null;
                  return (
                    <SortableCard
                      key={id}
                      card={{ ...card, status: column.status }}
                      place={{ above: ids[i - 1] ?? null, below: ids[i + 1] ?? null }}
                      dragging={active === id}
                      {...props}
                      moving={props.moving === id}
                    />
                  );
                })}
              </SortableContext>
            </DroppableColumn>
          );
        })}
      </BoardFrame>
    </DndContext>
  );
}

function DroppableColumn(props: { column: BoardColumnData; count: number; empty: boolean; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: `${COLUMN}${props.column.status}` });
  return <BoardColumnView {...props} dropRef={setNodeRef} />;
}

function SortableCard({
  card,
  facts,
  place,
  dragging,
  returnTo,
  moving,
}: Omit<BoardProps, "moving"> & { card: BoardCardData; place: CardPlace; dragging: boolean; moving: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: card.id,
  });
  // A card carried into another column with the keyboard is drawn anew there, and the focus fell to the page,
  // where the shortcuts' keys are free again (decision 049): its handle takes the focus back as it is drawn.
  const handleEl = useRef<HTMLButtonElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the card is drawn.
  useLayoutEffect(() => {
    if (dragging && document.activeElement === document.body) handleEl.current?.focus({ preventScroll: true });
  }, []);
  return (
    <BoardCard
      card={card}
      facts={facts}
      place={place}
      returnTo={returnTo}
      moving={moving}
      itemRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={dragging}
      handle={
        <button
          type="button"
          ref={(el) => {
            handleEl.current = el;
            setActivatorNodeRef(el);
          }}
          {...attributes}
          {...listeners}
          aria-label={`Move ${card.company} – ${card.position}`}
          className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        >
          <svg viewBox="0 0 12 16" className="size-4" aria-hidden="true" focusable="false" fill="currentColor">
            {[3, 8, 13].flatMap((y) => [
              <circle key={`a${y}`} cx="3.5" cy={y} r="1.4" />,
              <circle key={`b${y}`} cx="8.5" cy={y} r="1.4" />,
            ])}
          </svg>
        </button>
      }
    />
  );
}
