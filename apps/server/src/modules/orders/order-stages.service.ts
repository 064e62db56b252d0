import type { OrderStage } from '@shop/contracts/order-stages';
import type { Tx } from '../../db/transaction.ts';
import { createOrderEventsRepository, type OrderEventRow } from './order-events.repository.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

// The one way an order's stage changes (docs/decisions/031): a guarded UPDATE … WHERE stage = from,
// and its event, in the caller's transaction. Of two moves from the same stage at once, the first to
// update wins; the other updates nothing (Postgres re-checks the guard after the winner's commit)
// and is told so. Which moves are legal, and by which action, is the caller's check against
// STAGE_MOVES (packages/contracts/src/order-stages.ts).

/** Who changes an order: an admin (named in the timeline), the parent (from their link), or the shop. */
export type Actor = { role: 'admin'; userId: string; name: string } | { role: 'parent' } | { role: 'system' };

export type EventKind = OrderEventRow['kind'];

export interface StageMove {
  orderId: string;
  from: OrderStage;
  to: OrderStage;
  kind: EventKind;
  note?: string | null;
  actor: Actor;
  /** A new due time with the move (replacement photos restart the 24 h). */
  dueAt?: Date;
}

/** The moved order and its event; undefined when the order was no longer at `from`. */
export async function moveOrderStage(
  tx: Tx,
  move: StageMove,
): Promise<{ order: OrderRow; event: OrderEventRow } | undefined> {
  const order = await createOrdersRepository(tx).moveStage(move.orderId, move.from, move.to, {
    ...(move.dueAt ? { dueAt: move.dueAt } : {}),
  });
  if (!order) return undefined;
  const event = await recordOrderEvent(tx, { ...move, from: move.from });
  return { order, event };
}

/** An event without a move of its own (the order's creation, a re-delivery). */
export async function recordOrderEvent(
  tx: Tx,
  event: Pick<StageMove, 'orderId' | 'to' | 'kind' | 'note' | 'actor'> & {
    from: OrderStage | null;
    /** When it happened, if not now (the order's own creation time for its first event). */
    at?: Date;
  },
): Promise<OrderEventRow> {
  return createOrderEventsRepository(tx).insert({
    ...(event.at ? { createdAt: event.at } : {}),
    orderId: event.orderId,
    kind: event.kind,
    fromStage: event.from,
    toStage: event.to,
    note: event.note ?? null,
    actorRole: event.actor.role,
    actorUserId: event.actor.role === 'admin' ? event.actor.userId : null,
    actorName: event.actor.role === 'admin' ? event.actor.name : null,
  });
}
