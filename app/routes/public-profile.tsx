/**
 * /u/:handle, a user's public profile (issue 23, docs/decisions/035): plain HTML with no script, edge
 * cached for visitors (worker/edge-cache.ts keys it by the profile's version), `noindex` unless the owner
 * allows indexing. Only what the owner chose is read or rendered; anything else is a 404.
 */

import { capitalize } from "@core/format";
import { PUBLIC_STAGES, profilePath } from "@core/public-profile";
import { readPublicProfile } from "@worker/domain/public-profile.server";
import { PublicLayout } from "~/components/public-layout";
import { PublicNotFoundBoundary } from "~/components/public-not-found";
import { ActivityChart } from "~/components/public-profile/activity-chart";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { getDeps } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import { isSignedIn } from "~/server/public-page.server";
import { staticPage } from "~/ui/page-handle";
import { seoMeta } from "~/ui/seo";
import type { Route } from "./+types/public-profile";

export const handle = staticPage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const [profile, signedIn] = await Promise.all([
    readPublicProfile(deps, params.handle),
    request.headers.has("Cookie") ? isSignedIn(request, deps) : Promise.resolve(false),
  ]);
  if (!profile) notFound("Profile not found");
  return { profile, signedIn };
}

/** "Asha Verma · Frontend developer" → the page's title and the share card's. */
function titleOf(p: { name: string | null; handle: string; headline: string }) {
  return `${p.name ?? `@${p.handle}`}${p.headline ? ` · ${p.headline}` : ""} · Offerpath`;
}

function descriptionOf(p: {
  name: string | null;
  handle: string;
  targetRoles: string[];
  locations: string[];
  openToWork: boolean;
}) {
  const who = p.name ?? `@${p.handle}`;
  const parts = [`${who}'s job search on Offerpath.`];
  if (p.targetRoles.length) parts.push(`Looking for: ${p.targetRoles.join(", ")}.`);
  if (p.locations.length) parts.push(`Locations: ${p.locations.join(", ")}.`);
  if (p.openToWork) parts.push("Open to work.");
  return parts.join(" ");
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const profile = loaderData?.profile;
  if (!profile)
    return seoMeta(matches, {
      path: `/u/${params.handle}`,
      title: "Profile not found · Offerpath",
      description: "There is no public profile at this address.",
      noindex: true,
    });
  // A person's page: Open Graph's "profile" type rather than the site's "website".
  return seoMeta(matches, {
    path: profilePath(profile.handle),
    title: titleOf(profile),
    description: descriptionOf(profile),
    noindex: !profile.allowIndexing,
  }).map((tag) => (tag && "property" in tag && tag.property === "og:type" ? { ...tag, content: "profile" } : tag));
};

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const { profile: p, signedIn } = loaderData;
  const who = p.name ?? `@${p.handle}`;
  return (
    <PublicLayout signedIn={signedIn}>
      <article className="mx-auto max-w-3xl px-6 py-12">
        <header>
          <p className="text-sm font-medium text-slate-600">@{p.handle}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900">{who}</h1>
          {p.headline ? <p className="mt-2 text-lg text-slate-700">{p.headline}</p> : null}
          {p.openToWork ? (
            <p className="mt-4">
              <Badge tone="green">Open to work</Badge>
            </p>
          ) : null}
        </header>

        {p.targetRoles.length || p.locations.length ? (
          <section aria-label="What they are looking for" className="mt-8 grid gap-6 sm:grid-cols-2">
            {p.targetRoles.length ? (
              <div>
                <h2 className="text-sm font-semibold text-slate-900">Target roles</h2>
                <Chips items={p.targetRoles} />
              </div>
            ) : null}
            {p.locations.length ? (
              <div>
                <h2 className="text-sm font-semibold text-slate-900">Locations</h2>
                <Chips items={p.locations} />
              </div>
            ) : null}
          </section>
        ) : null}

        {p.progress ? (
          <section aria-labelledby="progress-title" className="mt-10">
            <h2 id="progress-title" className="text-xl font-semibold text-slate-900">
              The search so far
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {`${p.progress.total} application${p.progress.total === 1 ? "" : "s"}, by where each stands today.`}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {PUBLIC_STAGES.map((stage) => (
                <div key={stage} className="rounded-lg border border-slate-200 p-3">
                  <dt className="text-sm text-slate-600">{capitalize(stage)}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
                    {p.progress?.byStage[stage]}
                  </dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-8 text-base font-semibold text-slate-900">Weekly activity</h3>
            <div className="mt-3">
              <ActivityChart weeks={p.progress.weeks} titleId="activity" />
            </div>
          </section>
        ) : null}

        {p.companies?.length ? (
          <section aria-labelledby="companies-title" className="mt-10">
            <h2 id="companies-title" className="text-xl font-semibold text-slate-900">
              Recently applied to
            </h2>
            <Chips items={p.companies} />
          </section>
        ) : null}

        <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
          <p>Shared from Offerpath, the job-search tracker.</p>
          {signedIn ? null : (
            <p className="mt-4">
              <ButtonLink to="/register" variant="secondary">
                Track your own search
              </ButtonLink>
            </p>
          )}
        </footer>
      </article>
    </PublicLayout>
  );
}

export function ErrorBoundary() {
  return (
    <PublicNotFoundBoundary
      title="Profile not found"
      description="There is no public profile at this address. It may have been turned off or moved to another handle."
    />
  );
}
