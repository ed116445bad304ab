/**
 * The hydrated half of ./early-changes.ts (whose inline script records the forms edited before hydration):
 * a module of its own, so only the screens with such forms load it (docs/decisions/062).
 */
import { type RefObject, useEffect } from "react";

/**
 * Calls `apply(form)` once, after hydration, if the user edited `form` before it. A form mounted later
 * (a client-side navigation) is a new element, never recorded before hydration, so nothing replays twice.
 */
export function useEarlyChange(form: RefObject<HTMLFormElement | null>, apply: (form: HTMLFormElement) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; `apply` is read at that moment.
  useEffect(() => {
    const el = form.current;
    if (!el || !window.__earlyForms?.has(el)) return;
    window.__earlyForms.delete(el);
    apply(el);
  }, []);
}
