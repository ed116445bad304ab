import { startTransition, useEffect, useState } from "react";

/**
 * Whether the page has hydrated: the root's `<html data-hydrated>` (app/root.tsx), the one mark that the
 * browser journeys and the service worker's registration read too. Absent while the server renders and while
 * the page hydrates, set once it has.
 */
function pageHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated");
}

/**
 * False during server rendering and the hydration render, true once React runs in the browser. The switch
 * after hydration is a transition (decision 061): every row and the shell that read this re-render in slices
 * that yield to the browser, not in one synchronous pass (which `useSyncExternalStore`'s server snapshot
 * forced: one long task after hydration, on list screens the longest of the page). Components that mount
 * later (a client-side navigation) start at true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
