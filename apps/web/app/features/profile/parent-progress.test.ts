import type { OrderProgress } from '@shop/contracts/order-detail';
import { describe, expect, it } from 'vitest';
import { stepsFromProgress, type ProgressStep } from './parent-progress';

const read = (steps: ProgressStep[]) => steps.map((step) => `${step.label}:${step.state}`);

const T1 = '2026-03-10T10:00:00.000Z';
const T2 = '2026-03-10T14:00:00.000Z';
const T3 = '2026-03-11T08:00:00.000Z';

function progress(partial: Partial<OrderProgress> & Pick<OrderProgress, 'stage'>): OrderProgress {
  return {
    due_at: '2026-03-11T10:00:00.000Z',
    steps: [
      { stage: 'received', label: 'Received', reached_at: T1, current: partial.stage === 'received' },
      { stage: 'in_production', label: 'In production', reached_at: null, current: false },
      { stage: 'quality_check', label: 'Quality check', reached_at: null, current: false },
      { stage: 'delivered', label: 'Delivered', reached_at: null, current: false },
    ],
    photo_needed: null,
    cancelled: null,
    ...partial,
  };
}

describe("the parent's progress steps from the server's history (the order-status page)", () => {
  it('marks the reached steps done, the current one now, and keeps when each was reached', () => {
    const steps = stepsFromProgress(
      progress({
        stage: 'in_production',
        steps: [
          { stage: 'received', label: 'Received', reached_at: T1, current: false },
          { stage: 'in_production', label: 'In production', reached_at: T2, current: true },
          { stage: 'quality_check', label: 'Quality check', reached_at: null, current: false },
          { stage: 'delivered', label: 'Delivered', reached_at: null, current: false },
        ],
      }),
    );
    expect(read(steps)).toEqual([
      'Received:done',
      'In production:current',
      'Quality check:upcoming',
      'Delivered:upcoming',
    ]);
    expect(steps.map((step) => step.at)).toEqual([T1, T2, null, null]);
  });

  it('shows every step done once delivered', () => {
    const steps = stepsFromProgress(
      progress({
        stage: 'delivered',
        steps: [
          { stage: 'received', label: 'Received', reached_at: T1, current: false },
          { stage: 'in_production', label: 'In production', reached_at: T2, current: false },
          { stage: 'quality_check', label: 'Quality check', reached_at: T2, current: false },
          { stage: 'delivered', label: 'Delivered', reached_at: T3, current: true },
        ],
      }),
    );
    expect(read(steps).every((step) => step.endsWith(':done'))).toBe(true);
  });

  it('puts the better-photo step, with when it was asked, after Received', () => {
    const steps = stepsFromProgress(
      progress({
        stage: 'photo_needed',
        photo_needed: { reason: 'Blurry', requested_at: T2, action_url: null, expires_at: T3 },
      }),
    );
    expect(read(steps)).toEqual([
      'Received:done',
      'We need a better photo:current',
      'In production:upcoming',
      'Quality check:upcoming',
      'Delivered:upcoming',
    ]);
    expect(steps[1]?.at).toBe(T2);
  });

  it('asked from In production: the better-photo step comes after it, in the order things happened', () => {
    const steps = stepsFromProgress(
      progress({
        stage: 'photo_needed',
        steps: [
          { stage: 'received', label: 'Received', reached_at: T1, current: false },
          { stage: 'in_production', label: 'In production', reached_at: T2, current: false },
          { stage: 'quality_check', label: 'Quality check', reached_at: null, current: false },
          { stage: 'delivered', label: 'Delivered', reached_at: null, current: false },
        ],
        photo_needed: { reason: 'Blurry', requested_at: T3, action_url: null, expires_at: T3 },
      }),
    );
    expect(read(steps)).toEqual([
      'Received:done',
      'In production:done',
      'We need a better photo:current',
      'Quality check:upcoming',
      'Delivered:upcoming',
    ]);
    expect(steps.map((step) => step.at)).toEqual([T1, T2, T3, null, null]);
  });

  it('ends a cancelled order after the steps it reached, saying whether it was refunded', () => {
    const steps = stepsFromProgress(progress({ stage: 'cancelled', cancelled: { at: T2, refunded: true } }));
    expect(read(steps)).toEqual(['Received:done', 'Cancelled and refunded:current']);
    const unrefunded = stepsFromProgress(
      progress({ stage: 'cancelled', cancelled: { at: T2, refunded: false } }),
    );
    expect(read(unrefunded)).toEqual(['Received:done', 'Cancelled:current']);
  });
});
