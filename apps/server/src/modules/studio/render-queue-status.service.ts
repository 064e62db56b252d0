import type { AuthenticatedUser } from '@shop/contracts/auth';
import { STORY_COUNT } from '@shop/contracts/catalog';
import type { RenderQueueOrder, RenderQueueStatus, TrustedStory } from '@shop/contracts/render-queue';
import { getStoryboard } from '@shop/content/storyboards/index';
import type { Storyboard } from '@shop/content/storyboards/schema';
import { storyTitleIn } from '@shop/content/story-title';
import type { Db } from '../../db/client.ts';
import type { OrderRecord, OrdersService } from '../orders/index.ts';
import { createRenderWorkersRepository } from './render-workers.repository.ts';
import { createRendersRepository, type FilmRenderRow } from './renders.repository.ts';
import { createStorySettingsRepository, type StorySettingRow } from './story-settings.repository.ts';

// The studio's render queue on its dashboard (issue 34 point 4, docs/decisions/096): the queue's
// depth and age, the last hour's rate, the workers' capacity, and from those each open order's
// expected film time at the current rate, which says which orders will miss the 24-hour promise.
// And the stories the studio trusts to be delivered without a review (point 5).

/** How many of the latest successful renders measure the rate when none finished in the last hour. */
export const LATEST_RENDERS_MEASURED = 20;
/** The most open orders estimated at once (the studio's whole work list, in practice). */
export const OPEN_ORDERS_ESTIMATED = 500;

export interface RenderQueueStatusService {
  status(): Promise<RenderQueueStatus>;
  trustedStories(): Promise<TrustedStory[]>;
  setTrustedStory(admin: AuthenticatedUser, story: number, autoDeliver: boolean): Promise<TrustedStory>;
}

/**
 * The previews the same workers render, ahead of films (they are queued at a higher priority,
 * docs/decisions/099): those rendering since when, how many wait, how long the latest took.
 */
export interface PreviewWork {
  renderingSince: readonly Date[];
  queued: number;
  latestSeconds: readonly number[];
}

export interface RenderQueueStatusDependencies {
  db: Db;
  orders: Pick<OrdersService, 'openRecords'>;
  /** The previews module's work, when previews are rendered here. */
  previewWork?: () => Promise<PreviewWork>;
  storyboardOf?: (story: number) => Storyboard | undefined;
}

export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface FilmTimesInput {
  now: number;
  /** Renders the live workers take at once between them. */
  capacity: number;
  /** How long one render takes at the current rate; null when nothing measured it yet. */
  renderSeconds: number | null;
  /** Renders waiting or rendering, oldest queued first. */
  active: readonly Pick<FilmRenderRow, 'id' | 'orderId' | 'state' | 'startedAt'>[];
  /** Orders whose photos wait for the studio's acceptance, soonest due first: queued after these. */
  toQueue: readonly string[];
  /** Previews in the workers' hands or waiting: they take the slots first. */
  previews?: { renderingSince: readonly Date[]; queued: number; renderSeconds: number | null };
}

/**
 * When each render (by order) is expected to finish: the workers' slots free up as the renders in
 * flight end (their start plus a render's time, not before now), and the waiting ones, then the
 * orders not queued yet, take the next free slot in turn. Previews rendering hold their slot until
 * they end and waiting previews take the next slots first, as the queue's priority gives them. No
 * estimate without a measured render time, nor for waiting renders without a live worker.
 */
