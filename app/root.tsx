import { themeFromCookie } from "@core/theme";
import { Suspense, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ToastProvider } from "./components/ui/toast";
import { getDeps } from "./server/context.server";
import { readToast } from "./server/toast.server";
import { EARLY_CHANGES_SCRIPT } from "./ui/early-changes";
import { useNonce } from "./ui/nonce";
import { shipsScripts } from "./ui/page-handle";
import { KEEP_SCRIPTED_CHECKBOXES_SCRIPT } from "./ui/scripted-checkboxes";
import { REGISTER_SERVICE_WORKER_SCRIPT, THEME_COLORS } from "./ui/service-worker";
import { themeAttributes } from "./ui/theme";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getDeps(context);
  const { toast, clearHeader } = await readToast(request, config.SESSION_SECRET);
  // appUrl: the canonical origin every page's metadata links to (app/ui/seo.ts). theme: this browser's
  // choice, rendered on <html> so the first paint is in it (core/theme.ts).
  const theme = themeFromCookie(request.headers.get("Cookie"));
  return data(
    { toast, appUrl: config.APP_URL, theme },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

/**
 * The stylesheet with a React `precedence`, so React writes it at the top of <head>, ahead of the module
 * preloads of a hydrated page: on a slow connection the CSS that holds the first paint back is fetched
 * first, not after 130 KB of scripts (issue 11, Lighthouse's render-blocking finding).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as Route.LinkDescriptors[number],
  { rel: "icon", href: "/favicon.ico" },
  // Installable (docs/decisions/059): the web app manifest and the icon iOS puts on the home screen.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The error page renders this layout too, without the loader's data when the root loader failed.
  const theme = useRouteLoaderData<typeof loader>("root")?.theme ?? "system";
  const { colorScheme, ...htmlTheme } = themeAttributes(theme);
  // Static public pages (handle `hydrate: false`) are plain HTML: no scripts, no module preloads.
  const scripts = shipsScripts(useMatches().map((m) => m.handle));
  return (
    <html lang="en" {...htmlTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={colorScheme} />
        {theme === "system" ? (
          <>
            <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
          </>
        ) : (
          <meta name="theme-color" content={THEME_COLORS[theme]} />
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {scripts ? (
          // First in <body>: records the forms edited before hydration (app/ui/early-changes.ts) and keeps
          // the checkbox values a script set (app/ui/scripted-checkboxes.ts), before hydration too.
          <script
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts, allowed by the page's nonce
            dangerouslySetInnerHTML={{
              __html: `${EARLY_CHANGES_SCRIPT};${KEEP_SCRIPTED_CHECKBOXES_SCRIPT};${REGISTER_SERVICE_WORKER_SCRIPT}`,
            }}
          />
        ) : null}
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * Marks the page as hydrated (its scripts start after the first paint, decision 061): `useHydrated`, the
 * service worker's registration and the browser journeys (tests/e2e/fixtures.ts) read it. Rendered after the
 * page, inside its Suspense boundary (decision 064), so its effect runs once the page itself has hydrated.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/**
 * The page sits in one Suspense boundary so that React hydrates it in slices that yield to the browser, not in
 * one long task (decision 064); the server always sends it whole and in place (app/entry.server.tsx).
 */
export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={loaderData?.toast ?? null}>
      <Suspense>
        <Outlet />
        <HydratedMark />
      </Suspense>
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `${error.status} ${error.statusText}`;
    detail = error.status === 404 ? "The page you are looking for does not exist." : String(error.data || detail);
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <a href="/" className="mt-6 inline-block font-medium text-brand-700 underline">
        Go to the home page
      </a>
    </main>
  );
}
