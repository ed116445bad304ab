import { THEME_LABELS, THEMES, type Theme } from "@core/theme";
import { Form, useRouteLoaderData } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import type { loader as rootLoader } from "~/root";
import { type FormReply, useFormFields } from "~/ui/forms";
import { useBusy } from "./sections";

const HINTS: Record<Theme, string> = {
  system: "Follows this device's light or dark setting.",
  light: "Always light.",
  dark: "Always dark.",
};

/**
 * The theme of this browser (issue 31, docs/decisions/048-dark-mode.md): a plain form posting intent
 * "theme", which the profile action keeps in a cookie (core/theme.ts). The current choice is the root
 * loader's, read from that cookie, so the card and the page's colours always agree.
 */
export function ThemeCard({ reply }: { reply: FormReply | undefined }) {
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  // Only a hand-made post can be refused (the radios hold the three themes); it is said above them.
  const { errorFor } = useFormFields({ reply, defaultValue: { theme } });
  const error = errorFor("theme");
  const busy = useBusy("theme");
  return (
    <Card>
      <CardHeader title="Appearance" description="The theme on this browser." />
      {/* Keyed by the saved theme: after a save with JavaScript the radios show it again, not the old default. */}
      <Form method="post" key={theme}>
        <CardBody className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Theme</legend>
            <div className="mt-2 space-y-2 text-sm text-slate-800">
              {THEMES.map((t) => (
                <label key={t} className="flex items-start gap-3">
                  <input type="radio" name="theme" value={t} defaultChecked={theme === t} className="mt-1" />
                  <span>
                    {THEME_LABELS[t]}
                    <span className="block text-slate-600">{HINTS[t]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </CardBody>
        <CardFooter>
          <Button type="submit" name="intent" value="theme" variant="secondary" loading={busy}>
            Save theme
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
