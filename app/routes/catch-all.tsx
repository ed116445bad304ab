import { redirect } from "react-router";

/** Any other path of a signed-in user goes to the dashboard (the layout sends visitors to /login). */
export function loader() {
  return redirect("/dashboard");
}
