import { z } from 'zod';
import { LANGUAGES } from './catalog';
import { COUNTRY_CODES } from './countries';
import { defineEndpoint } from './endpoint';
import { SITE_LANGUAGES } from './site-language';
import { photoCropSchema } from './uploads';

// Abandoned checkouts brought back (issue 37 point 3, docs/decisions/112): a checkout not paid within
// an hour gets one reminder, and a second later, each with a signed link that reopens the parent's
// filled form and a one-click stop. These are the two calls those links make.

/** When the reminders go, counted from the checkout's start (the photos' 24-hour hold caps both). */
export const CHECKOUT_REMINDER_TIMING = {
  firstAfterMs: 3600_000,
  secondAfterMs: 20 * 3600_000,
  /** A reminder goes only while the photos are held this much longer: time to come back and pay. */
  minHoldLeftMs: 3600_000,
  /** The stop link keeps working long after the reminders end. */
  stopLinkMs: 90 * 24 * 3600_000,
} as const;

export const CHECKOUT_REMINDER_ERROR_CODES = {
  linkInvalid: 'REMINDER_LINK_INVALID',
  expired: 'REMINDER_LINK_EXPIRED',
} as const;

/** Shown by the pages in the parent's language from these codes (packages/content parent texts). */
export const CHECKOUT_REMINDER_MESSAGES = {
  linkInvalid: 'This link is not valid. Please open it from your e-mail or message again.',
  expired: 'This order can no longer be reopened: its photos are no longer kept. Please start a new order.',
} as const;

const tokenBody = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(400)
    .regex(/^[A-Za-z0-9_.-]+$/),
});

/** The parent's form as they left it, for the order page to restore (never the consent tick). */
export const resumedCheckoutSchema = z.object({
  kidName: z.string(),
  storyId: z.number().int(),
  language: z.enum(LANGUAGES),
  email: z.string(),
  country: z.enum(COUNTRY_CODES),
  state: z.string(),
  phoneUpdates: z.boolean(),
  phoneNumber: z.string(),
  countryCode: z.string(),
  pronunciation: z.string(),
  siteLanguage: z.enum(SITE_LANGUAGES),
  photos: z.array(
    z.object({
      public_id: z.string(),
      /** A short-lived signed link to show it. */
      secure_url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      /** When the photo was uploaded (ms): the form offers it only while the shop still holds it. */
      uploaded_at: z.number().int(),
      crop: photoCropSchema.nullable(),
    }),
  ),
});
export type ResumedCheckout = z.infer<typeof resumedCheckoutSchema>;

export const CHECKOUT_REMINDER_ENDPOINTS = {
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/checkout-reminders/resume',
    access: 'public',
    group: 'payments',
    summary:
      'Opens the form of an unpaid checkout from a reminder’s signed link: its values and photos, handed to this browser’s upload session so it can pay with them.',
    body: tokenBody,
    responses: { 200: z.object({ success: z.literal(true), data: resumedCheckoutSchema }) },
    errors: {
      400: [CHECKOUT_REMINDER_ERROR_CODES.linkInvalid],
      410: [CHECKOUT_REMINDER_ERROR_CODES.expired],
    },
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/checkout-reminders/stop',
    access: 'public',
    group: 'payments',
    summary:
      'The one-click stop of a reminder: no further reminder for that checkout, nor for any checkout of that address.',
    body: tokenBody,
    responses: {
      200: z.object({ success: z.literal(true), data: z.object({ siteLanguage: z.enum(SITE_LANGUAGES) }) }),
    },
    errors: { 400: [CHECKOUT_REMINDER_ERROR_CODES.linkInvalid] },
  }),
};

/**
 * Development only, with the local mail catcher (never in a shop that sends real mail): one pass of
 * the reminder job as if `hours_later` hours had passed, for one address. The e2e journey cannot wait
 * an hour; the server's clock is real. Answers only requests from this machine.
 */
export const DEV_CHECKOUT_REMINDER_ENDPOINTS = {
  run: defineEndpoint({
    method: 'POST',
    path: '/dev/checkout-reminders/run',
    access: 'public',
    group: 'dev-mail',
    summary:
      'Development only (the local mail catcher): runs the checkout-reminder pass for one address as if some hours had passed. From this machine only.',
    body: z.strictObject({
      email: z.string().min(3).max(320),
      hours_later: z.number().min(0).max(24),
    }),
    responses: {
      200: z.object({ reminded: z.number().int().nonnegative(), ended: z.number().int().nonnegative() }),
    },
  }),
};
