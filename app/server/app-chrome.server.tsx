import { initialOf, planLabel } from "@core/format";
import { renderToStaticMarkup } from "react-dom/server";
import { type AppChrome, type AppShellUser, inSection, type ZoneOffer } from "~/components/app-shell";
import { Button } from "~/components/ui/button";
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
} from "~/components/ui/icons";

/**
 * The signed-in pages' frame (the sidebar, the top bar with its two menus, the footer) as HTML, rendered here
 * by the app layout's loader (docs/decisions/065): it has no state of its own, so the browser carries none of
 * its code. `AppShell` shows it and gives it what needs JavaScript: its links navigate in the app, its menus
 * close on a click outside or Escape, the current section follows client-side navigations. Without
 * JavaScript it is the plain links, `<details>` menus and sign-out form it always was.
 */

type NavItem = {
  to: string;
  label: string;
  Icon: (props: IconProps) => React.ReactElement;
  /** Other path prefixes that belong to this section, e.g. /jobs/* under Applications. */
  alsoActiveUnder?: string;
  /** Shows the forwarded emails waiting beside it. */
  countsWaiting?: boolean;
};

const NAV_ITEMS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard", Icon: DashboardIcon },
  { to: "/today", label: "Today", Icon: CalendarIcon },
  { to: "/inbox", label: "Inbox", Icon: InboxIcon, countsWaiting: true },
  { to: "/analytics", label: "Analytics", Icon: BarChartIcon },
  { to: "/applications", label: "Applications", Icon: BriefcaseIcon, alsoActiveUnder: "/jobs" },
  { to: "/offers", label: "Offers", Icon: ScaleIcon },
  { to: "/tasks", label: "Tasks", Icon: CheckSquareIcon },
  { to: "/contacts", label: "Contacts", Icon: UsersIcon },
  { to: "/documents", label: "Documents", Icon: FileTextIcon },
  { to: "/profile", label: "Profile", Icon: UserIcon },
];

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const summaryReset = "list-none [&::-webkit-details-marker]:hidden";

