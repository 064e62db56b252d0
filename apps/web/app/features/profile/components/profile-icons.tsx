import type { ReactNode } from 'react';

// The profile's own small icons, decorative like the shared ones: the control carries the name.

interface IconProps {
  className?: string;
}

function Line({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
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

export const DownloadIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" strokeWidth={2.4} />
  </Line>
);

export const RetryIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4.5v4h-4" />
  </Line>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5" />
    <circle cx="12" cy="17.3" r="0.6" fill="currentColor" />
  </Line>
);

export const ClockIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Line>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth={2.6} />
  </Line>
);

export const FilmIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </Line>
);

export const ScrollIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M7 4.5h10.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H7" />
    <path d="M7 4.5a2 2 0 0 0-2 2v1.5h2M7 4.5v15a2 2 0 0 1-2-2V16" />
    <path d="M10.5 9h6M10.5 12.5h6M10.5 16h3.5" />
  </Line>
);
