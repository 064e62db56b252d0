// The sign-in screens' own art; generic icons live in components/ui/icons. Decorative.

interface IconProps {
  className?: string;
}

const hidden = { 'aria-hidden': true, focusable: 'false' } as const;

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
