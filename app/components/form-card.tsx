import type { ChangeEventHandler, FormEventHandler, ReactNode, Ref } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";

type Props = {
  /** From `useFormFields`: clears a field's server error once the user edits it. */
  clearOnEdit: { onChange: ChangeEventHandler<HTMLFormElement>; onReset?: FormEventHandler<HTMLFormElement> };
  formError?: string;
  /** Classes of the card body, which lays the fields out. */
  bodyClassName: string;
  cancelTo: string;
  submitLabel: string;
  formRef?: Ref<HTMLFormElement>;
  /** Shown above the form's error, e.g. the job form's extension handoff banner. */
  banner?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** `multipart/form-data` for a long text (not percent-encoded, so its body stays near its size). */
  encType?: "multipart/form-data";
};

/**
 * The frame of an add/edit form: a plain post that works without JavaScript (the server validates, so no
 * native validation), the form-level error, the fields in a card, and Cancel beside a submit that shows
 * it is busy while the post is in flight.
 */
export function FormCard({
  clearOnEdit,
  formError,
  bodyClassName,
  cancelTo,
  submitLabel,
  formRef,
  banner,
  children,
  encType,
}: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" encType={encType} ref={formRef} noValidate {...clearOnEdit}>
      {banner}
      {formError ? (
        <Alert tone="error" className="mb-6">
          {formError}
        </Alert>
      ) : null}
      <Card>
        <CardBody className={bodyClassName}>{children}</CardBody>
        <CardFooter>
          <Link to={cancelTo} className={buttonClasses({ variant: "secondary" })}>
            Cancel
          </Link>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </CardFooter>
      </Card>
    </Form>
  );
}
