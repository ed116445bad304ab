import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";

export function JobNotFound() {
  return (
    <>
      <PageHeader title="Job not found" />
      <Card>
        <CardBody className="flex flex-col items-start gap-4">
          <p className="text-slate-700">This job may have been deleted or doesn't exist.</p>
          <ButtonLink to="/applications">Back to applications</ButtonLink>
        </CardBody>
      </Card>
    </>
  );
}
