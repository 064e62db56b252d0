import type { OrderStage } from '@shop/contracts/order-stages';
import { SparkleIcon } from '~/components/ui/icons';
import { AlertIcon, CheckIcon, ClockIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';

const LOOKS: Record<OrderStage, { className: string; icon: typeof CheckIcon }> = {
  received: {
    className: 'bg-marigold-100 text-saffron-700 ring-marigold-300',
    icon: ClockIcon,
  },
  photo_needed: {
    className: 'bg-lotus-700 text-white ring-lotus-700',
    icon: AlertIcon,
  },
  in_production: {
    className: 'bg-night-700/10 text-night-700 ring-night-700/30',
    icon: SparkleIcon,
  },
  quality_check: {
    className: 'bg-peacock-500/10 text-peacock-700 ring-peacock-700/30',
    icon: SparkleIcon,
  },
  delivered: { className: 'bg-peacock-700 text-white ring-peacock-700', icon: CheckIcon },
  cancelled: {
    className: 'bg-night-900/10 text-night-900 ring-night-900/20',
    icon: AlertIcon,
  },
  awaiting_parent: { className: 'bg-white text-saffron-700 ring-saffron-700/40', icon: ClockIcon },
};

/** Where the order stands, in the parent's words: the word always shows, not only the colour. */
export function StageBadge({ stage }: { stage: OrderStage }) {
  const { account } = useParentText();
  const { className, icon: Icon } = LOOKS[stage];
  return (
    <span
      data-testid="stage-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-display text-sm font-bold ring-1 ${className}`}
    >
      <Icon className="size-4" />
      {account.stageBadges[stage]}
    </span>
  );
}
