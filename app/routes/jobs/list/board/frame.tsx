import type { ReactNode } from "react";

/** Where the drag handle goes once the drag code has loaded: the same room, so nothing moves then. */
export const HANDLE_ROOM = "size-7 shrink-0";

/** The board's own horizontal scroll: its columns scroll, never the page. */
export function BoardFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Applications by stage" className="overflow-x-auto pb-4">
      <div className="flex w-max items-start gap-3">{children}</div>
    </section>
  );
}
