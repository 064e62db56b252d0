import type { ReactNode } from 'react';
import { SparkleIcon } from '~/components/ui/icons';
import { AlertIcon } from '~/components/ui/screen-icons';

/** The warm card every gift page sits on. */
export function GiftCard({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl rounded-[2rem] bg-white p-6 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-10">
      {children}
    </section>
  );
}

export function GiftBadge() {
  return (
    <span className="grid size-14 place-items-center rounded-full bg-gradient-to-br from-marigold-500 to-saffron-700 text-white shadow-lg">
      <SparkleIcon className="size-7" />
    </span>
  );
}

/** A link that opens nothing (wrong, closed or already used): a kind page, no details. */
export function GiftNotice({ heading, text }: { heading: string; text?: string }) {
  return (
    <GiftCard>
      <div className="text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-lotus-700 text-white shadow-lg">
          <AlertIcon className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">{heading}</h1>
        {text && (
          <p role="alert" className="mt-4 text-lg leading-relaxed text-ink/85">
            {text}
          </p>
        )}
      </div>
    </GiftCard>
  );
}

export function GiftLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-2xl motion-safe:animate-pulse">
      <div className="h-5 w-32 rounded-full bg-marigold-100" />
      <div className="mt-4 h-10 w-3/4 rounded-full bg-marigold-100" />
      <div className="mt-8 h-64 rounded-3xl bg-white ring-1 ring-marigold-300/50" />
    </div>
  );
}
