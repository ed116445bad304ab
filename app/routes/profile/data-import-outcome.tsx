import { readOutcome } from "@worker/domain/data-import/uploads.server";
import { Link } from "react-router";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Card, CardBody } from "~/components/ui/card";
import { DownloadIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/data-import-outcome";
import { SkippedList, UndoImportForm } from "./import-parts";

export const meta: Route.MetaFunction = () => [{ title: "Import finished · Offerpath" }];

const GONE = "This import's outcome has expired or does not exist: outcomes are kept for an hour.";

/** Step (c): what the confirmed CSV import did, kept for an hour (its skipped rows downloadable). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await readOutcome(getDeps(context), getUser(context).id, params.uploadId);
  if (!outcome) notFound(GONE);
  return { outcome };
}

export default function ImportOutcome({ loaderData, params }: Route.ComponentProps) {
  const { outcome } = loaderData;
  return (
    <>
      <PageHeader title="Import finished" />
      <div className="grid gap-6">
        <Alert tone={outcome.skipped.length > 0 ? "warning" : "success"} title="Your spreadsheet was imported">
          <ul className="text-sm">
            <li>{`Imported: ${outcome.imported.jobs}`}</li>
            <li>{`Updated: ${outcome.updated}`}</li>
            <li>{`Skipped: ${outcome.skipped.length}`}</li>
          </ul>
        </Alert>
        <UndoImportForm importId={outcome.importId} />
        {outcome.skipped.length > 0 ? (
          <Card>
            <CardBody className="space-y-3">
              <SkippedList skipped={outcome.skipped} headingLevel={2} />
              <a
                href={`/profile/data/import/csv/${params.uploadId}/skipped.csv`}
                download
                className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline"
              >
                <DownloadIcon className="size-4" />
                Download the skipped rows (CSV)
              </a>
            </CardBody>
          </Card>
        ) : null}
        <p className="flex gap-4 text-sm">
          <Link to="/applications" className="text-brand-700 underline">
            See your applications
          </Link>
          <Link to="/profile/data/import" className="text-brand-700 underline">
            Import another file
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundBoundary backTo="/profile/data/import" backLabel="Import a file" description={(m) => m} />;
}
