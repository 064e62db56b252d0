// The funnel's steps and the beacon's address, without zod (docs/decisions/111): the browser's beacon
// imports only this file, so the first load of a prerendered page carries a few hundred bytes for it.
// The endpoint itself, with its schema, is declared in ./funnel.ts.

export const FUNNEL_EVENTS_PATH = '/api/funnel/events';

/** The steps in the order a family goes through them. */
export const FUNNEL_STEPS = [
  'landing_view',
  'story_view',
  'order_started',
  'photo_accepted',
  'preview_played',
  'payment_started',
  'paid',
  'delivered',
  'reviewed',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The steps a browser reports (the beacon); the rest are counted by the server where they happen. */
export const BROWSER_FUNNEL_STEPS = [
  'landing_view',
  'story_view',
  'order_started',
  'photo_accepted',
  'preview_played',
] as const satisfies readonly FunnelStep[];
export type BrowserFunnelStep = (typeof BROWSER_FUNNEL_STEPS)[number];
