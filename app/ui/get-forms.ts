import type { FormEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A submit handler for GET forms in HTML the server drew (docs/decisions/067): the form's address with its
 * fields as the query, followed in the app as `<Form method="get" preventScrollReset>` would (the page stays
 * where it was scrolled). Other forms are left to the browser.
 */
export function useGetFormsInApp(): (event: FormEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    const form = event.target as HTMLFormElement;
    if (form.method !== "get") return;
    event.preventDefault();
    const fields = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const query = new URLSearchParams(fields as unknown as string[][]);
    navigate(`${new URL(form.action).pathname}?${query}`, { preventScrollReset: true });
  };
}
