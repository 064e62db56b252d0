import type { OrderProgress } from '@shop/contracts/order-detail';
import { ORDER_STAGE_LABELS, PARENT_TIMELINE_STAGES, type OrderStage } from '@shop/contracts/order-stages';

// What the parent sees of the studio's work (issue 12 item 7): Received → In production → Quality
// check → Delivered, each with when it was reached, or "We need a better photo" with its action,
// or the cancellation. Made from the order's events, oldest first.

export interface OpenPhotoRequest {
  reason: string;
  requestedAt: Date;
  expiresAt: Date;
  /** The signed page link, where the viewer may be given it (null otherwise). */
  actionUrl: string | null;
}

type TimelineStage = (typeof PARENT_TIMELINE_STAGES)[number];
const timelineIndex = (stage: OrderStage) => (PARENT_TIMELINE_STAGES as readonly OrderStage[]).indexOf(stage);

export function orderProgress(
  order: { stage: OrderStage; dueAt: Date; createdDate: Date; updatedDate: Date },
  events: readonly { fromStage: OrderStage | null; toStage: OrderStage; createdAt: Date }[],
  photoRequest: OpenPhotoRequest | null,
  refunded: boolean,
): OrderProgress {
  // Where the work stands on the timeline: a better-photo wait or a cancellation keeps the steps
  // reached before it.
  let reached = timelineIndex(order.stage);
  const last = events.at(-1);
  if (reached < 0) {
    reached = Math.max(
      0,
      timelineIndex(last?.toStage === order.stage ? (last.fromStage ?? 'received') : 'received'),
    );
  }
  const reachedAt = (stage: TimelineStage): Date | null => {
    let at: Date | null = stage === 'received' ? order.createdDate : null;
    for (const event of events) if (event.toStage === stage) at = event.createdAt;
    return at;
  };
  const onTimeline = order.stage !== 'photo_needed' && order.stage !== 'cancelled';
  const cancelledEvent =
    order.stage === 'cancelled' ? events.findLast((e) => e.toStage === 'cancelled') : undefined;
  return {
    stage: order.stage,
    due_at: order.dueAt.toISOString(),
    steps: PARENT_TIMELINE_STAGES.map((stage, index) => ({
      stage,
      label: ORDER_STAGE_LABELS[stage],
      reached_at: index <= reached ? (reachedAt(stage)?.toISOString() ?? null) : null,
      current: onTimeline && index === reached,
    })),
    photo_needed:
      order.stage === 'photo_needed' && photoRequest
        ? {
            reason: photoRequest.reason,
            requested_at: photoRequest.requestedAt.toISOString(),
            action_url: photoRequest.actionUrl,
            expires_at: photoRequest.expiresAt.toISOString(),
          }
        : null,
    cancelled:
      order.stage === 'cancelled'
        ? { at: (cancelledEvent?.createdAt ?? order.updatedDate).toISOString(), refunded }
        : null,
  };
}
