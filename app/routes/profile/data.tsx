import { EXPORT_AREA_LABELS, EXPORT_AREAS } from "@core/data-export";
import { canExport } from "@worker/domain/data-export/export.server";
import { planNamesWith } from "@worker/domain/plan-limits.server";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { DownloadIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/data";

export const meta: Route.MetaFunction = () => [{ title: "Your data · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [allowed, plans] = await Promise.all([canExport(deps, user.id), planNamesWith(deps, "exportData")]);
  return { allowed, plans, timeZone: user.timeZone };
}

const OFFERS = [
  "Every application with its interviews, your tasks, your contacts with their interactions, your documents' details and your payment records",
  "JSON, on every plan: the whole account in one documented file, to keep or to import again",
  "CSV: one file per area, ready for Excel, Numbers or Google Sheets, dates in your time zone",
  "ZIP: the JSON, every CSV and your uploaded documents in one download",
];

const linkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Download({ href, children }: { href: string; children: string }) {
  return (
    <a href={`/profile/data/export?${href}`} download className={linkClass}>
      <DownloadIcon className="size-4 text-slate-500" />
      {children}
    </a>
  );
}

export default function YourData({ loaderData }: Route.ComponentProps) {
  const { allowed, plans, timeZone } = loaderData;
  const planList = plans.join(" and ");
  return (
    <>
      <PageHeader title="Your data" description="Take everything you keep in Offerpath with you, at any time." />
      <div className="grid gap-6">
        <Card>
          <CardHeader title="What the export holds" />
          <CardBody>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {OFFERS.map((offer) => (
                <li key={offer}>{offer}</li>
              ))}
            </ul>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Download" description={`File names carry today's date; times are in ${timeZone}.`} />
          <CardBody className="space-y-4">
            <div className="flex flex-wrap gap-3">
              <Download href="format=json">Whole account (JSON)</Download>
              {allowed ? <Download href="format=zip">Everything (ZIP)</Download> : null}
            </div>
            {allowed ? (
              <div>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Spreadsheets (CSV)</h3>
                <div className="flex flex-wrap gap-3">
                  {EXPORT_AREAS.map((area) => (
                    <Download key={area} href={`format=csv&area=${area}`}>
                      {`${EXPORT_AREA_LABELS[area].label} (CSV)`}
                    </Download>
                  ))}
                </div>
              </div>
            ) : (
              <Alert tone="info" title={`Spreadsheets (CSV) and the ZIP are included in the ${planList} plans`}>
                <p>The JSON backup above is on every plan. Upgrade for spreadsheets and one ZIP with your documents.</p>
                <p className="mt-3">
                  <ButtonLink to="/plans">See plans and upgrade</ButtonLink>
                </p>
              </Alert>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Import"
            description="Bring back an Offerpath export (JSON) or bring in a spreadsheet or another tracker's CSV, on every plan within its limits."
          />
          <CardBody>
            <ButtonLink to="/profile/data/import" variant="secondary">
              Import data
            </ButtonLink>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
