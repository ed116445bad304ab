import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { XIcon } from "~/components/ui/icons";
import { newItemPath, type PendingGo, readShortcut, type ShortcutAction } from "~/ui/shortcuts";
import { ShortcutList } from "./shortcut-list";

export type KeyboardShortcutsProps = {
  /** The list of shortcuts is shown (`?`, or the account menu's item). */
  helpOpen: boolean;
  onHelpChange: (open: boolean) => void;
};

/**
 * The keyboard shortcuts of the signed-in screens (docs/decisions/049): one keydown listener on the
 * document and the dialog that lists them. The app shell loads this module only for users who keep
 * shortcuts on, after hydration, so a user who turned them off has no listener at all (WCAG 2.1.4).
 */
export default function KeyboardShortcuts({ helpOpen, onHelpChange }: KeyboardShortcutsProps) {
  const navigate = useNavigate();

  useEffect(() => {
    let pending: PendingGo = null;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !keysAreFree(event.target)) {
        pending = null;
        return;
      }
      const target = event.target instanceof HTMLElement ? event.target : null;
      const read = readShortcut(pending, {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        isComposing: event.isComposing,
        target,
        time: event.timeStamp,
      });
      pending = read.pending;
      if (read.action && perform(read.action)) event.preventDefault();
    }
    function perform(action: ShortcutAction): boolean {
      switch (action.type) {
        case "help":
          onHelpChange(true);
          return true;
        case "search": {
          const search = document.querySelector<HTMLInputElement>('main form[role="search"] input[type="search"]');
          search?.focus();
          search?.select();
          return !!search;
        }
        case "new": {
          const to = newItemPath(window.location.pathname);
          if (to) navigate(to);
          return !!to;
        }
        case "go":
          navigate(action.to);
          return true;
        case "next":
        case "previous":
          return moveRow(action.type === "next" ? 1 : -1);
        case "open":
          return openRow();
        case "select": {
          const box = currentRow(visibleRows())?.querySelector<HTMLInputElement>("[data-row-select]");
          box?.click();
          return !!box;
        }
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, onHelpChange]);

  return <ShortcutsDialog open={helpOpen} onClose={() => onHelpChange(false)} />;
}

/**
 * Keys belong to someone else while a modal dialog is open (this one included: Escape closes it) and
 * while a board card is being moved with the keyboard: dnd-kit marks the card it carries
 * `aria-pressed="true"`, and the card keeps the focus until it is dropped or the move is cancelled.
 */
function keysAreFree(target: EventTarget | null): boolean {
  if (document.querySelector("dialog[open]")) return false;
  const carried = '[data-board-dnd] [aria-pressed="true"][aria-roledescription]';
  return !(target instanceof Element && target.closest(carried));
}

/** The rows and cards of the screen (`data-row`), those shown: a collapsed column's cards are skipped. */
function visibleRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("main [data-row]")].filter(
    (row) => row.getClientRects().length > 0,
  );
}

/** The row holding the focus, else the one last moved to. */
function currentRow(rows: HTMLElement[]): HTMLElement | undefined {
  const focused = document.activeElement;
  return rows.find((row) => row.contains(focused)) ?? rows.find((row) => row.hasAttribute("data-row-current"));
}

/** Marks the next or previous row current and focuses its link (the first row when none is current). */
function moveRow(step: 1 | -1): boolean {
  const rows = visibleRows();
  if (!rows.length) return false;
  const current = currentRow(rows);
  const index = current ? Math.min(Math.max(rows.indexOf(current) + step, 0), rows.length - 1) : 0;
  const row = rows[index];
  for (const marked of document.querySelectorAll("[data-row-current]")) {
    marked.removeAttribute("data-row-current");
    marked.removeAttribute("aria-current");
  }
  row.setAttribute("data-row-current", "");
  row.setAttribute("aria-current", "true");
  const link = row.querySelector<HTMLElement>("[data-row-open]");
  if (link) link.focus();
  else {
    row.tabIndex = -1;
    row.focus();
  }
  return true;
}

/**
 * Enter opens the current row when nothing else would take it: on a link, a button or a board card the
 * browser or the board acts on Enter itself, so only a press on the page's body, `main` or a row that j/k
 * focused itself (one without a link) is ours.
 */
function openRow(): boolean {
  const focused = document.activeElement;
  const onPage = !focused || focused === document.body || focused.matches('main, [data-row][tabindex="-1"]');
  const link = onPage ? currentRow(visibleRows())?.querySelector<HTMLElement>("[data-row-open]") : null;
  link?.click();
  return !!link;
}

/** The list of shortcuts: a modal <dialog> (focus kept inside, Escape closes), focus back where it was. */
function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const returnFocus = () => {
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      id="shortcuts-dialog"
      onClose={returnFocus}
      aria-labelledby="shortcuts-title"
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <h2 id="shortcuts-title" className="text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <form method="dialog">
          <button
            type="submit"
            aria-label="Close"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <XIcon className="size-5" />
          </button>
        </form>
      </div>
      <div className="px-5 py-2">
        <ShortcutList />
      </div>
      <p className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-700">
        Not while typing in a field. Turn them off in{" "}
        <Link
          to="/profile#keyboard-shortcuts"
          onClick={() => ref.current?.close()}
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          your profile
        </Link>
        .
      </p>
    </dialog>
  );
}
