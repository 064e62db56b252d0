import { getStory } from '@shop/content/stories';
import type { Order } from '@shop/contracts/order';
import { formatDateTime } from '~/lib/format-date';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { StatusBadge } from './status-badge';

/** docs/product-guide.md#completing-an-order: the order being completed, by its last 8 characters, story and child. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const story = getStory(order.item_number);
  return (
    <section aria-labelledby="order-summary-title" className={PANEL_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-summary-title" className={PANEL_TITLE_CLASS}>
          Order summary
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-5 gap-y-3 text-base">
        <dt className="font-bold text-night-900">Order</dt>
        <dd className="font-mono text-lg font-bold text-saffron-700" data-testid="summary-order-id">
          {order.order_number}
        </dd>
        <dt className="font-bold text-night-900">Story</dt>
        <dd data-testid="summary-story">
          {order.item_number}
          {story ? ` · ${story.title}` : ''}
        </dd>
        <dt className="font-bold text-night-900">Child</dt>
        <dd data-testid="summary-child">{order.character_name}</dd>
        <dt className="font-bold text-night-900">Language</dt>
        <dd className="capitalize">{order.language}</dd>
        <dt className="font-bold text-night-900">Parent</dt>
        <dd className="min-w-0 break-all">{order.email || '—'}</dd>
        <dt className="font-bold text-night-900">Due</dt>
        <dd>{formatDateTime(order.due_at)}</dd>
      </dl>
    </section>
  );
}
