import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { useServerPart } from "~/components/server-html";
import { followInApp, inAppLink, plainClick } from "~/ui/in-app-links";
import { useHydrated } from "~/ui/use-hydrated";
import type { KeyboardShortcutsProps } from "./shortcuts/keyboard-shortcuts";

export type PlanStatus = "Active" | "Expiring soon";

export type AppShellUser = {
  name: string;
  email: string;
  planName: string;
  planStatus: PlanStatus;
};

/** The browser's zone offered as the account's (decision 044), beside the account's own. */
export type ZoneOffer = { browser: string; account: string };

/**
 * The frame's HTML, rendered by the app layout's loader (app/server/app-chrome.server.tsx, decision 065): the
 * skip link and sidebar, what the top bar holds, what the footer holds.
 */
export type AppChrome = { side: string; header: string; banner: string; footer: string };

/**
 * The frame's HTML, part by part (`data-part`): the loader's after a client-side navigation or a revalidation,
 * else the server's while it renders the document, else the page's own as it hydrates (`useServerPart`).
 */
function useChrome(fromLoader: AppChrome | null): AppChrome {
  return {
    side: useServerPart("side", fromLoader?.side),
    header: useServerPart("header", fromLoader?.header),
    banner: useServerPart("banner", fromLoader?.banner),
    footer: useServerPart("footer", fromLoader?.footer),
  };
}

/**
 * `chrome`: the frame, with the unread notifications, the forwarded emails waiting and the zone offer in it;
 * null when the page itself holds it (a document: `sendParts`).
 */
export type AppShellProps = {
  chrome: AppChrome | null;
  children: ReactNode;
  /** The user keeps keyboard shortcuts on (the profile's switch, WCAG 2.1.4). */
  shortcuts?: boolean;
};

/**
 * Loaded after hydration, and only for users who keep shortcuts on (docs/decisions/049). A chunk that
 * fails to load (offline, or gone after a deploy) leaves the page without shortcuts, never broken.
 */
const KeyboardShortcuts = lazy<ComponentType<KeyboardShortcutsProps>>(() =>
  import("./shortcuts/keyboard-shortcuts").catch(() => ({ default: () => null })),
);

/** Whether a nav link's section is the page's: its own path or below it, or below a path it also covers. */
export function inSection(pathname: string, to: string, also?: string | null): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return under(to) || (also ? under(also) : false);
}

const MENU = "details[name=app-shell-menu]";

/**
 * The frame's menus close on a click outside them, on Escape (the focus back on their summary) and when a
 * link inside one is followed. Without JavaScript each still opens and closes with its summary.
 */
function useMenusClose() {
  useEffect(() => {
    const open = () => document.querySelector<HTMLDetailsElement>(`${MENU}[open]`);
    function onPointerDown(event: PointerEvent) {
      const menu = open();
      if (menu && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      const menu = open();
      if (event.key !== "Escape" || !menu) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
}

/** This browser's push endpoint, if it has a subscription (the sign-out posts it to be deleted). */
function usePushEndpoint() {
  const endpoint = useRef("");
  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.pushManager?.getSubscription())
      .then((subscription) => {
        endpoint.current = subscription?.endpoint ?? "";
      })
      .catch(() => undefined);
  }, []);
  return endpoint;
}

/**
 * What the frame's HTML needs JavaScript for: a plain click on one of its links navigates in the app (as a
 * `<Link>` does), closing the menu it was in; "Keyboard shortcuts" opens their dialog when they are on; the
 * sign-out posts this browser's push endpoint and tells the service worker to empty its caches.
 */
function useChromeHandlers(onShowShortcuts: (() => void) | undefined) {
  const navigate = useNavigate();
  const pushEndpoint = usePushEndpoint();
  const onClick = (event: React.MouseEvent) => {
    const help = event.target instanceof Element ? event.target.closest("a[data-shortcuts-help]") : null;
    const link = help && onShowShortcuts && plainClick(event) ? help : inAppLink(event);
    if (!link) return;
    event.preventDefault();
    const menu = link.closest<HTMLDetailsElement>(MENU);
    if (menu) menu.open = false;
    if (link === help && onShowShortcuts) {
      // The dialog gives the focus back to the menu's button when it closes.
      menu?.querySelector("summary")?.focus();
      onShowShortcuts();
      return;
    }
    followInApp(navigate, link as HTMLAnchorElement);
  };
  const onSubmit = (event: React.FormEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const field = (name: string) => {
      const input = form.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input : null;
    };
    const returnTo = field("returnTo");
    // Back to the page shown now, which a client-side navigation may have changed since the frame was drawn.
    if (returnTo) returnTo.value = window.location.pathname + window.location.search;
    if (!form.action.endsWith("/logout")) return;
    const pushField = field("pushEndpoint");
    if (pushField) pushField.value = pushEndpoint.current;
    navigator.serviceWorker?.controller?.postMessage({ type: "sign-out" });
  };
  return { onClick, onSubmit };
}

/** Marks the current section's links as the page's (their looks follow `aria-current`) as the address changes. */
function useCurrentSection(box: React.RefObject<HTMLElement | null>, chrome: AppChrome) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: new frame HTML is marked again
  useLayoutEffect(() => {
    for (const link of box.current?.querySelectorAll<HTMLAnchorElement>("nav ul a[href]") ?? []) {
      if (inSection(pathname, link.pathname, link.dataset.also)) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [pathname, chrome]);
}

/** The layout of every protected page: the frame (sidebar, top bar with menus, footer) and the main area. */
export function AppShell({ chrome: fromLoader, children, shortcuts = false }: AppShellProps) {
  const chrome = useChrome(fromLoader);
  const hydrated = useHydrated();
  const [shortcutsHelp, setShortcutsHelp] = useState(false);
  const shortcutsOn = shortcuts && hydrated;
  const box = useRef<HTMLDivElement>(null);
  useMenusClose();
  useCurrentSection(box, chrome);
  const handlers = useChromeHandlers(shortcutsOn ? () => setShortcutsHelp(true) : undefined);
  return (
    <div ref={box} className="min-h-screen bg-slate-50 print:bg-white">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the frame, rendered by React on the server */}
      <div data-part="side" className="contents" {...handlers} dangerouslySetInnerHTML={{ __html: chrome.side }} />
      <div className="flex min-h-screen flex-col lg:pl-64 print:min-h-0 print:pl-0">
        <header
          data-part="header"
          className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/90 backdrop-blur supports-backdrop-filter:bg-white/75"
          {...handlers}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the frame, rendered by React on the server
          dangerouslySetInnerHTML={{ __html: chrome.header }}
        />

        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
            {chrome.banner ? (
              <div
                data-part="banner"
                className="contents"
                {...handlers}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the frame, rendered by React on the server
                dangerouslySetInnerHTML={{ __html: chrome.banner }}
              />
            ) : null}
            {children}
          </div>
        </main>

        <footer
          data-part="footer"
          className="border-t border-slate-200 bg-white print:hidden"
          {...handlers}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the frame, rendered by React on the server
          dangerouslySetInnerHTML={{ __html: chrome.footer }}
        />
      </div>
      {shortcutsOn ? (
        <Suspense fallback={null}>
          <KeyboardShortcuts helpOpen={shortcutsHelp} onHelpChange={setShortcutsHelp} />
        </Suspense>
      ) : null}
    </div>
  );
}
