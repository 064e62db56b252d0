import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ChevronLeftIcon } from '~/components/ui/screen-icons';
import { ADMIN_MESSAGES } from '../admin-messages';
import { PANEL_CLASS } from './admin-styles';

/** The admin page frame shared by the form and the invalid-order answer. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-5xl">{children}</div>
    </main>
  );
}

export function BackToAdmin() {
  return (
    <Link
      to="/admin"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full font-bold text-night-700 underline-offset-4 hover:underline"
    >
      <ChevronLeftIcon className="size-5" />
      Back to Admin
    </Link>
  );
}

/** /admin/complete-order without an order id. */
export function InvalidOrder() {
  return (
    <PageShell>
      <section className={`${PANEL_CLASS} mx-auto max-w-lg text-center`}>
        <h1 className="font-display text-3xl font-extrabold text-night-900">{ADMIN_MESSAGES.invalidOrder}</h1>
        <p className="mt-3 text-lg text-ink/85">This page needs the id of the order to complete.</p>
        <Link to="/admin" className={buttonClass('primary', 'md', 'mt-7')}>
          Back to Admin
        </Link>
      </section>
    </PageShell>
  );
}
