import type { ReactNode } from 'react';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
  tone?: 'marigold' | 'lotus';
}

/** The centred card of the guard screens (sign in required, access denied). */
export function AuthCard({ icon, title, children, actions, tone = 'marigold' }: AuthCardProps) {
  const badge = tone === 'lotus' ? 'bg-lotus-700 text-white' : 'bg-marigold-500 text-ink';
  return (
    <main className="paper flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <section className="relative w-full max-w-md rounded-[2rem] bg-white px-6 pt-14 pb-8 text-center shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/70 sm:px-10">
        <span
          aria-hidden="true"
          className={`absolute -top-9 left-1/2 grid size-18 -translate-x-1/2 place-items-center rounded-full shadow-lg ring-6 ring-cream ${badge}`}
        >
          {icon}
        </span>
        <h1 className="font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          {title}
        </h1>
        <div className="mt-3 text-lg leading-relaxed text-ink/85">{children}</div>
        {actions && <div className="mt-8 flex flex-col items-center gap-4">{actions}</div>}
      </section>
    </main>
  );
}
