/** The public profile's settings form of /profile/public: a plain post, with or without JavaScript. */

import { HANDLE_MAX, HANDLE_MIN, LIST_MAX } from "@core/public-profile";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import { CheckboxField, TextField } from "~/components/ui/field";
import { type FormConstraints, type FormReply, type FormValues, useFormFields } from "~/ui/forms";

type Props = { reply: FormReply | undefined; values: FormValues; constraints: FormConstraints; name: string };

export function PublicProfileForm({ reply, values, constraints, name }: Props) {
  const busy = useNavigation().state === "submitting";
  const { field, checked, formError, clearOnEdit } = useFormFields({ reply, defaultValue: values, constraints });
  const box = (fieldName: string, label: string, hint?: string) => (
    <CheckboxField label={label} name={fieldName} value="true" defaultChecked={checked(fieldName)} hint={hint} />
  );
  return (
    <Form method="post" noValidate {...clearOnEdit}>
      {formError ? (
        <Alert tone="error" className="mb-6">
          {formError}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Your page" description="Its address and whether it is on." />
          <CardBody className="space-y-5">
            {box("enabled", "Publish my public profile", "When off, the page answers “not found” to everyone.")}
            <TextField
              label="Handle"
              {...field("handle")}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint={`Your page's address: /u/your-handle. ${HANDLE_MIN}–${HANDLE_MAX} letters a–z, digits and hyphens. Changing it frees the old one.`}
            />
            {box(
              "allowIndexing",
              "Let search engines list my page",
              "Off: the page tells search engines not to index it.",
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="About you" description="Leave a field empty to leave it off the page." />
          <CardBody className="space-y-5">
            {box("showName", `Show my name (${name})`)}
            <TextField
              label="Headline"
              {...field("headline")}
              hint="For example: Frontend developer, 4 years of React."
            />
            <TextField
              label="Target roles"
              {...field("targetRoles")}
              hint={`Separated by commas, up to ${LIST_MAX}.`}
            />
            <TextField label="Locations" {...field("locations")} hint={`Separated by commas, up to ${LIST_MAX}.`} />
            {box("openToWork", "Show that I am open to work")}
          </CardBody>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader
            title="Your search"
            description="Never shown: your notes, contacts, salaries, email address or documents."
          />
          <CardBody className="space-y-5">
            {box(
              "showProgress",
              "Show my progress",
              "How many applications are at each stage, and a chart of applications per week.",
            )}
            {box(
              "showCompanies",
              "Show the companies I applied to",
              "The names of up to 12 companies you applied to most recently. Off unless you turn it on.",
            )}
          </CardBody>
          <CardFooter>
            <Button type="submit" loading={busy}>
              Save public profile
            </Button>
          </CardFooter>
        </Card>
      </div>
    </Form>
  );
}
