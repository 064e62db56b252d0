// Small inline icons (no icon font or sprite request). All are decorative: the control that holds
// one carries the accessible name. This file holds the icons the landing page's first load draws (it
// ships with every first load, docs/decisions/016); every other screen's icons are in screen-icons.tsx.

export interface IconProps {
  className?: string;
}

export function Svg({ className = 'size-5', children }: IconProps & { children: React.ReactNode }) {
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
    >
      {children}
    </svg>
  );
}

export const PlayIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
  </Svg>
);

export const PauseIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </Svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M6 6l12 12M18 6L6 18" strokeWidth={2.5} />
  </Svg>
);

export const MenuIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" strokeWidth={2.5} />
  </Svg>
);

export const InstagramIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </Svg>
);

export const MailIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M4 7l8 6 8-6" />
  </Svg>
);

export const SpeakerOnIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
    <path d="M16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" />
  </Svg>
);

export const SpeakerOffIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
    <path d="M17 10l4 4M21 10l-4 4" />
  </Svg>
);

export const HomeIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 11l8-7 8 7v8a1 1 0 01-1 1h-4v-6h-6v6H5a1 1 0 01-1-1z" />
  </Svg>
);

export const StarIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill="currentColor"
      stroke="none"
    />
  </Svg>
);

export const SparkleIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path
      d="M12 2.5c.6 4.6 2.9 6.9 7.5 7.5-4.6.6-6.9 2.9-7.5 7.5-.6-4.6-2.9-6.9-7.5-7.5 4.6-.6 6.9-2.9 7.5-7.5z"
      fill="currentColor"
      stroke="none"
    />
    <path
      d="M19 16.5c.25 1.6 1 2.35 2.5 2.5-1.5.15-2.25.9-2.5 2.5-.25-1.6-1-2.35-2.5-2.5 1.5-.15 2.25-.9 2.5-2.5z"
      fill="currentColor"
      stroke="none"
    />
  </Svg>
);
