// The icons of the screens beyond the landing page's first load (order, admin, profile, stories…),
// kept apart from icons.tsx so the first load of / does not carry them. Decorative, like those.
import { type IconProps, Svg } from './icons';

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M15 5l-7 7 7 7" strokeWidth={2.5} />
  </Svg>
);

export const ChevronRightIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M9 5l7 7-7 7" strokeWidth={2.5} />
  </Svg>
);

export const ChevronDownIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M5 9l7 7 7-7" strokeWidth={2.5} />
  </Svg>
);

export const ArrowRightIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" strokeWidth={2.5} />
  </Svg>
);

export const PlusIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 5v14M5 12h14" strokeWidth={2.5} />
  </Svg>
);

export const UploadIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
  </Svg>
);

// An arrow into a tray: saving a file.
export const DownloadIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 4v12M7 11l5 5 5-5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
  </Svg>
);

// An arrow onto a line: a lighter download mark for small buttons.
export const ArrowDownToLineIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" strokeWidth={2.4} />
  </Svg>
);

export const RefreshIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" />
  </Svg>
);

// An open circle with its arrowhead at the top: "try again" after a failed load.
export const RetryIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4.5v4h-4" />
  </Svg>
);

export const TrashIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a1 1 0 001 1h8a1 1 0 001-1l1-12M9 7V4h6v3" />
  </Svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth={2.5} />
  </Svg>
);

export const ClockIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5" />
    <circle cx="12" cy="17.3" r="0.6" fill="currentColor" />
  </Svg>
);

// A film strip: the raw video file.
export const FilmIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" />
  </Svg>
);

// A screen with a play mark: a finished video to watch.
export const VideoIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </Svg>
);

export const ImageIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </Svg>
);

export const ShieldIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);

export const ScrollIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M7 4.5h10.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H7" />
    <path d="M7 4.5a2 2 0 0 0-2 2v1.5h2M7 4.5v15a2 2 0 0 1-2-2V16" />
    <path d="M10.5 9h6M10.5 12.5h6M10.5 16h3.5" />
  </Svg>
);

export const UserIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Svg>
);

export const SignOutIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Svg>
);

export const LockIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    <circle cx="12" cy="15.5" r="1.3" fill="currentColor" />
  </Svg>
);

export const ArrowLeftIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M19 12H5M11 6l-6 6 6 6" strokeWidth={2.5} />
  </Svg>
);
