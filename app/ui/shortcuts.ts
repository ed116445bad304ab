/**
 * Keyboard shortcuts (issue 31, docs/decisions/049): which key press means what. Pure, so the sequence
 * rules are unit-tested in Node; the component that listens and acts on the page is
 * app/components/shortcuts/keyboard-shortcuts.tsx, loaded only for users who keep shortcuts on. The list the
 * dialog and the profile show is ./shortcut-keys.
 */

/** How long after `g` the second key of a "go to" pair still counts. */
export const GO_TO_TIMEOUT_MS = 1500;

/** `g` then this key goes to that screen. */
export const GO_TO: Readonly<Record<string, string>> = {
  d: "/dashboard",
  a: "/applications",
  t: "/tasks",
  c: "/contacts",
};

export type ShortcutAction =
  | { type: "help" }
  | { type: "search" }
  | { type: "new" }
  | { type: "go"; to: string }
  | { type: "next" }
  | { type: "previous" }
  | { type: "open" }
  | { type: "select" };

/** The focused element, as much of it as the rules read. */
export type KeyTarget = { tagName: string; type?: string; isContentEditable?: boolean };

/** A key press, as much of a KeyboardEvent as the rules read, with the time it happened (ms). */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  target: KeyTarget | null;
  time: number;
};

/** When a `g` was pressed and is still waiting for its second key; null otherwise. */
export type PendingGo = number | null;

const SINGLE_KEYS: Readonly<Record<string, ShortcutAction>> = {
  "?": { type: "help" },
  "/": { type: "search" },
  n: { type: "new" },
  j: { type: "next" },
  k: { type: "previous" },
  Enter: { type: "open" },
  x: { type: "select" },
};

/** Inputs that take no typed text: a letter pressed on one of them is no typing. */
const NO_TEXT_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"]);

/** True when a key pressed on `target` types into it (a text field, a select's type-to-find, an editor). */
export function isTypingIn(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !NO_TEXT_INPUTS.has((target.type ?? "text").toLowerCase());
}

/**
 * Reads one key press: the action it asks for (or null) and what is pending afterwards. A press with
 * Ctrl, Meta or Alt (the browser's and the system's own shortcuts), during an IME composition or while
 * typing in a field is never a shortcut, and ends a pending `g`. After `g`, the next key within
 * GO_TO_TIMEOUT_MS is read as its second key only: d/a/t/c go, any other key just ends the pair.
 */
export function readShortcut(
  pending: PendingGo,
  press: KeyPress,
): { action: ShortcutAction | null; pending: PendingGo } {
  if (press.ctrlKey || press.metaKey || press.altKey || press.isComposing || isTypingIn(press.target)) {
    return { action: null, pending: null };
  }
  // Shift alone is no key of its own: it waits for the key it modifies (`?` is Shift+/ on most layouts).
  if (press.key === "Shift") return { action: null, pending };
  if (pending !== null && press.time - pending <= GO_TO_TIMEOUT_MS) {
    const to = GO_TO[press.key];
    return { action: to ? { type: "go", to } : null, pending: null };
  }
  if (press.key === "g") return { action: null, pending: press.time };
  return { action: SINGLE_KEYS[press.key] ?? null, pending: null };
}

/** The new-item form of the screen at `pathname`, or null where there is none to open. */
export function newItemPath(pathname: string): string | null {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const path =
    under("/applications") || under("/jobs")
      ? "/jobs/new"
      : under("/tasks")
        ? "/tasks/new"
        : under("/contacts")
          ? "/contacts/new"
          : null;
  return path === pathname ? null : path;
}
