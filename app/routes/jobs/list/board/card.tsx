import { BOARD_COLUMNS } from "@core/board";
import { capitalize } from "@core/format";
import { type CSSProperties, type ReactNode, type Ref, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { ServerHtml } from "~/components/server-html";
import { Button } from "~/components/ui/button";
import { ChevronDownIcon, ChevronUpIcon, StarIcon } from "~/components/ui/icons";
import { boardMoveHref } from "./move-href";
import type { BoardCardData } from "./types";

export type CardPlace = {
  /** The card above and below it in its column as shown, for the Up / Down buttons. */
  above: string | null;
  below: string | null;
};

type Props = {
  card: BoardCardData;
  place: CardPlace;
  /** The board's address without `move`: where a move comes back to. */
  returnTo: string;
  /** This card's Move form is open (the address's `move`); every other card has only its "Move…" link. */
  moving: boolean;
  /** The drag handle (with JavaScript), and the sortable item's ref and style. */
  handle?: ReactNode;
  itemRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
};

/**
 * One application on the board: what it is, how it stands, and a "Move…" link that opens its Move form
 * (works without JavaScript). The form is drawn only on the card named by the address, not on every card:
 * a hundred closed forms made the board's HTML half a megabyte and its hydration one long task.
 */
export function BoardCard({ card, place, returnTo, moving, handle, itemRef, style, dragging }: Props) {
  const name = `${card.company} – ${card.position}`;
  // Opened from its link with JavaScript, the form takes the link's place: the focus goes to its select
  // (without JavaScript the address's #move-<id> brings it into view).
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (moving && document.activeElement === document.body) select.current?.focus();
  }, [moving]);
  const hidden = (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="jobId" value={card.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
  return (
    <li
      ref={itemRef}
      style={style}
      data-row
      data-job-id={card.id}
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-xs ${dragging ? "opacity-60 ring-2 ring-brand-600" : ""}`}
    >
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          name="ids"
          value={card.id}
          form="bulk-form"
          data-row-select
          aria-label={`Select ${name}`}
          className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <Link
          to={`/jobs/${card.id}`}
          data-row-open
          className="min-w-0 flex-1 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="block font-semibold break-words text-slate-900">{card.company}</span>
          <span className="block text-sm break-words text-slate-700">{card.position}</span>
        </Link>
        {card.favorite ? (
          <span className="mt-0.5 shrink-0 text-amber-500">
            <StarIcon filled className="size-4" />
            <span className="sr-only">Favorite</span>
          </span>
        ) : null}
        {handle}
      </div>
      <ServerHtml html={card.facts} />
      {moving ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Form method="post" className="flex items-center gap-2">
            {hidden}
            <label htmlFor={`move-${card.id}`} className="sr-only">
              Move {name} to
            </label>
            <select
              ref={select}
              id={`move-${card.id}`}
              name="status"
              defaultValue={card.status}
              className="rounded-lg border border-slate-300 bg-white py-1 pr-8 pl-2 text-sm text-slate-900"
            >
              {BOARD_COLUMNS.map((s) => (
                <option key={s} value={s}>
                  {capitalize(s)}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" variant="secondary">
              Move
            </Button>
          </Form>
          <Link
            to={boardMoveHref(returnTo, null)}
            preventScrollReset
            className="rounded-sm text-xs font-medium text-brand-700 hover:underline"
          >
            Close<span className="sr-only"> the Move form of {name}</span>
          </Link>
          {place.above ? (
            <Form method="post">
              {hidden}
              <input type="hidden" name="status" value={card.status} />
              <input type="hidden" name="before" value={place.above} />
              <button
                type="submit"
                aria-label={`Move ${name} up`}
                className="rounded-md border border-slate-300 p-1 text-slate-700 hover:bg-slate-100"
              >
                <ChevronUpIcon className="size-4" />
              </button>
            </Form>
          ) : null}
          {place.below ? (
            <Form method="post">
              {hidden}
              <input type="hidden" name="status" value={card.status} />
              <input type="hidden" name="after" value={place.below} />
              <button
                type="submit"
                aria-label={`Move ${name} down`}
                className="rounded-md border border-slate-300 p-1 text-slate-700 hover:bg-slate-100"
              >
                <ChevronDownIcon className="size-4" />
              </button>
            </Form>
          ) : null}
        </div>
      ) : (
        <Link
          to={boardMoveHref(returnTo, card.id)}
          preventScrollReset
          className="mt-2 inline-block rounded-sm text-xs font-medium text-brand-700 hover:underline"
        >
          Move…<span className="sr-only"> {name}</span>
        </Link>
      )}
    </li>
  );
}
