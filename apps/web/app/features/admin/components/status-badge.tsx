import type { OrderStatus } from '@shop/contracts/order';
import { CheckIcon, ClockIcon } from '~/components/ui/screen-icons';
import { STATUS_BADGE_CLASS } from './admin-styles';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold capitalize ${STATUS_BADGE_CLASS[status]}`}
    >
      {status === 'complete' ? <CheckIcon className="size-4" /> : <ClockIcon className="size-4" />}
      {status}
    </span>
  );
}
