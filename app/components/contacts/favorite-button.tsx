import { useFetcher } from "react-router";
import { type FetcherAnswer, useFailureToast } from "~/components/list/use-failure-toast";
import { StarIcon } from "~/components/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";

type Props = { contactId: string; name: string; favorite: boolean; returnTo: string; withLabel?: boolean };

/**
 * The favorite star: a plain form post to the current route without JavaScript; with it, a fetcher that
 * shows the new state at once and rolls back with an error toast if the server refuses.
 */
export function FavoriteButton({ contactId, name, favorite: saved, returnTo, withLabel = false }: Props) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FetcherAnswer>({ key: `contact-favorite-${contactId}` });
  useFailureToast(fetcher, "Failed to update favorite status");
  const pending = fetcher.formData?.get("favorite");
  const favorite = typeof pending === "string" ? pending === "true" : saved;
  const label = favorite ? `Remove ${name} from favorites` : `Mark ${name} as favorite`;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="contactId" value={contactId} />
      <input type="hidden" name="favorite" value={favorite ? "false" : "true"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="js" value={hydrated ? "1" : ""} />
      <button
        type="submit"
        aria-pressed={favorite}
        aria-label={withLabel ? undefined : label}
        className={
          withLabel
            ? "inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            : "rounded-md p-1 text-amber-500 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        }
      >
        <StarIcon filled={favorite} className={`size-5 ${favorite ? "text-amber-500" : "text-slate-400"}`} />
        {withLabel ? "Favorite" : null}
      </button>
    </fetcher.Form>
  );
}
