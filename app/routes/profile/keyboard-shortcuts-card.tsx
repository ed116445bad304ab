import { Form } from "react-router";
import { ShortcutList } from "~/components/shortcuts/shortcut-list";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import { type FormReply, formErrorOf } from "~/ui/forms";
import { useBusy } from "./sections";

/**
 * The switch for keyboard shortcuts (WCAG 2.1.4) and their list: a plain form, so it works without
 * JavaScript; the account menu's "Keyboard shortcuts" links here when the dialog cannot open.
 */
export function KeyboardShortcutsCard({ on, reply }: { on: boolean; reply: FormReply | undefined }) {
  const busy = useBusy("shortcuts");
  const formError = formErrorOf(reply) ?? reply?.error?.shortcuts?.[0];
  return (
    <Card id="keyboard-shortcuts" className="scroll-mt-20">
      <CardHeader
        title="Keyboard shortcuts"
        description="Single keys to search, add and move around the lists; press ? on any screen to see them."
      />
      <CardBody className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <p className="text-sm text-slate-700">
          Shortcuts are <strong className="font-semibold text-slate-900">{on ? "on" : "off"}</strong>.{" "}
          {on
            ? "They never act while you type in a field, and need JavaScript."
            : "Turn them on to use the keys below (they need JavaScript)."}
        </p>
        <details className="group">
          <summary className="cursor-pointer rounded-sm text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            All shortcuts
          </summary>
          <div className="mt-2">
            <ShortcutList />
          </div>
        </details>
      </CardBody>
      <CardFooter>
        <Form method="post">
          <input type="hidden" name="intent" value="shortcuts" />
          <Button type="submit" name="shortcuts" value={on ? "off" : "on"} variant="secondary" loading={busy}>
            {on ? "Turn off keyboard shortcuts" : "Turn on keyboard shortcuts"}
          </Button>
        </Form>
      </CardFooter>
    </Card>
  );
}
