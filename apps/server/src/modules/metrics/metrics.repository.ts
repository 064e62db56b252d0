import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What the database says about the shop's health at one moment (one round trip). */
export interface ShopGauges {
  outboxPending: number;
  /** Age of the oldest e-mail not yet sent; 0 when none waits. */
  outboxOldestPendingSeconds: number;
  outboxFailed: number;
  /** Checkouts the provider says were paid that have no order (must be 0 after the reconciler's pass). */
  paidWithoutOrder: number;
  /** Orders per status (pending = open, complete). */
  ordersByStatus: Record<string, number>;
  /** Open (pending) orders past their due date. */
  ordersOverdue: number;
  /** Film renders per state (queued, rendering, rendered, failed, superseded). */
  rendersByState: Record<string, number>;
  /** Age of the oldest render waiting for a worker; 0 when none waits. */
  renderOldestQueuedSeconds: number;
  /** Previews per state (docs/decisions/099). */
  previewsByState: Record<string, number>;
  /** Orders by how many previews their parent asked for before paying ('0'..'3', '4+'; docs/decisions/103). */
  ordersByPreviewsAsked: Record<string, number>;
}

export function createMetricsRepository(db: Db) {
  return {
    async gauges(): Promise<ShopGauges> {
      const { rows } = await db.execute<{
        outbox_pending: number;
        outbox_oldest_seconds: number | null;
        outbox_failed: number;
        paid_without_order: number;
        orders_by_status: Record<string, number> | null;
        orders_overdue: number;
        renders_by_state: Record<string, number> | null;
        render_oldest_seconds: number | null;
        previews_by_state: Record<string, number> | null;
        orders_by_previews_asked: Record<string, number> | null;
      }>(sql`
        select
          (select count(*)::int from outbox where status = 'pending') as outbox_pending,
          (select extract(epoch from now() - min(created_at))::float8 from outbox where status = 'pending')
            as outbox_oldest_seconds,
          (select count(*)::int from outbox where status = 'failed') as outbox_failed,
          (select count(*)::int from checkouts where status = 'paid' and order_id is null) as paid_without_order,
          (select json_object_agg(status, n) from (select status, count(*)::int as n from orders group by status) s)
            as orders_by_status,
          (select count(*)::int from orders where status = 'pending' and due_at < now()) as orders_overdue,
          (select json_object_agg(state, n) from (select state, count(*)::int as n from film_renders group by state) r)
            as renders_by_state,
          (select extract(epoch from now() - min(queued_at))::float8 from film_renders where state = 'queued')
            as render_oldest_seconds,
          (select json_object_agg(state, n) from (select state, count(*)::int as n from film_previews group by state) p)
            as previews_by_state,
          (select json_object_agg(asked, n) from (
            select case when previews_asked >= 4 then '4+' else previews_asked::text end as asked, count(*)::int as n
            from orders where previews_asked is not null group by 1) a)
            as orders_by_previews_asked
      `);
      const row = rows[0];
      if (!row) throw new Error('the metrics query returned no row');
      return {
        outboxPending: Number(row.outbox_pending),
        outboxOldestPendingSeconds: Math.max(0, Number(row.outbox_oldest_seconds ?? 0)),
        outboxFailed: Number(row.outbox_failed),
        paidWithoutOrder: Number(row.paid_without_order),
        ordersByStatus: row.orders_by_status ?? {},
        ordersOverdue: Number(row.orders_overdue),
        rendersByState: row.renders_by_state ?? {},
        renderOldestQueuedSeconds: Math.max(0, Number(row.render_oldest_seconds ?? 0)),
        previewsByState: row.previews_by_state ?? {},
        ordersByPreviewsAsked: row.orders_by_previews_asked ?? {},
      };
    },
  };
}
