import type { FunnelStep } from '@shop/contracts/funnel';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { funnelDailyCounts } from '../../db/schema.ts';

// The funnel's counts (docs/decisions/111) and the order facts its dashboard sets beside them. The
// day is the database's (UTC), so every process adds to the same row.

export type FunnelKey = {
  step: FunnelStep;
  language: SiteLanguage;
  country: string;
  story: number;
};

export type FunnelCountRow = FunnelKey & {
  day: string;
  count: number;
};

export function createFunnelRepository(db: Db) {
  return {
    /** One more for today's row of this key (made at 1 when it is the day's first). */
    async add(key: FunnelKey): Promise<void> {
      await db
        .insert(funnelDailyCounts)
        .values({ ...key, day: sql`(now() at time zone 'utc')::date`, count: 1 })
        .onConflictDoUpdate({
          target: [
            funnelDailyCounts.day,
            funnelDailyCounts.step,
            funnelDailyCounts.language,
            funnelDailyCounts.country,
            funnelDailyCounts.story,
          ],
          set: { count: sql`${funnelDailyCounts.count} + 1` },
        });
    },

    /** The first day of a period of `days` days ending today (UTC). */
    async periodStart(days: number): Promise<{ from: string; to: string }> {
      const { rows } = await db.execute<{ from: string; to: string }>(sql`
        select to_char((now() at time zone 'utc')::date - ${days - 1}::int, 'YYYY-MM-DD') as "from",
               to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as "to"`);
      return rows[0]!;
    },

    async countsFrom(from: string): Promise<FunnelCountRow[]> {
      const { rows } = await db.execute<FunnelCountRow>(sql`
        select to_char(day, 'YYYY-MM-DD') as day, step, language, country, story, count
        from funnel_daily_counts where day >= ${from}::date
        order by day, step, language, country, story`);
      return rows.map((row) => ({ ...row, story: Number(row.story), count: Number(row.count) }));
    },

    /** Paid orders per day (their creation, UTC) with their amounts per currency. */
    async salesFrom(
      from: string,
    ): Promise<{ day: string; currency: string; orders: number; amount: number }[]> {
      const { rows } = await db.execute<{
        day: string;
        currency: string;
        orders: number;
        amount: string;
      }>(sql`
        select to_char((created_date at time zone 'utc')::date, 'YYYY-MM-DD') as day, currency,
               count(*)::int as orders, sum(amount_minor)::bigint as amount
        from orders where created_date >= ${from}::date
        group by 1, 2 order by 1, 2`);
      return rows.map((row) => ({ ...row, orders: Number(row.orders), amount: Number(row.amount) }));
    },

    /** Paid orders of the period by site language and by country. */
    async ordersBy(
      from: string,
    ): Promise<{ language: Record<string, number>; country: Record<string, number> }> {
      const { rows } = await db.execute<{ kind: string; key: string; orders: number }>(sql`
        select 'language' as kind, site_language as key, count(*)::int as orders
          from orders where created_date >= ${from}::date group by site_language
        union all
        select 'country', country, count(*)::int from orders where created_date >= ${from}::date group by country`);
      const result = { language: {} as Record<string, number>, country: {} as Record<string, number> };
      for (const row of rows) result[row.kind as 'language' | 'country'][row.key] = Number(row.orders);
      return result;
    },

    /**
     * The studio's deliveries per day: each order's first delivery (its timeline's event), and how
     * many of them came by the order's due time (the 24-hour promise).
     */
    async deliveriesFrom(from: string): Promise<{ day: string; delivered: number; onTime: number }[]> {
      const { rows } = await db.execute<{ day: string; delivered: number; on_time: number }>(sql`
        with first_delivery as (
          select e.order_id, min(e.created_at) as delivered_at
          from order_events e where e.kind = 'delivered' group by e.order_id
        )
        select to_char((d.delivered_at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
               count(*)::int as delivered,
               count(*) filter (where d.delivered_at <= o.due_at)::int as on_time
        from first_delivery d join orders o on o.id = d.order_id
        where d.delivered_at >= ${from}::date
        group by 1 order by 1`);
      return rows.map((row) => ({
        day: row.day,
        delivered: Number(row.delivered),
        onTime: Number(row.on_time),
      }));
    },
  };
}
