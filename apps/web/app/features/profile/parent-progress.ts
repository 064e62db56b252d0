import type { OrderProgress } from '@shop/contracts/order-detail';
import { ORDER_STAGE_LABELS, type OrderStage } from '@shop/contracts/order-stages';

// The parent's view of production (issue 12 item 7): four friendly steps, Received → In production →
// Quality check → Delivered, from the server's progress (GET /api/orders, the order-status page). A
// better-photo request is a step of its own that asks the parent to act, in the order things
// happened: after every step already reached (Received, or In production too when the studio asked
// from there), before those still to come; a cancelled order ends after the steps it reached.

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  key: OrderStage;
  label: string;
  state: StepState;
  /** When the step was reached, where the server says so. */
  at?: string | null;
  /** The step asks the parent to do something (send a better photo). */
  needsParent?: boolean;
  /** A cancelled order's step: the payment was refunded. */
  refunded?: boolean;
}

export const PHOTO_NEEDED_LABEL = ORDER_STAGE_LABELS.photo_needed;
export const CANCELLED_LABEL = 'Cancelled and refunded';

const photoNeeded = (at?: string | null): ProgressStep => ({
  key: 'photo_needed',
  label: PHOTO_NEEDED_LABEL,
  state: 'current',
  needsParent: true,
  at: at ?? null,
});

const cancelled = (at?: string | null, refunded = true): ProgressStep => ({
  key: 'cancelled',
  label: refunded ? CANCELLED_LABEL : ORDER_STAGE_LABELS.cancelled,
  refunded,
  state: 'current',
  at: at ?? null,
});

/** The steps from the server's progress, each with when it was reached. */
export function stepsFromProgress(progress: OrderProgress): ProgressStep[] {
  const delivered = progress.stage === 'delivered';
  const steps: ProgressStep[] = progress.steps.map((step) => ({
    key: step.stage,
    label: step.label,
    at: step.reached_at,
    state:
      delivered || (step.reached_at !== null && !step.current)
        ? 'done'
        : step.current
          ? 'current'
          : 'upcoming',
  }));
  if (progress.stage === 'photo_needed') {
    return [
      ...steps.filter((step) => step.at !== null).map((step) => ({ ...step, state: 'done' as const })),
      photoNeeded(progress.photo_needed?.requested_at),
      ...steps.filter((step) => step.at === null),
    ];
  }
  if (progress.stage === 'cancelled') {
    return [
      ...steps.filter((step) => step.at !== null).map((step) => ({ ...step, state: 'done' as const })),
      cancelled(progress.cancelled?.at, progress.cancelled?.refunded ?? false),
    ];
  }
  return steps;
}
