import type { SVGProps } from "react";
// The icons' drawings: one SVG sprite, a content-hashed static file, so the client JS carries only their
// names (docs/decisions/062). `<use>` draws them without JavaScript, in the text's colour (currentColor).
import sprite from "./icons.svg?no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** Decorative 24×24 stroke icon, drawn from the sprite: always hidden from assistive technology; label the control instead. */
function SvgIcon({ name, className = "size-5", ...props }: IconProps & { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/**
 * One icon of the sprite, by its name: a factory, not forty copies of the same arrow function in every
 * signed-in screen's JS (docs/decisions/062, round 3). Pure, so an icon no screen imports is dropped.
 */
/* @__NO_SIDE_EFFECTS__ */
function icon(name: string) {
  return (props: IconProps) => <SvgIcon name={name} {...props} />;
}

export const DashboardIcon = icon("dashboard");

export const BarChartIcon = icon("bar-chart");

export const BriefcaseIcon = icon("briefcase");

export const KeyboardIcon = icon("keyboard");

export const CheckSquareIcon = icon("check-square");

export const BellIcon = icon("bell");

export const UsersIcon = icon("users");

export const UserIcon = icon("user");

/** Outline star; pass `filled` for the solid favourite state. */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <SvgIcon name="star" fill={filled ? "currentColor" : "none"} {...props} />;
}

export const PencilIcon = icon("pencil");

export const TrashIcon = icon("trash");

export const EyeIcon = icon("eye");

export const ExternalLinkIcon = icon("external-link");

export const ChevronLeftIcon = icon("chevron-left");

export const ChevronRightIcon = icon("chevron-right");

export const ChevronDownIcon = icon("chevron-down");

export const ChevronUpIcon = icon("chevron-up");

export const MenuIcon = icon("menu");

export const XIcon = icon("x");

export const LogoutIcon = icon("logout");

export const PlusIcon = icon("plus");

export const CheckIcon = icon("check");

export const CheckCircleIcon = icon("check-circle");

export const CircleIcon = icon("circle");

export const AlertCircleIcon = icon("alert-circle");

export const AlertTriangleIcon = icon("alert-triangle");

export const InfoIcon = icon("info");

export const CalendarIcon = icon("calendar");

export const ClockIcon = icon("clock");

export const MapPinIcon = icon("map-pin");

export const SearchIcon = icon("search");

export const MailIcon = icon("mail");

export const PhoneIcon = icon("phone");

export const CreditCardIcon = icon("credit-card");

/** A balance: offers weighed against each other. */
export const ScaleIcon = icon("scale");

export const InboxIcon = icon("inbox");

export const FilterIcon = icon("filter");

export const FileTextIcon = icon("file-text");

export const UploadIcon = icon("upload");

export const DownloadIcon = icon("download");

/** The Offerpath mark: a rising path on a brand-blue tile. Decorative; pair it with the wordmark. */
export function LogoMark({ className = "size-8", ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M8 21.5 13.5 16l3.5 3.5L24 12.5"
        fill="none"
        className="stroke-white"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M19 12.5h5v5"
        fill="none"
        className="stroke-white"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
