import { z } from 'zod';

// Children's data (issue 13, docs/decisions/046): how long the child's photos and voice clip are
// kept, and the version of the consent text the parent agrees to (its words: @shop/content/consent). The server's config reads the two durations
// (PHOTO_RETENTION_DAYS_AFTER_DELIVERY, PHOTO_RETENTION_DAYS_UNDELIVERED) with these defaults, the
// order form and the privacy policy print them, and the retention job enforces them.

/** Photos and voice clips of a delivered order are deleted this many days after delivery. */
export const DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY = 30;
/** … and of an order never delivered, this many days after it was placed. */
export const DEFAULT_PHOTO_RETENTION_DAYS_UNDELIVERED = 60;
/** Bounds of both settings: at least a day, at most a year. */
export const PHOTO_RETENTION_DAYS_RANGE = { min: 1, max: 365 } as const;

export const photoRetentionSchema = z.object({
  /** N: days after delivery. */
  daysAfterDelivery: z.number().int().min(PHOTO_RETENTION_DAYS_RANGE.min),
  /** M: days after the order for one never delivered. */
  daysUndelivered: z.number().int().min(PHOTO_RETENTION_DAYS_RANGE.min),
});
export type PhotoRetention = z.infer<typeof photoRetentionSchema>;

export const DEFAULT_PHOTO_RETENTION: PhotoRetention = {
  daysAfterDelivery: DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY,
  daysUndelivered: DEFAULT_PHOTO_RETENTION_DAYS_UNDELIVERED,
};

/**
 * The version of the consent wording (its words, both languages, are CONSENT_TEXT in
 * @shop/content/consent). Raise it whenever those words change (not when N changes: N is part of the
 * stored text), so every stored consent says which wording was agreed to; the content's
 * consent.test.ts pins the words of each version and fails until it is raised.
 */
export const CONSENT_VERSION = '2026-11-28.2';

/** The link the form shows right after the text, to the privacy policy (PRIVACY_POLICY_PATH). */
export const CONSENT_POLICY_LINK_TEXT = 'Read our privacy policy';

export const CONSENT_MESSAGES = {
  required:
    "Please confirm, as your child's parent or legal guardian, that we may use the photos to make this video.",
  changed:
    'Our privacy terms changed while you were ordering. Please reload the page, read the consent again and tick it.',
} as const;

export const CONSENT_ERROR_CODES = {
  required: 'CONSENT_REQUIRED',
  changed: 'CONSENT_CHANGED',
} as const;

/**
 * What the order form sends: the wording's version and the N it showed, so the server stores
 * exactly the text the parent read (a mismatch is refused: CONSENT_MESSAGES.changed).
 */
export const consentInputSchema = z.object(
  {
    given: z.literal(true, { error: CONSENT_MESSAGES.required }),
    version: z.string({ error: CONSENT_MESSAGES.changed }).max(40, { error: CONSENT_MESSAGES.changed }),
    daysAfterDelivery: z
      .number({ error: CONSENT_MESSAGES.changed })
      .int({ error: CONSENT_MESSAGES.changed })
      .min(0, { error: CONSENT_MESSAGES.changed })
      .max(100_000, { error: CONSENT_MESSAGES.changed }),
  },
  { error: CONSENT_MESSAGES.required },
);
export type ConsentInput = z.infer<typeof consentInputSchema>;

/** The consent a form sends once the parent ticked the wording with this N. */
export const consentFor = (daysAfterDelivery: number): ConsentInput => ({
  given: true,
  version: CONSENT_VERSION,
  daysAfterDelivery,
});

/** The consent as stored with the checkout and copied onto the order. */
export interface ConsentRecord {
  version: string;
  /** The exact text agreed to. */
  text: string;
  /** ISO time the server accepted it. */
  givenAt: string;
  /** The signed-in account that gave it; null for a guest. */
  userId: string | null;
  /** The guest's e-mail (or the account's, for a signed-in parent). */
  email: string;
}

/** The admin's view of it (snake case, as the rest of the order detail). */
export const consentViewSchema = z.object({
  version: z.string(),
  text: z.string(),
  given_at: z.iso.datetime({ offset: true }),
  /** "signed-in account" with its id, or "guest" with the e-mail given. */
  given_by: z.object({ kind: z.enum(['account', 'guest']), user_id: z.uuid().nullable(), email: z.string() }),
});
export type ConsentView = z.infer<typeof consentViewSchema>;
