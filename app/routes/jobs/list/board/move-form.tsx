import { BOARD_COLUMNS } from "@core/board";
import { capitalize } from "@core/format";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ChevronDownIcon, ChevronUpIcon } from "~/components/ui/icons";
import type { BoardCardData } from "./types";

export type CardPlace = {
  /** The card above and below it in its column as shown, for the Up / Down buttons. */
  above: string | null;
  below: string | null;
};

/**
 * A card's open Move form (the address's `move=<id>`): its column picked from a select, or a step up or down in
 * its own, each a plain form post that works without JavaScript; and a link that closes it.
 */
export function MoveForm({
  card,
  place,
  returnTo,
}: {
  card: BoardCardData;
  place: CardPlace;
  /** The board's address without `move` (the loader's): where a move comes back to, and Close goes. */
  returnTo: string;
}) {
  const name = `${card.company} – ${card.position}`;
  // Opened from its link with JavaScript, the form takes the link's place: the focus goes to its select
  // (without JavaScript the address's #move-<id> brings it into view).
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) select.current?.focus();
  }, []);
  const hidden = (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="jobId" value={card.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
  return (
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
      <Link to={returnTo} preventScrollReset className="rounded-sm text-xs font-medium text-brand-700 hover:underline">
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
  );
}
