import type { OrderStage } from '@shop/contracts/order-stages';
import { STAGE_BADGE_CLASS, STAGE_LABELS } from '../stage-display';

export function StageBadge({ stage, size = 'sm' }: { stage: OrderStage; size?: 'sm' | 'lg' }) {
  return (
    <span
      data-testid="stage-badge"
      className={`inline-flex items-center rounded-full font-bold whitespace-nowrap ${
        size === 'lg' ? 'px-4 py-1.5 text-base' : 'px-3 py-1 text-sm'
      } ${STAGE_BADGE_CLASS[stage]}`}
    >
      {STAGE_LABELS[stage]}
    </span>
  );
}

/** Loud on purpose: late work must catch the eye in a list and on the detail. */
export function OverdueBadge({ text = 'Overdue' }: { text?: string }) {
  return (
    <span
      data-testid="overdue-badge"
      className="inline-flex items-center gap-1 rounded-full bg-lotus-700 px-3 py-1 text-sm font-extrabold tracking-wide whitespace-nowrap text-white uppercase shadow-sm"
    >
      {text}
    </span>
  );
}
