import { Link } from "react-router";
import { PublicFooter, PublicHeader } from "~/components/public-layout";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/extension");

/** Plain HTML: what the extension does and how to install the packages the build makes (issue 25). */
export const handle = staticPage;

/** The packages `npm run build:extension` writes and the site serves (scripts/copy-extension.mjs). */
export const PACKAGES = {
  chrome: "/downloads/offerpath-extension-chrome.zip",
  firefox: "/downloads/offerpath-extension-firefox.zip",
} as const;

const BOARDS = "LinkedIn, Indeed, Naukri, Glassdoor, Greenhouse, Lever, Workday, Ashby and Wellfound";

const h2 = "mt-12 text-xl font-semibold text-slate-900";
const list = "mt-4 list-decimal space-y-2 pl-6";
const link = "font-medium text-brand-700 underline";

export default function ExtensionPage() {
  return (
    <div className="min-h-screen bg-white">
      <PublicHeader />
      <main id="main" className="mx-auto max-w-3xl px-6 py-12 leading-7 text-slate-700">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">The Offerpath browser extension</h1>
        <p className="mt-4 text-lg">
          Clip a job posting into your tracker in one click: the extension reads the posting on the page you are on,
          shows you every field to check, and saves it to your Offerpath account.
        </p>

        <h2 className={h2}>What it does</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          <li>
            Reads the company, position, location, job type, salary (as yearly figures, lakh amounts included) and
            description from the posting's structured data, from the page of {BOARDS}, or from the page's title and
            headings elsewhere. It says so when a page is not a job posting.
          </li>
          <li>
            Lets you correct every field, pick the status, priority and favorite, then saves with one click, or opens
            the job in Offerpath's full form.
          </li>
          <li>
            Tells you when the posting is already in your tracker, with its status and a link, before you save it twice.
          </li>
          <li>
            Shows how your resume fits the posting before you save it (the skills it asks for that your resume has, and
            those it lacks), computed in your browser with the same rules as the application's page, once you let it
            keep your default resume's text in its options.
          </li>
          <li>Works with every plan, Free included.</li>
        </ul>

        <h2 className={h2}>What it can see</h2>
        <p className="mt-4">
          It reads a page only when you click its button or press its shortcut (Alt+Shift+O unless you change it), and
          only that tab. The page itself never leaves your browser: only the fields you save are sent to Offerpath. It
          asks for no access to the sites you visit, only, the first time you open a job in Offerpath's full form, for
          access to Offerpath's own site. It keeps your sign-in in the browser's extension storage, and signing out ends
          that session. Your resume's text is kept there only if you ask for it in the extension's options, and is
          forgotten when you press Forget it or sign out.
        </p>

        <h2 className={h2}>Install it in Chrome or Edge</h2>
        <ol className={list}>
          <li>
            Download{" "}
            <a href={PACKAGES.chrome} className={link} download>
              the Chrome and Edge package
            </a>{" "}
            and unzip it into a folder you keep.
          </li>
          <li>
            Open <code>chrome://extensions</code> (in Edge, <code>edge://extensions</code>) and turn on Developer mode.
          </li>
          <li>Choose "Load unpacked" and pick the unzipped folder.</li>
          <li>
            Pin Offerpath to the toolbar, click it on a job posting and sign in with your Offerpath email and password,
            or choose "Sign in with Offerpath" to connect it from the site.
          </li>
        </ol>

        <h2 className={h2}>Install it in Firefox</h2>
        <p className="mt-4">It needs Firefox 140 or later.</p>
        <ol className={list}>
          <li>
            Download{" "}
            <a href={PACKAGES.firefox} className={link} download>
              the Firefox package
            </a>
            .
          </li>
          <li>
            Open <code>about:debugging#/runtime/this-firefox</code> and choose "Load Temporary Add-on…".
          </li>
          <li>Pick the downloaded zip file. Firefox removes a temporary add-on when it restarts.</li>
        </ol>

        <h2 className={h2}>Store listings</h2>
        <p className="mt-4">
          The extension is not yet listed in the Chrome Web Store, Microsoft Edge Add-ons or Firefox Add-ons. Links to
          the listings will appear on this page once they exist; until then, install the packages above.
        </p>

        <h2 className={h2}>Your own Offerpath</h2>
        <p className="mt-4">
          Running Offerpath on your own server? Set its address in the extension's options; your browser asks you to
          allow the extension on that site.
        </p>

        <p className="mt-12">
          New to Offerpath?{" "}
          <Link to="/register" className={link}>
            Create a free account
          </Link>{" "}
          first.
        </p>
      </main>
      <PublicFooter />
    </div>
  );
}
