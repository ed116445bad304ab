import { DAY_MS, formatDate } from "@core/dates";
import { pluralize } from "@core/format";
import type { BoardCard } from "@worker/domain/board.server";
import { renderToStaticMarkup } from "react-dom/server";
import { PriorityBadge } from "~/components/ui/badge";
import { CalendarIcon, ClockIcon } from "~/components/ui/icons";

/** "Interview 3 Dec 2026" or "Task due 5 Dec 2026": the sooner of the two, or nothing. */
function nextLabel(card: BoardCard, timeZone: string): string | null {
  const { nextInterview, nextTaskDue } = card;
  if (nextTaskDue !== null && (nextInterview === null || nextTaskDue < nextInterview)) {
    // A due date is a calendar date (00:00 UTC), shown as such.
    return `Task due ${formatDate(new Date(nextTaskDue), "UTC")}`;
  }
  return nextInterview === null ? null : `Interview ${formatDate(new Date(nextInterview), timeZone)}`;
}

/**
 * What a board card only shows, as HTML (`ServerHtml`, decision 065): its priority, how long it has been in its
 * stage, and its next interview or task due, in the user's time zone.
 */
export function cardFacts(card: BoardCard, now: number, timeZone: string): string {
  const days = Math.max(0, Math.floor((now - card.stageSince) / DAY_MS));
  const next = nextLabel(card, timeZone);
  return renderToStaticMarkup(
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <PriorityBadge priority={card.priority} />
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-3.5" />
        {days === 0 ? "New in this stage" : `${pluralize(days, "day")} in this stage`}
      </span>
      {next ? (
        <span className="inline-flex items-center gap-1">
          <CalendarIcon className="size-3.5" />
          {next}
        </span>
      ) : null}
    </div>,
  );
}
