import { redirect } from "react-router";
import type { Route } from "./+types/signup";

/** The Chrome extension links to /signup; the product's page is /register. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/register${new URL(request.url).search}`);
}
