import { buttonClass } from '~/components/ui/button-styles';
import { RefreshIcon } from '~/components/ui/screen-icons';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { OrderDetailsState } from '../api/admin-queries';
import { PANEL_CLASS } from './admin-styles';
import { OrderSummaryCard } from './order-summary-card';

/** The complete-order page's side column: the order being completed, or why it cannot be shown. */
export function OrderDetailsColumn({ details }: { details: OrderDetailsState }) {
  return (
    <div className="space-y-4 lg:sticky lg:top-24">
      {details.kind === 'loading' && (
        <p role="status" className={`${PANEL_CLASS} font-bold text-night-700`}>
          Loading order details...
        </p>
      )}
      {details.kind === 'failed' && (
        <section className={`${PANEL_CLASS} space-y-4`}>
          <div role="alert" className="font-display text-xl font-extrabold text-lotus-700">
            {ADMIN_MESSAGES.loadOrderFailed}
          </div>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => window.location.reload()}
          >
            <RefreshIcon className="size-4" />
            Retry
          </button>
        </section>
      )}
      {details.kind === 'loaded' && <OrderSummaryCard order={details.order} />}
    </div>
  );
}
