import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
}

/** A list with nothing in it yet, and the way to fill it. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-marigold-300 bg-white/70 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-marigold-100 text-saffron-700">
        {icon}
      </span>
      <p className="mt-4 font-display text-xl font-bold text-night-900">{title}</p>
      <p className="mt-1 max-w-md text-ink/80">{children}</p>
      <Link to={action.to} className={buttonClass('primary', 'md', 'mt-6')}>
        {action.label}
      </Link>
    </div>
  );
}
