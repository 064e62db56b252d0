import {
  FUNNEL_STEPS,
  UNKNOWN_COUNTRY,
  type FunnelDashboard,
  type FunnelEvent,
  type FunnelStep,
} from '@shop/contracts/funnel';
import { NO_STORY } from '@shop/contracts/funnel';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toCsv } from '../../lib/csv.ts';
import { createFunnelRepository, type FunnelKey } from './funnel.repository.ts';

// The shop's own funnel (docs/decisions/111). Browsers report the steps they see (a beacon, no
// cookie); the server counts payment started, paid and delivered where they happen. Each report
// adds one to a daily count: nothing else is written, so there is no trail of anyone to keep safe.

/** A step counted by the server, for the checkout or order it is about. */
export interface ServerFunnelStep {
  step: Extract<FunnelStep, 'payment_started' | 'paid' | 'delivered' | 'reviewed'>;
  siteLanguage: SiteLanguage;
  country: string;
  story: number;
}

export interface FunnelService {
  /** A browser's report; `cdnCountry`: a trusted CDN's country header, which wins over the browser's guess. */
  record(event: FunnelEvent, cdnCountry: string | null): Promise<void>;
  /**
   * Counts a server-side step inside the caller's transaction, in a savepoint: a count that fails is
   * logged and dropped, never the caller's change (a payment becoming its order above all).
   */
  countIn(tx: Db, step: ServerFunnelStep): Promise<void>;
  dashboard(days: number): Promise<FunnelDashboard>;
  exportCsv(days: number): Promise<{ csv: string; from: string; to: string }>;
}

const COUNTRY = /^[A-Z]{2}$/;

/** A country as the counts keep it: a two-letter code, OTHER, or XX when unknown. */
export function countryKey(value: string | null | undefined): string {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === 'OTHER') return code;
  // Cloudflare says XX (unknown) and T1 (Tor); neither is a country.
  if (!COUNTRY.test(code) || code === 'T1') return UNKNOWN_COUNTRY;
  return code;
}

/** The campaigns' results for the dashboard: a port the promotions module fills in (compose.ts). */
export type CampaignResults = () => Promise<NonNullable<FunnelDashboard['campaigns']>>;

export function createFunnelService({
  db,
  log,
  campaignResults,
}: {
  db: Db;
  log: FastifyBaseLogger;
  campaignResults?: CampaignResults;
}): FunnelService {
  const repository = createFunnelRepository(db);

  async function dashboard(days: number): Promise<FunnelDashboard> {
    const { from, to } = await repository.periodStart(days);
    const [counts, sales, deliveries, by] = await Promise.all([
      repository.countsFrom(from),
      repository.salesFrom(from),
      repository.deliveriesFrom(from),
      repository.ordersBy(from),
    ]);
    const dayList = daysBetween(from, to);
    const emptySteps = () =>
      Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
    const perDay = new Map(dayList.map((day) => [day, emptySteps()]));
    const totals = emptySteps();
    for (const row of counts) {
      perDay.get(row.day)![row.step] += row.count;
      totals[row.step] += row.count;
    }
    const salesPerDay = new Map(
      dayList.map((day) => [day, { day, orders: 0, revenue_minor: {} as Record<string, number> }]),
    );
    for (const row of sales) {
      const entry = salesPerDay.get(row.day);
      if (!entry) continue;
      entry.orders += row.orders;
      entry.revenue_minor[row.currency] = (entry.revenue_minor[row.currency] ?? 0) + row.amount;
    }
    const studioPerDay = new Map(dayList.map((day) => [day, { day, delivered: 0, on_time: 0 }]));
    for (const row of deliveries) {
      const entry = studioPerDay.get(row.day);
      if (!entry) continue;
      entry.delivered = row.delivered;
      entry.on_time = row.onTime;
    }
    return {
      from,
      to,
      funnel: FUNNEL_STEPS.map((step, index) => {
        const before = index === 0 ? 0 : totals[FUNNEL_STEPS[index - 1]!];
        return { step, count: totals[step], conversion: before > 0 ? totals[step] / before : null };
      }),
      days: dayList.map((day) => ({ day, steps: perDay.get(day)! })),
      sales: [...salesPerDay.values()],
      studio: [...studioPerDay.values()],
      by_language: by.language,
      by_country: by.country,
      // Each campaign's orders and revenue since it began (its own window), when wired.
      campaigns: campaignResults ? await campaignResults() : null,
    };
  }

  return {
    async record(event, cdnCountry) {
      await repository.add({
        step: event.step,
        language: event.language,
        country: countryKey(cdnCountry ?? event.country),
        story: event.step === 'landing_view' ? NO_STORY : (event.story ?? NO_STORY),
      });
    },

    async countIn(tx, { step, siteLanguage, country, story }) {
      const key: FunnelKey = { step, language: siteLanguage, country: countryKey(country), story };
      try {
        await inTransaction(tx, (savepoint) => createFunnelRepository(savepoint).add(key));
      } catch (error) {
        log.warn({ err: error, step }, 'funnel: a step could not be counted (the change it counts went on)');
      }
    },

    dashboard,

    async exportCsv(days) {
      const { from, to } = await repository.periodStart(days);
      const rows = await repository.countsFrom(from);
      const csv = toCsv(
        ['day', 'step', 'language', 'country', 'story', 'count'],
        rows.map((row) => [
          row.day,
          row.step,
          row.language,
          row.country,
          row.story === NO_STORY ? '' : row.story,
          row.count,
        ]),
      );
      return { csv, from, to };
    },
  };
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
