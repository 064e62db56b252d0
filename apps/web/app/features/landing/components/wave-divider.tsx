/** A hand-drawn-looking wave that melts one section into the next (colour via text-*). */
export function WaveDivider({ className = '', flip = false }: { className?: string; flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      className={`pointer-events-none h-12 w-full sm:h-16 lg:h-20 ${flip ? 'rotate-180' : ''} ${className}`}
    >
      <path
        fill="currentColor"
        d="M0 48c120-28 240-40 360-24s240 44 360 40 240-40 360-48 240 12 360 28v36H0z"
      />
    </svg>
  );
}
