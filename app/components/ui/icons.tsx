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

export const DashboardIcon = (props: IconProps) => <SvgIcon name="dashboard" {...props} />;

export const BarChartIcon = (props: IconProps) => <SvgIcon name="bar-chart" {...props} />;

export const BriefcaseIcon = (props: IconProps) => <SvgIcon name="briefcase" {...props} />;

export const KeyboardIcon = (props: IconProps) => <SvgIcon name="keyboard" {...props} />;

export const CheckSquareIcon = (props: IconProps) => <SvgIcon name="check-square" {...props} />;

export const BellIcon = (props: IconProps) => <SvgIcon name="bell" {...props} />;

export const UsersIcon = (props: IconProps) => <SvgIcon name="users" {...props} />;

export const UserIcon = (props: IconProps) => <SvgIcon name="user" {...props} />;

/** Outline star; pass `filled` for the solid favourite state. */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <SvgIcon name="star" fill={filled ? "currentColor" : "none"} {...props} />;
}

export const PencilIcon = (props: IconProps) => <SvgIcon name="pencil" {...props} />;

export const TrashIcon = (props: IconProps) => <SvgIcon name="trash" {...props} />;

export const EyeIcon = (props: IconProps) => <SvgIcon name="eye" {...props} />;

export const ExternalLinkIcon = (props: IconProps) => <SvgIcon name="external-link" {...props} />;

export const ChevronLeftIcon = (props: IconProps) => <SvgIcon name="chevron-left" {...props} />;

export const ChevronRightIcon = (props: IconProps) => <SvgIcon name="chevron-right" {...props} />;

export const ChevronDownIcon = (props: IconProps) => <SvgIcon name="chevron-down" {...props} />;

export const ChevronUpIcon = (props: IconProps) => <SvgIcon name="chevron-up" {...props} />;

export const MenuIcon = (props: IconProps) => <SvgIcon name="menu" {...props} />;

export const XIcon = (props: IconProps) => <SvgIcon name="x" {...props} />;

export const LogoutIcon = (props: IconProps) => <SvgIcon name="logout" {...props} />;

export const PlusIcon = (props: IconProps) => <SvgIcon name="plus" {...props} />;

export const CheckIcon = (props: IconProps) => <SvgIcon name="check" {...props} />;

export const CheckCircleIcon = (props: IconProps) => <SvgIcon name="check-circle" {...props} />;

export const CircleIcon = (props: IconProps) => <SvgIcon name="circle" {...props} />;

export const AlertCircleIcon = (props: IconProps) => <SvgIcon name="alert-circle" {...props} />;

export const AlertTriangleIcon = (props: IconProps) => <SvgIcon name="alert-triangle" {...props} />;

export const InfoIcon = (props: IconProps) => <SvgIcon name="info" {...props} />;

export const CalendarIcon = (props: IconProps) => <SvgIcon name="calendar" {...props} />;

export const ClockIcon = (props: IconProps) => <SvgIcon name="clock" {...props} />;

export const MapPinIcon = (props: IconProps) => <SvgIcon name="map-pin" {...props} />;

export const SearchIcon = (props: IconProps) => <SvgIcon name="search" {...props} />;

export const MailIcon = (props: IconProps) => <SvgIcon name="mail" {...props} />;

export const PhoneIcon = (props: IconProps) => <SvgIcon name="phone" {...props} />;

export const CreditCardIcon = (props: IconProps) => <SvgIcon name="credit-card" {...props} />;

/** A balance: offers weighed against each other. */
export const ScaleIcon = (props: IconProps) => <SvgIcon name="scale" {...props} />;

export const InboxIcon = (props: IconProps) => <SvgIcon name="inbox" {...props} />;

export const FilterIcon = (props: IconProps) => <SvgIcon name="filter" {...props} />;

export const FileTextIcon = (props: IconProps) => <SvgIcon name="file-text" {...props} />;

export const UploadIcon = (props: IconProps) => <SvgIcon name="upload" {...props} />;

export const DownloadIcon = (props: IconProps) => <SvgIcon name="download" {...props} />;

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
