import { ORDER_STAGE_LABELS, type OrderStage } from '@shop/contracts/order-stages';

// How the studio names and colours the production stages (issue 12 item 2). The words always show
// with the colour; every fill passes AA with its text.

/** The badge's word: the contract's label, shortened where a table cell needs it. */
export const STAGE_LABELS: Record<OrderStage, string> = {
  ...ORDER_STAGE_LABELS,
  photo_needed: 'Photo needed',
};

export const STAGE_BADGE_CLASS: Record<OrderStage, string> = {
  received: 'bg-marigold-100 text-saffron-700 ring-1 ring-saffron-700/25',
  photo_needed: 'bg-lotus-700/10 text-lotus-700 ring-1 ring-lotus-700/30',
  in_production: 'bg-night-700/10 text-night-700 ring-1 ring-night-700/25',
  quality_check: 'bg-peacock-500/10 text-peacock-700 ring-1 ring-peacock-700/25',
  delivered: 'bg-peacock-700 text-white ring-1 ring-peacock-700',
  cancelled: 'bg-night-900/10 text-night-900 ring-1 ring-night-900/20',
  awaiting_parent: 'bg-white text-saffron-700 ring-1 ring-saffron-700/40',
};

/** The button that moves an order to a stage: a verb for the studio. */
export const STAGE_ACTION_LABELS: Record<OrderStage, string> = {
  received: 'Back to Received',
  photo_needed: 'Ask for a better photo',
  in_production: 'Start production',
  quality_check: 'Send to quality check',
  delivered: 'Deliver',
  cancelled: 'Cancel and refund',
  awaiting_parent: 'Wait for the parent',
};

/** The words on the button that moves an order from one stage to another. */
export function stageActionLabel(from: OrderStage, to: OrderStage): string {
  if (from === 'quality_check' && to === 'in_production') return 'Back to production (rework)';
  return STAGE_ACTION_LABELS[to];
}
