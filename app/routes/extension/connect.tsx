import { CHROME_EXTENSION_ID, CONNECT_DATA_ID, CONNECT_STATUS_ID } from "@core/extension";
import { createExtensionSession } from "@worker/domain/auth/extension-session.server";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/connect";

export const meta: Route.MetaFunction = () => [{ title: "Connect the browser extension · Offerpath" }];

export function loader({ context }: Route.LoaderArgs) {
  const { name, email } = getUser(context);
  return { name, email };
}

/**
 * A session for the extension (contract §11.5), made only when the signed-in user asks (a POST, which
 * the request guards keep same-site). The answer carries its tokens once, never cached (the layout's
 * `no-store`), for the extension alone: Chrome/Edge by messaging its fixed id, Firefox by its content script.
 */
export async function action({ context }: Route.ActionArgs) {
  const user = getUser(context);
  const pair = await createExtensionSession(getDeps(context), user.id);
  return {
    type: "offerpath-session" as const,
    token: pair.token,
    refreshToken: pair.refreshToken,
    user: { name: user.name, email: user.email },
  };
}

type ChromeRuntime = {
  sendMessage(id: string, message: unknown, answer: (reply: { ok?: boolean } | undefined) => void): void;
  lastError?: unknown;
};

export default function ConnectExtension({ loaderData, actionData }: Route.ComponentProps) {
  const [status, setStatus] = useState<"waiting" | "connected" | "no-answer">("waiting");
  useEffect(() => {
    if (!actionData) return;
    const runtime = (window as { chrome?: { runtime?: ChromeRuntime } }).chrome?.runtime;
    // Firefox has no page-to-extension messaging: its content script reads the element below instead.
    if (!runtime?.sendMessage) return;
    try {
      runtime.sendMessage(CHROME_EXTENSION_ID, actionData, (reply) => {
        setStatus(!runtime.lastError && reply?.ok ? "connected" : "no-answer");
      });
    } catch {
      setStatus("no-answer");
    }
  }, [actionData]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Connect the browser extension"
        description={`Signed in as ${loaderData.name} (${loaderData.email}).`}
      />
      {actionData ? (
        <>
          {status === "connected" ? null : (
            <script
              type="application/json"
              id={CONNECT_DATA_ID}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not a script; `<` is escaped
              dangerouslySetInnerHTML={{ __html: JSON.stringify(actionData).replace(/</g, "\\u003c") }}
            />
          )}
          <p id={CONNECT_STATUS_ID} role="status" className="rounded-lg bg-brand-50 p-4 text-slate-800">
            {status === "connected"
              ? "The extension is signed in. You can close this tab."
              : status === "no-answer"
                ? "The extension did not answer. Check that it is installed and enabled, then try again."
                : "Handing the session to the extension…"}
          </p>
        </>
      ) : (
        <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">
            The Offerpath extension asks to save jobs to this account. Connecting gives it a session of its own, which
            lasts 30 days; signing out in the extension, or changing your password, ends it.
          </p>
          <Button type="submit">Connect the extension</Button>
        </Form>
      )}
    </div>
  );
}
