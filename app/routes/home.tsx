import { listActivePlans } from "@worker/domain/plans.server";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { CheckIcon, LogoMark, XIcon } from "~/components/ui/icons";
import { formatINR, planLabel, yearlySavingPercent } from "~/lib/format";
import { loadCurrentUser } from "~/lib/server/auth.server";
import { getDeps } from "~/lib/server/context.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Offerpath — track your job search from application to offer" },
  {
    name: "description",
    content:
      "Track job applications, interviews, tasks and networking contacts in one place. Free for up to 10 applications.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const [user, plans] = await Promise.all([loadCurrentUser(request, deps), listActivePlans(deps)]);
  return {
    signedIn: !!user,
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      monthly: p.priceMonthly,
      yearly: p.priceYearly,
      features: p.features,
      jobLimit: p.limitJobApplications,
    })),
  };
}

const STATS = [
  ["10,000+", "job seekers"],
  ["250,000+", "applications tracked"],
  ["5,000+", "jobs landed"],
  ["85%", "success rate"],
];

const FEATURES = [
  ["Every application in one place", "Status, salary, priority, favourites and notes, filterable and searchable."],
  ["Interviews on a timeline", "Log each round with who you met and when to follow up."],
  ["Tasks that keep you moving", "Due dates in your own time zone, with overdue ones flagged."],
  ["Your network, remembered", "Contacts with their interaction history and follow-up dates."],
  ["Browser extension", "Save a job from LinkedIn, Naukri or Indeed and the form fills itself in."],
  ["Works anywhere", "Fast from any country, on phones and desktops, even with JavaScript off."],
];

const FAQ = [
  ["Is Offerpath free?", "Yes. The Free plan tracks up to 10 applications and 20 contacts, with no card needed."],
  ["How do paid plans work?", "Basic and Premium are billed monthly or yearly in INR; yearly saves up to 20%."],
  ["Can I delete my data?", "Any time: deleting your account from Profile Settings removes everything."],
  ["Does the browser extension cost extra?", "No. It works with every plan."],
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { signedIn, plans } = loaderData;
  return (
    <div className="bg-white">
      <aside aria-label="Beta announcement" className="bg-brand-700 px-4 py-2 text-center text-sm text-white">
        Beta: Offerpath is free for a limited time.{" "}
        <Link to="/register" className="font-semibold underline">
          Create your account
        </Link>
      </aside>
      <header className="border-b border-slate-100">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <LogoMark className="size-8" /> Offerpath
          </Link>
          <div className="flex items-center gap-3">
            {signedIn ? (
              <ButtonLink to="/dashboard">Go to dashboard</ButtonLink>
            ) : (
              <>
                <Link to="/login" className="px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900">
                  Login
                </Link>
                <ButtonLink to="/register">Sign Up</ButtonLink>
              </>
            )}
          </div>
        </nav>
      </header>

      <main id="main">
        <section className="bg-gradient-to-b from-brand-50 to-white px-6 pt-20 pb-16 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Track your job search from first application to signed offer
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Applications, interviews, follow-up tasks and the people who can help, organised in one calm place.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/register">Start free</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              I have an account
            </ButtonLink>
          </div>
          <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
            {STATS.map(([value, label]) => (
              <div key={label}>
                <dt className="sr-only">{label}</dt>
                <dd className="text-3xl font-bold text-brand-700">{value}</dd>
                <dd className="mt-1 text-sm text-slate-600">{label}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-6 py-20">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Everything your search needs
          </h2>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(([title, body]) => (
              <div key={title} className="rounded-xl border border-slate-200 p-6">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{body}</p>
              </div>
            ))}
          </div>
        </section>

        <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 px-6 py-20">
          <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Simple pricing
          </h2>
          <p className="mt-3 text-center text-slate-600">Free for up to 10 applications. Save up to 20% yearly.</p>
          <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-3">
            {plans.map((p) => (
              <div key={p.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
                <h3 className="text-lg font-semibold text-slate-900">{planLabel(p.name)}</h3>
                <p className="mt-1 text-sm text-slate-600">{p.description}</p>
                <p className="mt-6">
                  <span className="text-4xl font-bold text-slate-900">{p.monthly ? formatINR(p.monthly) : "₹0"}</span>
                  <span className="text-slate-600">/month</span>
                </p>
                {p.yearly ? (
                  <p className="mt-1 text-sm text-slate-600">
                    or {formatINR(p.yearly)}/year (save {yearlySavingPercent(p.monthly, p.yearly)}%)
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-slate-600">Free forever</p>
                )}
                <ul className="mt-6 flex-1 space-y-2 text-sm">
                  {p.features.map((f) => (
                    <li
                      key={f._id}
                      className={`flex items-start gap-2 ${f.included ? "text-slate-700" : "text-slate-500"}`}
                    >
                      {f.included ? (
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
                      ) : (
                        <XIcon className="mt-0.5 size-4 shrink-0" />
                      )}
                      <span>
                        {f.description}
                        {f.included ? null : <span className="sr-only"> (not included)</span>}
                      </span>
                    </li>
                  ))}
                </ul>
                <ButtonLink
                  to={`/register?planId=${p.id}&billingType=monthly`}
                  variant={p.name === "basic" ? "primary" : "secondary"}
                  className="mt-8 w-full"
                >
                  {p.monthly ? `Choose ${planLabel(p.name)}` : "Start free"}
                </ButtonLink>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="how-title" className="mx-auto max-w-4xl px-6 py-20">
          <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {[
              "Create a free account",
              "Add applications by hand or with the extension",
              "Follow up, prepare, land the offer",
            ].map((step, i) => (
              <li key={step} className="rounded-xl border border-slate-200 p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                  {i + 1}
                </span>
                <p className="mt-4 font-medium text-slate-900">{step}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="faq-title" className="bg-slate-50 px-6 py-20">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {FAQ.map(([q, a]) => (
              <details key={q} className="group px-6 py-4">
                <summary className="cursor-pointer font-medium text-slate-900">{q}</summary>
                <p className="mt-2 text-sm text-slate-600">{a}</p>
              </details>
            ))}
          </div>
        </section>

        <section className="px-6 py-20 text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">Ready to get organised?</h2>
          <ButtonLink to="/register" className="mt-8">
            Create your free account
          </ButtonLink>
        </section>
      </main>

      <footer className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-6 py-8 text-sm text-slate-600 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Offerpath</p>
          <nav aria-label="Footer" className="flex flex-wrap gap-6">
            <a href="#features" className="hover:text-slate-900">
              Features
            </a>
            <a href="#pricing" className="hover:text-slate-900">
              Pricing
            </a>
            <a href="mailto:support@offerpath.app" className="hover:text-slate-900">
              Contact us
            </a>
            <Link to="/privacy-policy" className="hover:text-slate-900">
              Privacy
            </Link>
            <Link to="/terms-of-use" className="hover:text-slate-900">
              Terms
            </Link>
            <Link to="/refund-policy" className="hover:text-slate-900">
              Refund Policy
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
