import { z } from 'zod';
import { VALIDATION_ERROR_CODE } from './api-error';
import { STORY_COUNT } from './catalog';
import { COUNTRY_CODES } from './countries';
import { defineEndpoint, NO_BODY } from './endpoint';
import { SITE_LANGUAGES } from './site-language';
import { BROWSER_FUNNEL_STEPS, FUNNEL_EVENTS_PATH, FUNNEL_STEPS, type FunnelStep } from './funnel-steps';

export { BROWSER_FUNNEL_STEPS, FUNNEL_EVENTS_PATH, FUNNEL_STEPS };
export type { BrowserFunnelStep, FunnelStep } from './funnel-steps';

// The shop's own funnel (issue 37 point 4, docs/decisions/111): how many visits reach each step, per
// day, site language, country and story. Only counts are kept, one row per (day, step, language,
// country, story): no cookie, no visitor id, no address, nothing about a child, no outside request.

/** The dashboard's names of the steps (admin screens are English). */
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  landing_view: 'Landing views',
  story_view: 'Story views',
  order_started: 'Order form started',
  photo_accepted: 'Photo accepted',
  preview_played: 'Preview played',
  payment_started: 'Payment started',
  paid: 'Paid',
  delivered: 'Delivered',
  reviewed: 'Reviewed',
};

/** A count not tied to one story (a landing view). */
export const NO_STORY = 0;
/** A country the shop could not tell. */
export const UNKNOWN_COUNTRY = 'XX';

export const funnelEventSchema = z.strictObject({
  step: z.enum(BROWSER_FUNNEL_STEPS),
  language: z.enum(SITE_LANGUAGES),
  story: z.number().int().min(1).max(STORY_COUNT).optional(),
  /** The browser's market guess (its time zone); a CDN's country header wins on the server. */
  country: z.enum(COUNTRY_CODES).optional(),
});
export type FunnelEvent = z.infer<typeof funnelEventSchema>;

const day = z.iso.date();

export const funnelQuerySchema = z.object({
  /** The last N days, today (UTC) included. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const funnelDaySchema = z.object({
  day,
  /** Every step's count that day (0 when none). */
  steps: z.record(z.enum(FUNNEL_STEPS), z.number().int().nonnegative()),
});

export const moneyByCurrencySchema = z.record(z.string(), z.number().int().nonnegative());

export const salesDaySchema = z.object({
  day,
  orders: z.number().int().nonnegative(),
  /** Paid amounts in minor units, per currency (INR, USD); never converted. */
  revenue_minor: moneyByCurrencySchema,
});

export const studioDaySchema = z.object({
  day,
  delivered: z.number().int().nonnegative(),
  /** Of those, delivered by their due time (the 24-hour promise). */
  on_time: z.number().int().nonnegative(),
});

export const funnelDashboardSchema = z.object({
  from: day,
  to: day,
  /** Totals over the period, step by step, and the share of the step before that reached each. */
  funnel: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: z.number().int().nonnegative(),
      /** count / the previous step's count; null for the first step or after a step of 0. */
      conversion: z.number().nonnegative().nullable(),
    }),
  ),
  days: z.array(funnelDaySchema),
  sales: z.array(salesDaySchema),
  studio: z.array(studioDaySchema),
  /** Paid orders by site language and by country over the period. */
  by_language: z.record(z.string(), z.number().int().nonnegative()),
  by_country: z.record(z.string(), z.number().int().nonnegative()),
  /**
   * Each campaign's results since it began (coupons and automatic or festival campaigns): its
   * orders and what they paid, by currency. null where no promotions module is wired.
   */
  campaigns: z
    .array(
      z.object({
        name: z.string(),
        orders: z.number().int().nonnegative(),
        revenue_minor: moneyByCurrencySchema,
      }),
    )
    .nullable(),
});
export type FunnelDashboard = z.infer<typeof funnelDashboardSchema>;

export const funnelDashboardResponseSchema = z.object({
  success: z.literal(true),
  data: funnelDashboardSchema,
});

export const funnelExportFileName = (from: string, to: string) => `funnel-${from}-to-${to}.csv`;

export const FUNNEL_ENDPOINTS = {
  record: defineEndpoint({
    method: 'POST',
    path: FUNNEL_EVENTS_PATH,
    access: 'public',
    group: 'funnel',
    summary:
      'Counts one step of the shop’s funnel (a page or form step reached), for the owner’s dashboard. Adds one to a daily count; stores nothing about the visitor.',
    body: funnelEventSchema,
    responses: { 204: NO_BODY },
    errors: { 400: [VALIDATION_ERROR_CODE] },
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/funnel',
    access: 'admin',
    group: 'funnel',
    summary:
      'The owner’s dashboard: the funnel with conversion between steps, revenue and orders per day, studio throughput and on-time rate, over the last N days.',
    query: funnelQuerySchema,
    responses: { 200: funnelDashboardResponseSchema },
    errors: { 400: [VALIDATION_ERROR_CODE] },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/funnel/export',
    access: 'admin',
    group: 'funnel',
    summary:
      'The daily funnel counts of the last N days as a CSV file: day, step, language, country, story, count.',
    query: funnelQuerySchema,
    responses: { 200: { file: 'text/csv' } },
    errors: { 400: [VALIDATION_ERROR_CODE] },
  }),
};
