import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RenderQueueOrder, RenderQueueStatus, TrustedStory } from '@shop/contracts/render-queue';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/format-date';
import type { RenderQueueState, TrustedStoriesState } from './api/admin-queries';
import { RenderQueuePanel } from './components/render-queue-panel';
import { TrustedStoriesPanel } from './components/trusted-stories-panel';

// The dashboard's render queue and trusted stories (docs/decisions/096), as the studio reads them.

const order = (overrides: Partial<RenderQueueOrder>): RenderQueueOrder => ({
  order_id: '5b0f3b1e-0000-4000-8000-000000000001',
  order_number: 'DT-7K3F9Q',
  child_first_name: 'Aarav',
  stage: 'in_production',
  render_state: 'queued',
  due_at: '2026-11-28T12:00:00.000Z',
  expected_at: '2026-11-28T12:30:00.000Z',
  late: true,
  ...overrides,
});

const queue = (overrides: Partial<RenderQueueStatus>): RenderQueueStatus => ({
  computed_at: '2026-11-28T11:00:00.000Z',
  waiting: 4,
  rendering: 2,
  oldest_waiting_seconds: 1500,
  finished_last_hour: 6,
  median_seconds_last_hour: 540,
  estimate_render_seconds: 540,
  estimate_basis: 'last_hour',
  workers: { live: 1, capacity: 2 },
  orders: [
    order({}),
    order({
      order_id: '5b0f3b1e-0000-4000-8000-000000000002',
      order_number: 'DT-2MX8PL',
      child_first_name: 'Meera',
      stage: 'photo_needed',
      render_state: null,
      expected_at: null,
    }),
    order({
      order_id: '5b0f3b1e-0000-4000-8000-000000000003',
      order_number: 'DT-9QW4ZZ',
      child_first_name: 'Ishaan',
      late: false,
    }),
  ],
  ...overrides,
});

const renderQueue = (state: RenderQueueState) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RenderQueuePanel state={state} reload={() => {}} />
    </MemoryRouter>,
  );

describe('RenderQueuePanel', () => {
  it('shows the queue’s figures, how the estimate was made and the orders that will be late', () => {
    const html = renderQueue({ kind: 'loaded', queue: queue({}) });
    expect(html).toContain('data-testid="queue-waiting">4<');
    expect(html).toContain('data-testid="queue-rendering">2<');
    expect(html).toContain('data-testid="queue-oldest">25 min<');
    expect(html).toContain('data-testid="queue-finished">6<');
    expect(html).toContain('data-testid="queue-median">9 min<');
    expect(html).toContain('data-testid="queue-capacity">1 · 2<');
    expect(html).toContain(
      'Estimates use 9 min a render (the last hour’s median) and 2 renders at once on 1 worker.',
    );
    // The late ones only, each with its number (a link to it), the child's first name, due and expected times.
    expect(html.match(/data-testid="late-order"/g)).toHaveLength(2);
    expect(html).toContain('href="/admin/orders/5b0f3b1e-0000-4000-8000-000000000001"');
    expect(html).toContain('DT-7K3F9Q');
    expect(html).toContain('Aarav');
    expect(html).toContain(formatDateTime('2026-11-28T12:00:00.000Z'));
    expect(html).toContain(formatDateTime('2026-11-28T12:30:00.000Z'));
    expect(html).toContain('Waiting for the parent’s photo');
    expect(html).not.toContain('Ishaan');
    expect(html).toContain('2 of 3 open orders will be late.');
  });

  it('says when nothing will be late, when no worker runs and when nothing was measured yet', () => {
    const onTime = renderQueue({ kind: 'loaded', queue: queue({ orders: [order({ late: false })] }) });
    expect(onTime).toContain('Every open order is on time at the current rate.');
    const noWorker = renderQueue({
      kind: 'loaded',
      queue: queue({ workers: { live: 0, capacity: 0 }, orders: [order({ expected_at: null })] }),
    });
    expect(noWorker).toContain('No render worker is running');
    expect(noWorker).toContain('No render worker running');
    const unmeasured = renderQueue({
      kind: 'loaded',
      queue: queue({
        median_seconds_last_hour: null,
        estimate_render_seconds: null,
        estimate_basis: 'none',
        finished_last_hour: 0,
        orders: [],
      }),
    });
    expect(unmeasured).toContain('No render has finished yet, so no film time can be estimated.');
    // Without a rate, "on time at the current rate" would claim what no one measured.
    expect(unmeasured).toContain('No open order is past its due time.');
    expect(unmeasured).not.toContain('on time at the current rate');
    expect(unmeasured).toContain('data-testid="queue-median">–<');
  });

  it('while it loads, and when it failed to', () => {
    expect(renderQueue({ kind: 'loading' })).toContain('role="status"');
    expect(renderQueue({ kind: 'failed', message: 'The render queue could not be loaded.' })).toContain(
      'role="alert"',
    );
  });
});

const story = (overrides: Partial<TrustedStory>): TrustedStory => ({
  story: 3,
  title: 'Krishna and the Butter Pot',
  renderable: true,
  auto_deliver: false,
  updated_at: null,
  ...overrides,
});

const trustedStories = (state: TrustedStoriesState) =>
  renderToStaticMarkup(<TrustedStoriesPanel state={state} reload={() => {}} notify={() => {}} />);

describe('TrustedStoriesPanel', () => {
  it('shows each story with its setting; a story without a storyboard cannot be ticked', () => {
    const html = trustedStories({
      kind: 'loaded',
      stories: [
        story({ auto_deliver: true }),
        story({ story: 4, title: 'Ganesh' }),
        story({ story: 20, title: 'Kali', renderable: false }),
      ],
    });
    expect(html.match(/data-testid="trusted-story"/g)).toHaveLength(3);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('Delivered automatically');
    expect(html).toContain('Reviewed before delivery');
    expect(html).toContain('No storyboard yet: its films are made by hand');
    expect(html.match(/disabled=""/g)).toHaveLength(1);
  });
});
