import { startTransition, useEffect, useState } from "react";

/** Set once the first hydrated render has committed: components mounted after that start hydrated. */
let hydratedOnce = false;

/**
 * False during server rendering and the hydration render, true once React runs in the browser. The switch
 * after hydration is a transition (decision 061): every row and the shell that read this re-render in slices
 * that yield to the browser, not in one synchronous pass (which `useSyncExternalStore`'s server snapshot
 * forced: one long task after hydration, on list screens the longest of the page). Components that mount
 * later (a client-side navigation) start at true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