function Wordmark() {
  return (
    <a href="/dashboard" className={`inline-flex items-center gap-2.5 rounded-lg ${focusRing}`}>
      <LogoMark className="size-8" />
      <span className="text-lg font-semibold tracking-tight text-slate-900">Offerpath</span>
    </a>
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

/**
 * `aria-current="page"` marks the current section's link, and its looks follow the attribute, so the browser
 * moves the mark on a client-side navigation (`AppShell`) without this code.
 */
function NavLinks({ label, inboxWaiting, pathname }: { label: string; inboxWaiting: number; pathname: string }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ to, label: text, Icon, alsoActiveUnder, countsWaiting }) => (
          <li key={to}>
            <a
              href={to}
              data-also={alsoActiveUnder}
              aria-current={inSection(pathname, to, alsoActiveUnder) ? "page" : undefined}
              className={`group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors ${focusRing} hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
            >
              <Icon className="size-5 shrink-0 text-slate-500 group-hover:text-slate-700 group-aria-[current=page]:text-brand-600" />
              {text}
              {countsWaiting && inboxWaiting > 0 ? (
                <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {capped(inboxWaiting)}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </a>
          </li>
        ))}
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
        <a
          href="/subscription"
          className={`shrink-0 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`}
        >
          Manage<span className="sr-only"> subscription</span>
        </a>
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

type ChromeProps = { user: AppShellUser; inboxWaiting: number; unreadNotifications: number; pathname: string };

function MobileNav({ user, inboxWaiting, pathname }: ChromeProps) {
  return (
    <details name="app-shell-menu" className="group/mobile relative lg:hidden">
      <summary
        className={`${summaryReset} -ml-2 flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${focusRing}`}
      >
        <span className="sr-only">Navigation menu</span>
        <MenuIcon className="size-6 group-open/mobile:hidden" />
        <XIcon className="hidden size-6 group-open/mobile:block" />
      </summary>
      <div className="absolute top-full left-0 z-40 mt-3 w-[calc(100vw-2rem)] max-w-xs space-y-4 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        <NavLinks label="Mobile navigation" inboxWaiting={inboxWaiting} pathname={pathname} />
        <div className="space-y-3 border-t border-slate-200 pt-3">
          <UserSummary user={user} />
          <PlanBox user={user} />
        </div>
      </div>
    </details>
  );
}

/**
 * The account menu. "Keyboard shortcuts" is a link to the profile's section that lists them and turns them on
 * or off; with shortcuts on and JavaScript, `AppShell` opens their dialog instead (`data-shortcuts-help`). The
 * sign-out is a plain form: `AppShell` fills in this browser's push endpoint, if it has one, for the server to
 * delete, and tells the service worker to empty its caches as it leaves.
 */
function UserMenu({ user }: { user: AppShellUser }) {
  const itemClasses = `flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;
  const items: Array<[string, string, (props: IconProps) => React.ReactElement]> = [
    ["/profile", "Your Profile", UserIcon],
    ["/profile/data", "Your data", DownloadIcon],
    ["/subscription", "Subscription", CreditCardIcon],
    ["/profile#keyboard-shortcuts", "Keyboard shortcuts", KeyboardIcon],
  ];
  return (
    <details name="app-shell-menu" className="group/user relative">
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
          {items.map(([href, text, Icon]) => (
            <li key={href}>
              <a href={href} className={itemClasses} data-shortcuts-help={href.includes("#") ? "" : undefined}>
                <Icon className="size-4 text-slate-500" />
                {text}
              </a>
            </li>
          ))}
        </ul>
        <form method="post" action="/logout" className="border-t border-slate-200 pt-1.5">
          <input type="hidden" name="pushEndpoint" value="" />
          <button type="submit" className={itemClasses}>
            <LogoutIcon className="size-4 text-slate-500" />
            Sign out
          </button>
        </form>
      </div>
    </details>
  );
}

/** The header's link to /notifications with the unread count. */
function NotificationsLink({ unread }: { unread: number }) {
  return (
    <a
      href="/notifications"
      className={`relative mr-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
    >
      <BellIcon className="size-5 text-slate-500" />
      <span className="max-sm:sr-only">Notifications</span>
      {unread > 0 ? (
        <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only"> (</span>
          {capped(unread)}
          <span className="sr-only"> unread)</span>
        </span>
      ) : (
        <span className="sr-only"> (none unread)</span>
      )}
    </a>
  );
}

const footerLink = `rounded-sm text-slate-600 hover:text-slate-900 hover:underline ${focusRing}`;

/** The skip link and the desktop sidebar. */
function Side(props: ChromeProps) {
  return (
    <>
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
          <NavLinks label="Main navigation" inboxWaiting={props.inboxWaiting} pathname={props.pathname} />
        </div>
        <div className="space-y-4 border-t border-slate-200 p-4">
          <UserSummary user={props.user} />
          <PlanBox user={props.user} />
        </div>
      </aside>
    </>
  );
}

/** What the top bar holds: the phone's menu and wordmark, the notifications link and the account menu. */
function Header(props: ChromeProps) {
  return (
    <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
      <div className="flex items-center gap-3 lg:hidden">
        <MobileNav {...props} />
        <Wordmark />
      </div>
      <div className="ml-auto flex items-center">
        <NotificationsLink unread={props.unreadNotifications} />
        <UserMenu user={props.user} />
      </div>
    </div>
  );
}

function Footer({ year }: { year: number }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
      <p>© {year} Offerpath</p>
      <nav aria-label="Legal" className="flex gap-5">
        <a href="/terms-of-use" className={footerLink}>
          Terms
        </a>
        <a href="/privacy-policy" className={footerLink}>
          Privacy
        </a>
      </nav>
    </div>
  );
}

/**
 * Offers the browser's zone (decision 044): one plain form, Switch or Keep, back to this page after (`AppShell`
 * writes the address the browser shows when it is sent).
 */
function ZoneOfferBanner({ offer, returnTo }: { offer: ZoneOffer; returnTo: string }) {
  return (
    <section
      aria-label="Offer to switch zones"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
    >
      <p>
        Your browser is in <strong>{offer.browser}</strong>; your account uses <strong>{offer.account}</strong>. Switch?
      </p>
      <form method="post" action="/profile/time-zone-offer" className="flex flex-wrap gap-2">
        <input type="hidden" name="zone" value={offer.browser} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Button type="submit" name="choice" value="switch" size="sm">
          Switch to {offer.browser}
        </Button>
        <Button type="submit" name="choice" value="keep" size="sm" variant="secondary">
          Keep {offer.account}
        </Button>
      </form>
    </section>
  );
}

/** The frame's parts as HTML, for the page at `address`, with the zone offer's banner when there is one. */
export function renderChrome(
  props: Omit<ChromeProps, "pathname"> & { address: { pathname: string; search: string }; zoneOffer: ZoneOffer | null },
  now = new Date(),
): AppChrome {
  const { address, zoneOffer, ...rest } = props;
  const chrome = { ...rest, pathname: address.pathname };
  return {
    side: renderToStaticMarkup(<Side {...chrome} />),
    header: renderToStaticMarkup(<Header {...chrome} />),
    banner: zoneOffer
      ? renderToStaticMarkup(<ZoneOfferBanner offer={zoneOffer} returnTo={address.pathname + address.search} />)
      : "",
    footer: renderToStaticMarkup(<Footer year={now.getFullYear()} />),
  };
}
