import { redirect } from "react-router";
import { endWebSession } from "~/server/auth.server";
import { getDeps } from "~/server/context.server";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await endWebSession(getDeps(context), request);
  return redirect("/login", { headers: { "Set-Cookie": cookie } });
}
