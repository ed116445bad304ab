import type { ReactNode, SVGProps } from "react";
import { Link } from "react-router";
import { ButtonLink } from "./ui/button";
import { LogoMark } from "./ui/icons";

/** The site header of every public page: the logo, then sign-in links or the way back to the app. */
export function PublicHeader({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <header className="border-b border-slate-100 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-4">
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
  );
}

type Social = { name: string; href: string; Icon: (props: SVGProps<SVGSVGElement>) => ReactNode };

/** Where Offerpath is on social media (footer links, and `sameAs` in the landing page's structured data). */
export const SOCIAL_LINKS: Social[] = [
  { name: "LinkedIn", href: "https://www.linkedin.com/company/offerpath", Icon: LinkedInIcon },
  { name: "X", href: "https://x.com/offerpath", Icon: XBrandIcon },
  { name: "Instagram", href: "https://www.instagram.com/offerpath", Icon: InstagramIcon },
  { name: "GitHub", href: "https://github.com/offerpath", Icon: GitHubIcon },
];

const footerLink = "rounded-sm hover:text-slate-900 hover:underline";

/** The site footer of every public page (spec §2: Features, Pricing, Contact us, the policies, social links). */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>© {new Date().getFullYear()} Offerpath</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-3">
          <Link to="/#features" className={footerLink}>
            Features
          </Link>
          <Link to="/#pricing" className={footerLink}>
            Pricing
          </Link>
          <Link to="/contact" className={footerLink}>
            Contact us
          </Link>
          <Link to="/privacy-policy" className={footerLink}>
            Privacy
          </Link>
          <Link to="/terms-of-use" className={footerLink}>
            Terms
          </Link>
          <Link to="/refund-policy" className={footerLink}>
            Refund Policy
          </Link>
          <Link to="/developers/api" className={footerLink}>
            API
          </Link>
        </nav>
        <ul aria-label="Offerpath on social media" className="flex gap-2">
          {SOCIAL_LINKS.map(({ name, href, Icon }) => (
            <li key={name}>
              <a
                href={href}
                rel="noopener noreferrer me"
                target="_blank"
                className="flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <Icon className="size-5" />
                <span className="sr-only">Offerpath on {name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

/** Header, main content and footer: the frame of /contact, the 404 page and other public pages. */
export function PublicLayout({ signedIn, children }: { signedIn?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <PublicHeader signedIn={signedIn} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

function BrandIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.45v6.29ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </BrandIcon>
  );
}

function XBrandIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
    </BrandIcon>
  );
}

function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <path d="M12 2.16c3.2 0 3.58.01 4.85.07 1.17.05 1.8.25 2.23.41.56.22.96.48 1.38.9.42.42.68.82.9 1.38.16.42.36 1.06.41 2.23.06 1.27.07 1.65.07 4.85s-.01 3.58-.07 4.85c-.05 1.17-.25 1.8-.41 2.23-.22.56-.48.96-.9 1.38-.42.42-.82.68-1.38.9-.42.16-1.06.36-2.23.41-1.27.06-1.65.07-4.85.07s-3.58-.01-4.85-.07c-1.17-.05-1.8-.25-2.23-.41a3.72 3.72 0 0 1-1.38-.9 3.72 3.72 0 0 1-.9-1.38c-.16-.42-.36-1.06-.41-2.23C2.17 15.58 2.16 15.2 2.16 12s.01-3.58.07-4.85c.05-1.17.25-1.8.41-2.23.22-.56.48-.96.9-1.38.42-.42.82-.68 1.38-.9.42-.16 1.06-.36 2.23-.41C8.42 2.17 8.8 2.16 12 2.16ZM12 0C8.74 0 8.33.01 7.05.07 5.78.13 4.9.33 4.14.63a5.88 5.88 0 0 0-2.13 1.38A5.88 5.88 0 0 0 .63 4.14C.33 4.9.13 5.78.07 7.05.01 8.33 0 8.74 0 12s.01 3.67.07 4.95c.06 1.27.26 2.15.56 2.91.31.79.72 1.46 1.38 2.13a5.88 5.88 0 0 0 2.13 1.38c.76.3 1.64.5 2.91.56C8.33 23.99 8.74 24 12 24s3.67-.01 4.95-.07c1.27-.06 2.15-.26 2.91-.56a5.88 5.88 0 0 0 2.13-1.38 5.88 5.88 0 0 0 1.38-2.13c.3-.76.5-1.64.56-2.91.06-1.28.07-1.69.07-4.95s-.01-3.67-.07-4.95c-.06-1.27-.26-2.15-.56-2.91a5.88 5.88 0 0 0-1.38-2.13A5.88 5.88 0 0 0 19.86.63C19.1.33 18.22.13 16.95.07 15.67.01 15.26 0 12 0Zm0 5.84a6.16 6.16 0 1 0 0 12.32 6.16 6.16 0 0 0 0-12.32ZM12 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm6.4-11.85a1.44 1.44 0 1 0 0 2.88 1.44 1.44 0 0 0 0-2.88Z" />
    </BrandIcon>
  );
}

function GitHubIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <BrandIcon {...props}>
      <path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57L9 21.07c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.83 1.24 1.83 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3Z" />
    </BrandIcon>
  );
}
