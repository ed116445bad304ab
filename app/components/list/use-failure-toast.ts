import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";

/** What a fetcher's action answers: `ok`, or the message of a refused change. */
export type FetcherAnswer = { ok?: boolean; error?: string } | undefined;

/** Shows an error toast once per failed fetcher answer (the optimistic value has already rolled back). */
export function useFailureToast(fetcher: { state: string; data?: FetcherAnswer }, fallback: string) {
  const toast = useToast();
  const seen = useRef<FetcherAnswer>(undefined);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.error && fetcher.data !== seen.current) {
      seen.current = fetcher.data;
      toast.error(fetcher.data.error || fallback);
    }
  }, [fetcher.state, fetcher.data, toast, fallback]);
}
