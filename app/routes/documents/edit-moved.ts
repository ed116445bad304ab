import { redirect } from "react-router";
import type { Route } from "./+types/edit-moved";

/**
 * `/documents/:id/edit`, the edit screen's first address: every edit screen is `/<list>/edit/:id` (spec §2),
 * so it moved; a bookmark is sent on (301), and a form posted to it keeps its method and body (308).
 */
function moved(request: Request, id: string, status: 301 | 308) {
  return redirect(`/documents/edit/${encodeURIComponent(id)}${new URL(request.url).search}`, status);
}

export const loader = ({ request, params }: Route.LoaderArgs) => moved(request, params.id, 301);
export const action = ({ request, params }: Route.ActionArgs) => moved(request, params.id, 308);
