import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";

type Props = {
  /** "Delete job application" */
  title: string;
  /** What is being deleted, e.g. "Frontend Engineer at Acme". */
  subject: string;
  /** The question and its consequences, e.g. "Are you sure…? This action cannot be undone." */
  message: string;
  cancelTo: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown under the message: what a bulk delete takes (its list of applications). */
  details?: ReactNode;
  /** Hidden fields the confirmed post carries (a bulk delete's ids). */
  fields?: ReactNode;
};

/**
 * The confirm step of a delete for browsers without JavaScript (with it, a dialog posts to the same
 * action directly): jobs, interviews, tasks, contacts, interactions, a bulk delete of applications and the
 * subscription's cancel use this page.
 */
export function DeleteConfirmPage({
  title,
  subject,
  message,
  cancelTo,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  details,
  fields,
}: Props) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="max-w-xl">
        <Form method="post">
          {fields}
          <CardBody>
            <p className="font-medium text-slate-900">{subject}</p>
            <p className="mt-2 text-slate-700">{message}</p>
            {details}
          </CardBody>
          <CardFooter>
            <Link to={cancelTo} className={buttonClasses({ variant: "secondary" })}>
              {cancelLabel}
            </Link>
            <Button type="submit" variant="danger">
              {confirmLabel}
            </Button>
          </CardFooter>
        </Form>
      </Card>
    </>
  );
}
