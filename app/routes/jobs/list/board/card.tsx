import { type CSSProperties, lazy, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import { ServerHtml } from "~/components/server-html";
import { StarIcon } from "~/components/ui/icons";
import { cardPart } from "../parts";
import type { CardPlace } from "./move-form";
import { boardMoveHref } from "./move-href";
import type { BoardCardData } from "./types";

/**
 * The open Move form's code, loaded when a card's form is first opened (its "Move…" link, a navigation that
 * keeps the board shown until the code is there), or with the page whose address opens one: a board
 * without an open form, the usual one, never loads it (decision 062, round 4).
 */
const MoveForm = lazy(() => import("./move-form").then((m) => ({ default: m.MoveForm })));

type Props = {
  card: BoardCardData;
  /** The cards' server-drawn facts (`BoardProps`). */
  facts: Record<string, string> | null;
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
 * (./move-form.tsx; works without JavaScript). The form is drawn only on the card named by the address, not
 * on every card: a hundred closed forms made the board's HTML half a megabyte and its hydration one long task.
 */
export function BoardCard({ card, facts, place, returnTo, moving, handle, itemRef, style, dragging }: Props) {
  const name = `${card.company} – ${card.position}`;
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
      <ServerHtml part={cardPart(card.id)} html={facts?.[cardPart(card.id)]} />
      {moving ? (
        <MoveForm card={card} place={place} returnTo={returnTo} />
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
