import type { OrderSummary } from '@shop/contracts/orders';
import { buttonClass } from '~/components/ui/button-styles';
import { MailIcon } from '~/components/ui/icons';
import {
  CheckIcon,
  ClockIcon,
  DownloadIcon,
  FilmIcon,
  RefreshIcon,
  ShieldIcon,
} from '~/components/ui/screen-icons';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';

export interface AdminUser {
  name: string;
  email: string;
  role: string;
}

/** docs/product-guide.md#admin-dashboard: the signed-in admin, with the role. */
export function AdminInfoCard({ user }: { user: AdminUser }) {
  return (
    <section
      aria-labelledby="admin-info-title"
      className="night-sky rounded-[1.75rem] p-5 text-cream shadow-lg shadow-night-900/20 sm:p-7"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-marigold-500 text-ink shadow-lg">
          <ShieldIcon className="size-7" />
        </span>
        <div className="min-w-0">
          <h2 id="admin-info-title" className="font-display text-xl leading-tight font-extrabold text-white">
            Signed in as admin
          </h2>
          <p className="truncate text-cream/90">{user.name}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-bold text-marigold-300">E-mail</dt>
        <dd className="min-w-0 truncate" data-testid="admin-email">
          {user.email}
        </dd>
        <dt className="font-bold text-marigold-300">Role</dt>
        <dd>
          <span
            className="rounded-full bg-white/15 px-3 py-0.5 text-sm font-bold tracking-wide uppercase"
            data-testid="admin-role"
          >
            {user.role}
          </span>
        </dd>
      </dl>
      <p className="mt-5 border-t border-white/15 pt-4 text-sm text-cream/85">
        Each family is promised its video within 24 hours of payment.
      </p>
    </section>
  );
}

const TILES = [
  { key: 'total', label: 'Total orders', icon: FilmIcon, tone: 'bg-night-900/5 text-night-900' },
  { key: 'pending', label: 'Pending', icon: ClockIcon, tone: 'bg-marigold-100 text-saffron-700' },
  { key: 'complete', label: 'Complete', icon: CheckIcon, tone: 'bg-peacock-700/10 text-peacock-700' },
] as const;

/** docs/product-guide.md#admin-dashboard: counts over all orders, whatever the table's filter. */
export function OrdersSummaryCard({ summary }: { summary: OrderSummary | null }) {
  return (
    <section aria-labelledby="orders-summary-title" className={PANEL_CLASS}>
      <h2 id="orders-summary-title" className={PANEL_TITLE_CLASS}>
        Orders summary
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {TILES.map(({ key, label, icon: Icon, tone }) => (
          <div key={key} className={`rounded-2xl px-3 py-4 text-center ${tone}`}>
            <dt className="flex flex-col items-center gap-1 text-sm font-bold">
              <Icon className="size-5" />
              {label}
            </dt>
            <dd className="mt-1 font-display text-3xl font-extrabold" data-testid={`summary-${key}`}>
              {summary ? summary[key] : '–'}
            </dd>
          </div>
        ))}
      </dl>
      {summary && summary.total > 0 && (
        <div className="mt-5">
          <div className="h-2.5 overflow-hidden rounded-full bg-marigold-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-peacock-700"
              style={{ width: `${Math.round((summary.complete / summary.total) * 100)}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-ink/80">
            {summary.complete} of {summary.total} videos delivered
          </p>
        </div>
      )}
    </section>
  );
}

export interface QuickActionsProps {
  onShowPending: () => void;
  onExport: () => void;
  onRefresh: () => void;
  exporting: boolean;
}

/** docs/product-guide.md#admin-dashboard: the dashboard's frequent jobs, one click away. */
export function QuickActions({ onShowPending, onExport, onRefresh, exporting }: QuickActionsProps) {
  return (
    <section aria-labelledby="quick-actions-title" className={PANEL_CLASS}>
      <h2 id="quick-actions-title" className={PANEL_TITLE_CLASS}>
        Quick actions
      </h2>
      <div className="mt-4 grid gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'sm', 'justify-start')}
          onClick={onShowPending}
        >
          <ClockIcon className="size-4" />
          Show pending orders
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'justify-start')}
          onClick={onExport}
          disabled={exporting}
        >
          <DownloadIcon className="size-4" />
          Export this page (CSV)
        </button>
        <button type="button" className={buttonClass('secondary', 'sm', 'justify-start')} onClick={onRefresh}>
          <RefreshIcon className="size-4" />
          Refresh data
        </button>
        <a href="#email-recipients" className={buttonClass('secondary', 'sm', 'justify-start')}>
          <MailIcon className="size-4" />
          Manage e-mail recipients
        </a>
      </div>
    </section>
  );
}
