/**
 * The app shell's open menu (a `<details>`), while it stays open: a click outside it closes it, and so does
 * Escape, which gives the focus back to its summary. Loaded when a menu first opens (app-shell.tsx): most
 * visits open none, and every signed-in screen would otherwise carry it (docs/decisions/062, round 3).
 */
export function closeOnOutsideOrEscape(details: HTMLDetailsElement): void {
  if (!details.open) return;
  function onPointerDown(event: PointerEvent) {
    if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    details.open = false;
    details.querySelector("summary")?.focus();
  }
  // Closed by any means (its summary, a link, the other menu opening): the listeners go with it.
  function onToggle() {
    if (details.open) return;
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("keydown", onKeyDown);
    details.removeEventListener("toggle", onToggle);
  }
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("keydown", onKeyDown);
  details.addEventListener("toggle", onToggle);
}
