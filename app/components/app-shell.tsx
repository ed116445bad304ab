import { initialOf, planLabel } from "@core/format";
import { type ComponentType, lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import type { KeyboardShortcutsProps } from "./shortcuts/keyboard-shortcuts";
import { Button } from "./ui/button";
import {
  BarChartIcon,
  BellIcon,
  BriefcaseIcon,
  CalendarIcon,
  CheckSquareIcon,
  ChevronDownIcon,
  CreditCardIcon,
  DashboardIcon,
  DownloadIcon,
  FileTextIcon,
  type IconProps,
  InboxIcon,
  KeyboardIcon,
  LogoMark,
  LogoutIcon,
  MenuIcon,
  ScaleIcon,
  UserIcon,
  UsersIcon,
  XIcon,
} from "./ui/icons";

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
 * `unreadNotifications`: the unread count for the header's Notifications link (capped by the loader);
 * `inboxWaiting`: the forwarded emails waiting, beside the nav's Inbox link (capped likewise);
 * `zoneOffer`: shown as a banner with Switch and Keep until answered.
 */
export type AppShellProps = {
  user: AppShellUser;
  children: ReactNode;
  unreadNotifications?: number;
  inboxWaiting?: number;
  zoneOffer?: ZoneOffer | null;
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

type NavItem = {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
  /** Other path prefixes that belong to this section, e.g. /jobs/* under Applications. */
  alsoActiveUnder?: string[];
  /** Shows the forwarded emails waiting beside it. */
  countsWaiting?: boolean;
};

const NAV_ITEMS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard", Icon: DashboardIcon },
  { to: "/today", label: "Today", Icon: CalendarIcon },
  { to: "/inbox", label: "Inbox", Icon: InboxIcon, countsWaiting: true },
  { to: "/analytics", label: "Analytics", Icon: BarChartIcon },
  { to: "/applications", label: "Applications", Icon: BriefcaseIcon, alsoActiveUnder: ["/jobs"] },
  { to: "/offers", label: "Offers", Icon: ScaleIcon },
  { to: "/tasks", label: "Tasks", Icon: CheckSquareIcon },
  { to: "/contacts", label: "Contacts", Icon: UsersIcon },
  { to: "/documents", label: "Documents", Icon: FileTextIcon },
  { to: "/profile", label: "Profile", Icon: UserIcon },
];

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const summaryReset = "list-none [&::-webkit-details-marker]:hidden";

/**
 * Closes a `<details>` menu on a click outside it, on Escape (returning focus to its summary) and when a
 * link inside it is followed. Without JavaScript the menu still opens and closes with its summary.
 */
function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    function onPointerDown(event: PointerEvent) {
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    }
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest("a[href]") && details) details.open = false;
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    details.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("click", onClick);
    };
  }, [ref]);
}

function Wordmark() {
  return (
    <Link to="/dashboard" className={`inline-flex items-center gap-2.5 rounded-lg ${focusRing}`}>
      <LogoMark className="size-8" />
      <span className="text-lg font-semibold tracking-tight text-slate-900">Offerpath</span>
    </Link>
  );
}