export function expectedFilmTimes({
  now,
  capacity,
  renderSeconds,
  active,
  toQueue,
  previews,
}: FilmTimesInput): Map<string, number> {
  const expected = new Map<string, number>();
  if (renderSeconds === null) return expected;
  const took = renderSeconds * 1000;
  const slots: number[] = [];
  for (const render of active) {
    if (render.state !== 'rendering') continue;
    const end = Math.max(now, (render.startedAt?.getTime() ?? now) + took);
    expected.set(render.orderId, end);
    slots.push(end);
  }
  // A preview's time when one was measured; else a film's, which is never shorter.
  const previewTook = (previews?.renderSeconds ?? renderSeconds) * 1000;
  for (const since of previews?.renderingSince ?? [])
    slots.push(Math.max(now, since.getTime() + previewTook));
  if (capacity === 0) return expected;
  while (slots.length < capacity) slots.push(now);
  const soonestSlot = () => {
    let soonest = 0;
    for (let i = 1; i < slots.length; i += 1) if (slots[i]! < slots[soonest]!) soonest = i;
    return soonest;
  };
  for (let i = 0; i < (previews?.queued ?? 0); i += 1) slots[soonestSlot()]! += previewTook;
  const next = (orderId: string) => {
    const soonest = soonestSlot();
    slots[soonest] = slots[soonest]! + took;
    expected.set(orderId, slots[soonest]!);
  };
  for (const render of active) if (render.state === 'queued') next(render.orderId);
  for (const orderId of toQueue) next(orderId);
  return expected;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function createRenderQueueStatusService({
  db,
  orders,
  previewWork,
  storyboardOf = getStoryboard,
}: RenderQueueStatusDependencies): RenderQueueStatusService {
  const trusted = (story: number, row: StorySettingRow | undefined): TrustedStory => ({
    story,
    title: storyTitleIn(story, 'en'),
    renderable: Boolean(storyboardOf(story)),
    auto_deliver: row?.autoDeliver ?? false,
    updated_at: row?.updatedAt.toISOString() ?? null,
  });

  return {
    async status() {
      const renders = createRendersRepository(db);
      const [facts, workers, open, previews] = await Promise.all([
        renders.queueFacts(LATEST_RENDERS_MEASURED),
        createRenderWorkersRepository(db).capacity(),
        orders.openRecords(OPEN_ORDERS_ESTIMATED),
        previewWork?.(),
      ]);
      const latest = await renders.latestOfOrders(open.map((order) => order.id));
      const now = Date.now();
      const lastHour = median(facts.lastHourSeconds);
      const latestMedian = median(facts.latestSeconds);
      const renderSeconds = lastHour ?? latestMedian;
      const activeOrders = new Set(facts.active.map((render) => render.orderId));
      // Photos waiting for the studio's acceptance: their render is queued when it accepts them.
      const toQueue = open
        .filter((order) => order.stage === 'received' && storyboardOf(order.itemNumber))
        .filter((order) => !activeOrders.has(order.id))
        .map((order) => order.id);
      const expected = expectedFilmTimes({
        now,
        capacity: workers.capacity,
        renderSeconds,
        active: facts.active,
        toQueue,
        ...(previews && {
          previews: {
            renderingSince: previews.renderingSince,
            queued: previews.queued,
            renderSeconds: median(previews.latestSeconds),
          },
        }),
      });
      const queued = facts.active.filter((render) => render.state === 'queued');

      const expectedOf = (order: OrderRecord): number | null => {
        const render = latest.get(order.id);
        if (order.stage === 'quality_check')
          return render?.state === 'rendered' && render.finishedAt ? render.finishedAt.getTime() : null;
        return expected.get(order.id) ?? null;
      };
      const estimated = open.map((order): RenderQueueOrder => {
        const at = expectedOf(order);
        return {
          order_id: order.id,
          order_number: order.orderNumber,
          child_first_name: firstName(order.characterName),
          stage: order.stage,
          render_state: latest.get(order.id)?.state ?? null,
          due_at: order.dueAt.toISOString(),
          expected_at: at === null ? null : new Date(at).toISOString(),
          // An open order already past its due time is late whatever its film's estimate.
          late: order.dueAt.getTime() < Math.max(now, at ?? now),
        };
      });

      return {
        computed_at: new Date(now).toISOString(),
        waiting: queued.length,
        rendering: facts.active.length - queued.length,
        oldest_waiting_seconds: queued[0] ? Math.max(0, (now - queued[0].queuedAt.getTime()) / 1000) : null,
        finished_last_hour: facts.lastHourSeconds.length,
        median_seconds_last_hour: lastHour,
        estimate_render_seconds: renderSeconds,
        estimate_basis: lastHour !== null ? 'last_hour' : latestMedian !== null ? 'latest' : 'none',
        workers,
        orders: estimated,
      };
    },

    async trustedStories() {
      const rows = new Map(
        (await createStorySettingsRepository(db).all()).map((row) => [row.story, row] as const),
      );
      return Array.from({ length: STORY_COUNT }, (_, index) => trusted(index + 1, rows.get(index + 1)));
    },

    async setTrustedStory(admin, story, autoDeliver) {
      const row = await createStorySettingsRepository(db).setAutoDeliver(story, autoDeliver, admin.id);
      return trusted(story, row);
    },
  };
}
