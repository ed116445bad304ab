import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { HandoffState } from "~/ui/extension-handoff";

/**
 * /jobs/new's word on the browser extension's hand-off (app/ui/extension-handoff.ts): waiting, filled in
 * (with Clear form), or unreadable. Nothing while idle.
 */
export function HandoffBanner({ state, onClear }: { state: HandoffState; onClear: () => void }) {
  if (state === "idle") return null;
  const content = {
    waiting: { tone: "info", text: "Waiting for job details from the browser extension…" },
    received: { tone: "success", text: "Job details filled in from the browser extension. Review them and save." },
    error: { tone: "error", text: "There was an error processing job data from the extension." },
  } as const;
  const { tone, text } = content[state];
  return (
    <Alert
      tone={tone}
      className="mb-6"
      actions={
        state === "received" ? (
          <Button type="button" variant="secondary" size="sm" onClick={onClear}>
            Clear form
          </Button>
        ) : undefined
      }
    >
      <span data-testid="extension-banner">{text}</span>
    </Alert>
  );
}
