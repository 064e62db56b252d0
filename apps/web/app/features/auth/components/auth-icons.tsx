// Icons used only by the sign-in screens. Decorative: the control holding one carries the name.

interface IconProps {
  className?: string;
}

const hidden = { 'aria-hidden': true, focusable: 'false' } as const;

function Line({ className = 'size-5', children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...hidden}
    >
      {children}
    </svg>
  );
}

export const UserIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Line>
);

export const SignOutIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </Line>
);

export const ShieldIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9.5 12.5l2 2 3.5-4" />
  </Line>
);

export const LockIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    <circle cx="12" cy="15.5" r="1.3" fill="currentColor" />
  </Line>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5" />
    <circle cx="12" cy="17.3" r="0.6" fill="currentColor" />
  </Line>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth={2.6} />
  </Line>
);

export const ClockIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Line>
);

export const ChevronIcon = ({ className }: IconProps) => (
  <Line className={className}>
    <path d="M6 9l6 6 6-6" />
  </Line>
);

/** A small lit diya for the waiting and callback screens; the flame flickers unless motion is reduced. */
export const DiyaFlame = ({ className = 'size-16' }: IconProps) => (
  <svg viewBox="0 0 64 64" className={className} {...hidden}>
    <circle cx="32" cy="22" r="17" fill="#ffd166" opacity="0.25" className="motion-safe:animate-pulse" />
    <g className="diya-flicker">
      <path d="M32 6c6 8 9 13 9 18a9 9 0 0 1-18 0c0-5 3-10 9-18z" fill="#f97316" />
      <path d="M32 15c3 4 4.3 6.5 4.3 8.7a4.3 4.3 0 0 1-8.6 0c0-2.2 1.3-4.7 4.3-8.7z" fill="#fff8ec" />
    </g>
    <path d="M7 36h50c-2.4 12.5-12.6 20-25 20S9.4 48.5 7 36z" fill="#c2410c" />
    <path d="M7 36h50c-.5 2.5-1.3 4.7-2.3 6.8H9.3C8.3 40.7 7.5 38.5 7 36z" fill="#f5a300" />
    <circle cx="21" cy="48" r="2" fill="#ffd166" />
    <circle cx="32" cy="50.5" r="2" fill="#ffd166" />
    <circle cx="43" cy="48" r="2" fill="#ffd166" />
  </svg>
);
