import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';

/** The white card every state of the confirmation page is shown on. */
export function ConfirmationCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-[1.75rem] bg-white p-6 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-10 ${className}`}
    >
      {children}
    </div>
  );
}

/** The sparkle and the page's h1. */
export function ConfirmationHeading({ children }: { children: ReactNode }) {
  return (
    <div className="text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-500 text-ink shadow-lg">
        <SparkleIcon className="size-8" />
      </span>
      <h1 className="mt-4 font-display text-4xl leading-tight font-extrabold text-night-900">{children}</h1>
    </div>
  );
}

export function HomeButton() {
  const { payment } = useParentText();
  const href = useHref();
  return (
    <div className="mt-8 text-center">
      <Link to={href('/')} className={buttonClass('primary', 'lg')}>
        {payment.thankYou.home}
      </Link>
    </div>
  );
}