function Avatar({ user, className = "size-9 text-sm" }: { user: AppShellUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white ${className}`}
    >
      {initialOf(user.name, user.email)}
    </span>
  );
}

/** "99+" past the cap the loader counts to. */
const capped = (n: number) => (n >= 100 ? "99+" : String(n));

function NavLinks({ label, inboxWaiting }: { label: string; inboxWaiting: number }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ to, label: text, Icon, alsoActiveUnder, countsWaiting }) => {
          const inSection = alsoActiveUnder?.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
          return (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${focusRing} ${
                    isActive || inSection
                      ? "bg-brand-50 text-brand-700"
                      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      className={`size-5 shrink-0 ${isActive || inSection ? "text-brand-600" : "text-slate-500 group-hover:text-slate-700"}`}
                    />
                    {text}
                    {countsWaiting && inboxWaiting > 0 ? (
                      <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                        {capped(inboxWaiting)}
                        <span className="sr-only"> waiting</span>
                      </span>
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PlanBox({ user }: { user: AppShellUser }) {
  const active = user.planStatus === "Active";
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-sm font-semibold text-slate-900">{planLabel(user.planName)} plan</p>
        <Link
          to="/subscription"
          className={`shrink-0 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`}
        >
          Manage<span className="sr-only"> subscription</span>
        </Link>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-xs font-medium">
        <span aria-hidden="true" className={`size-2 rounded-full ${active ? "bg-green-500" : "bg-amber-500"}`} />
        <span className={active ? "text-green-700" : "text-amber-800"}>{user.planStatus}</span>
      </p>
    </div>
  );
}

function UserSummary({ user }: { user: AppShellUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar user={user} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900" title={user.name}>
          {user.name}
        </p>
        <p className="truncate text-xs text-slate-600" title={user.email}>
          {user.email}
        </p>
      </div>
    </div>
  );
}

function MobileNav({ user, inboxWaiting }: { user: AppShellUser; inboxWaiting: number }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  return (
    <details ref={ref} name="app-shell-menu" className="group/mobile relative lg:hidden">
      <summary
        className={`${summaryReset} -ml-2 flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${focusRing}`}
      >
        <span className="sr-only">Navigation menu</span>
        <MenuIcon className="size-6 group-open/mobile:hidden" />
        <XIcon className="hidden size-6 group-open/mobile:block" />
      </summary>
      <div className="absolute top-full left-0 z-40 mt-3 w-[calc(100vw-2rem)] max-w-xs space-y-4 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        <NavLinks label="Mobile navigation" inboxWaiting={inboxWaiting} />
        <div className="space-y-3 border-t border-slate-200 pt-3">
          <UserSummary user={user} />
          <PlanBox user={user} />
        </div>
      </div>
    </details>
  );
}

/**
 * `onShowShortcuts`: opens the shortcuts' dialog; without it (no JavaScript yet, or shortcuts turned off)
 * the menu's item is a plain link to the profile's section that lists them and turns them on or off.
 */
/** This browser's push endpoint, if it has a subscription (the sign-out posts it to be deleted). */
function usePushEndpoint(): string {
  const [endpoint, setEndpoint] = useState("");
  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.pushManager?.getSubscription())
      .then((subscription) => setEndpoint(subscription?.endpoint ?? ""))
      .catch(() => undefined);
  }, []);
  return endpoint;
}

function UserMenu({ user, onShowShortcuts }: { user: AppShellUser; onShowShortcuts?: () => void }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pushEndpoint = usePushEndpoint();
  useDismissableDetails(ref);
  const itemClasses = `flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;
  return (
    <details ref={ref} name="app-shell-menu" className="group/user relative">
      <summary
        className={`${summaryReset} flex cursor-pointer items-center gap-2 rounded-full p-1 hover:bg-slate-100 sm:rounded-lg sm:pr-2 ${focusRing}`}
      >
        <Avatar user={user} className="size-8 text-sm" />
        <span className="sr-only">Account menu for </span>
        <span className="max-w-40 truncate text-sm font-medium text-slate-800 max-sm:sr-only">{user.name}</span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 transition-transform group-open/user:rotate-180 sm:block" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        <div className="border-b border-slate-200 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
        <ul className="py-1.5">
          <li>
            <Link to="/profile" className={itemClasses}>
              <UserIcon className="size-4 text-slate-500" />
              Your Profile
            </Link>
          </li>
          <li>
            <Link to="/profile/data" className={itemClasses}>
              <DownloadIcon className="size-4 text-slate-500" />
              Your data
            </Link>
          </li>
          <li>
            <Link to="/subscription" className={itemClasses}>
              <CreditCardIcon className="size-4 text-slate-500" />
              Subscription
            </Link>
          </li>
          <li>
            <Link
              to="/profile#keyboard-shortcuts"
              className={itemClasses}
              onClick={
                onShowShortcuts
                  ? (event) => {
                      event.preventDefault();
                      // The menu closes: the dialog gives the focus back to its button.
                      ref.current?.querySelector("summary")?.focus();
                      onShowShortcuts();
                    }
                  : undefined
              }
            >
              <KeyboardIcon className="size-4 text-slate-500" />
              Keyboard shortcuts
            </Link>
          </li>
        </ul>
        {/* The service worker empties its caches (a signed-in copy of /today) and ends this browser's push
            subscription as the sign-out leaves; the server deletes that subscription by its endpoint. */}
        <Form
          method="post"
          action="/logout"
          className="border-t border-slate-200 pt-1.5"
          onSubmit={() => navigator.serviceWorker?.controller?.postMessage({ type: "sign-out" })}
        >
          {pushEndpoint ? <input type="hidden" name="pushEndpoint" value={pushEndpoint} /> : null}
          <button type="submit" className={itemClasses}>
            <LogoutIcon className="size-4 text-slate-500" />
            Sign out
          </button>
        </Form>
      </div>
    </details>
  );
}

const footerLink = `rounded-sm text-slate-600 hover:text-slate-900 hover:underline ${focusRing}`;

/** The layout of every protected page: sidebar (desktop), top bar with menus, main area and footer. */
/** The header's link to /notifications with the unread count: a plain link, so it works without JavaScript. */
function NotificationsLink({ unread }: { unread: number }) {
  const shown = capped(unread);
  return (
    <Link
      to="/notifications"
      className={`relative mr-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
    >
      <BellIcon className="size-5 text-slate-500" />
      <span className="max-sm:sr-only">Notifications</span>
      {unread > 0 ? (
        <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only"> (</span>
          {shown}
          <span className="sr-only"> unread)</span>
        </span>
      ) : (
        <span className="sr-only"> (none unread)</span>
      )}
    </Link>
  );
}

/** Offers the browser's zone: two plain forms (Switch, Keep) that work without JavaScript. */
function ZoneOfferBanner({ offer }: { offer: ZoneOffer }) {
  const { pathname, search } = useLocation();
  return (
    <section
      aria-label="Offer to switch zones"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
    >
      <p>
        Your browser is in <strong>{offer.browser}</strong>; your account uses <strong>{offer.account}</strong>. Switch?
      </p>
      <Form method="post" action="/profile/time-zone-offer" className="flex flex-wrap gap-2">
        <input type="hidden" name="zone" value={offer.browser} />
        <input type="hidden" name="returnTo" value={pathname + search} />
        <Button type="submit" name="choice" value="switch" size="sm">
          Switch to {offer.browser}
        </Button>
        <Button type="submit" name="choice" value="keep" size="sm" variant="secondary">
          Keep {offer.account}
        </Button>
      </Form>
    </section>
  );
}

export function AppShell({
  user,
  children,
  unreadNotifications = 0,
  inboxWaiting = 0,
  zoneOffer,
  shortcuts = false,
}: AppShellProps) {
  const hydrated = useHydrated();
  const [shortcutsHelp, setShortcutsHelp] = useState(false);
  const shortcutsOn = shortcuts && hydrated;
  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>

      <aside className="hidden border-r border-slate-200 bg-white lg:fixed lg:inset-y-0 lg:flex lg:w-64 lg:flex-col print:hidden!">
        <div className="flex h-16 shrink-0 items-center px-5">
          <Wordmark />
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinks label="Main navigation" inboxWaiting={inboxWaiting} />
        </div>
        <div className="space-y-4 border-t border-slate-200 p-4">
          <UserSummary user={user} />
          <PlanBox user={user} />
        </div>
      </aside>

      <div className="flex min-h-screen flex-col lg:pl-64 print:min-h-0 print:pl-0">
        <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/90 backdrop-blur supports-backdrop-filter:bg-white/75">
          <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
            <div className="flex items-center gap-3 lg:hidden">
              <MobileNav user={user} inboxWaiting={inboxWaiting} />
              <Wordmark />
            </div>
            <div className="ml-auto flex items-center">
              <NotificationsLink unread={unreadNotifications} />
              <UserMenu user={user} onShowShortcuts={shortcutsOn ? () => setShortcutsHelp(true) : undefined} />
            </div>
          </div>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
            {zoneOffer ? <ZoneOfferBanner offer={zoneOffer} /> : null}
            {children}
          </div>
        </main>

        <footer className="border-t border-slate-200 bg-white print:hidden">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
            <p>© {new Date().getFullYear()} Offerpath</p>
            <nav aria-label="Legal" className="flex gap-5">
              <Link to="/terms-of-use" className={footerLink}>
                Terms
              </Link>
              <Link to="/privacy-policy" className={footerLink}>
                Privacy
              </Link>
            </nav>
          </div>
        </footer>
      </div>
      {shortcutsOn ? (
        <Suspense fallback={null}>
          <KeyboardShortcuts helpOpen={shortcutsHelp} onHelpChange={setShortcutsHelp} />
        </Suspense>
      ) : null}
    </div>
  );
}
