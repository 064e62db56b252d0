import type { OrderStatus } from '@shop/contracts/orders';
import { CheckIcon, ClockIcon } from '~/components/ui/screen-icons';
import { STATUS_LABELS } from '../order-display';

const LOOKS: Record<OrderStatus, string> = {
  pending: 'bg-marigold-100 text-saffron-700 ring-marigold-300',
  complete: 'bg-peacock-700 text-white ring-peacock-700',
};

/** Pending (warm, a clock) or Completed (peacock, a tick): the word always shows, not only the colour. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const Icon = status === 'complete' ? CheckIcon : ClockIcon;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-display text-sm font-bold ring-1 ${LOOKS[status]}`}
    >
      <Icon className="size-4" />
      {STATUS_LABELS[status]}
    </span>
  );
}
