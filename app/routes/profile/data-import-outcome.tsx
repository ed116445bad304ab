import { groupSkipped, readOutcome, type SkipGroup } from "@worker/domain/data-import/uploads.server";
import { Link } from "react-router";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { DownloadIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/data-import-outcome";
import { AfterImportLinks, UndoImportForm } from "./import-parts";

export const meta: Route.MetaFunction = () => [{ title: "Import finished · Offerpath" }];

const GONE = "This import's outcome has expired or does not exist: outcomes are kept for an hour.";

/**
 * Step (c): what the confirmed CSV import did, kept for an hour. The skipped rows are grouped by reason,
 * counted, the first few of each shown; the full list is the CSV download, so the page stays small.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await readOutcome(getDeps(context), getUser(context).id, params.uploadId);
  if (!outcome) notFound(GONE);
  return {
    imported: outcome.imported.jobs,
    updated: outcome.updated,
    skipped: outcome.skipped.length,
    groups: groupSkipped(outcome.skipped),
    importId: outcome.importId,
  };
}

const GROUP_TITLES: Record<SkipGroup["code"], (n: number) => string> = {
  planLimit: (n) => `Over your plan's limit: ${n.toLocaleString("en-US")}`,
  invalid: (n) => `Not valid as an application: ${n.toLocaleString("en-US")}`,
  duplicate: (n) => `Already in your applications: ${n.toLocaleString("en-US")}`,
  repeat: (n) => `Repeated in the file: ${n.toLocaleString("en-US")}`,
  other: (n) => `Other reasons: ${n.toLocaleString("en-US")}`,
};

/** Groups whose rows all share one reason: said once, then the rows. */
const ONE_REASON = new Set<SkipGroup["code"]>(["planLimit", "duplicate"]);

function SkipGroupCard({ group }: { group: SkipGroup }) {
  const more = group.count - group.first.length;
  const rows = group.first.map((s) => s.row).join(", ");
  return (
    <Card>
      <CardHeader title={GROUP_TITLES[group.code](group.count)} headingLevel={3} />
      <CardBody className="space-y-2 text-sm">
        {ONE_REASON.has(group.code) ? (
          <>
            <p>{group.first[0]?.reason}</p>
            <p>{`${group.count === 1 ? "Row" : "Rows"} ${rows}${more > 0 ? ` and ${more.toLocaleString("en-US")} more, in the download below` : ""}.`}</p>
          </>
        ) : (
          <>
            <ul className="list-disc pl-5">
              {group.first.map((s) => (
                <li key={s.row}>{`Row ${s.row}: ${s.reason}`}</li>
              ))}
            </ul>
            {more > 0 ? (
              <p className="text-slate-600">{`And ${more.toLocaleString("en-US")} more, in the download below.`}</p>
            ) : null}
          </>
        )}
        {group.code === "planLimit" ? (
          <p>
            <Link to="/plans" className="font-medium text-brand-700 underline">
              Upgrade your plan to import these rows
            </Link>
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}

export default function ImportOutcome({ loaderData, params }: Route.ComponentProps) {
  const { imported, updated, skipped, groups, importId } = loaderData;
  return (
    <>
      <PageHeader title="Import finished" />
      <div className="grid gap-6">
        <Alert tone={skipped > 0 ? "warning" : "success"} title="Your spreadsheet was imported">
          <ul className="text-sm">
            <li>{`Imported: ${imported.toLocaleString("en-US")}`}</li>
            <li>{`Updated: ${updated.toLocaleString("en-US")}`}</li>
            <li>{`Skipped: ${skipped.toLocaleString("en-US")}`}</li>
          </ul>
        </Alert>
        <UndoImportForm importId={importId} />
        {skipped > 0 ? (
          <section aria-labelledby="skipped-heading" className="grid gap-4">
            <h2 id="skipped-heading" className="text-lg font-semibold">
              Why rows were skipped
            </h2>
            {groups.map((group) => (
              <SkipGroupCard key={group.code} group={group} />
            ))}
            <a
              href={`/profile/data/import/csv/${params.uploadId}/skipped.csv`}
              download
              className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline"
            >
              <DownloadIcon className="size-4" />
              Download the skipped rows (CSV)
            </a>
          </section>
        ) : null}
        <AfterImportLinks again="Import another file" />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundBoundary backTo="/profile/data/import" backLabel="Import a file" description={(m) => m} />;
}
