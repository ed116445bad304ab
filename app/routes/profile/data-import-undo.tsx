import { formatDateTime } from "@core/dates";
import { pluralize } from "@core/format";
import { readImportRun, undoImport } from "@worker/domain/data-import/undo.server";
import { data, Form } from "react-router";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/data-import-undo";
import { AfterImportLinks } from "./import-parts";

export const meta: Route.MetaFunction = () => [{ title: "Undo an import · Offerpath" }];

/** The import to undo: when it was and whether it still can be (a day, once). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const run = await readImportRun(getDeps(context), user.id, params.importId);
  if (!run) notFound("Import not found");
  const when = formatDateTime(run.createdAt, user.timeZone);
  return { run: { when, undone: Boolean(run.undoneAt), undoable: run.undoable } };
}

/** Undoes it (the same domain function as `POST /api/v1/import/:id/undo`) and shows what went and what stayed. */
export async function action({ params, context }: Route.ActionArgs) {
  const result = await undoImport(getDeps(context), getUser(context).id, params.importId);
  if (!result.ok && result.code === "NOT_FOUND") notFound(result.message);
  if (!result.ok) return data({ error: result.message, outcome: null }, { status: 400 });
  return { error: null, outcome: result.value };
}

const AREA = { jobs: "Application", contacts: "Contact", tasks: "Task", offers: "Offer" } as const;

export default function UndoImport({ loaderData, actionData }: Route.ComponentProps) {
  const { run } = loaderData;
  const outcome = actionData?.outcome;
  return (
    <>
      <PageHeader title="Undo an import" description={`Imported ${run.when}`} />
      <div className="grid gap-6">
        {actionData?.error ? (
          <Alert tone="error" title="Nothing was undone">
            {actionData.error}
          </Alert>
        ) : null}
        {outcome ? (
          <Alert tone={outcome.kept.length > 0 ? "warning" : "success"} title="The import was undone">
            <p className="text-sm">{`Removed: ${pluralize(outcome.removed.jobs, "application")}, ${pluralize(outcome.removed.contacts, "contact")}, ${pluralize(outcome.removed.tasks, "task")}, ${pluralize(outcome.removed.offers, "offer")}.`}</p>
            {outcome.kept.length > 0 ? (
              <>
                <h2 className="mt-2 text-sm font-semibold">{`Kept, edited since or still in use: ${outcome.kept.length}`}</h2>
                <ul className="list-disc pl-5 text-sm">
                  {outcome.kept.map((k) => (
                    <li key={k.id}>{`${AREA[k.area]}: ${k.name}`}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Alert>
        ) : run.undoable ? (
          <Card>
            <CardBody className="space-y-3">
              <p className="text-sm">
                Removes the applications, contacts and tasks this import created, with their interviews and
                interactions, and the offers it wrote. Those you have edited since are kept and named.
              </p>
              <Form method="post">
                <Button type="submit" variant="secondary">
                  Undo this import
                </Button>
              </Form>
            </CardBody>
          </Card>
        ) : (
          <Alert tone="info" title="This import can no longer be undone">
            {run.undone ? "It has been undone already." : "An import can be undone for a day after it."}
          </Alert>
        )}
        <AfterImportLinks again="Import a file" />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundBoundary backTo="/profile/data/import" backLabel="Import a file" description={(m) => m} />;
}
