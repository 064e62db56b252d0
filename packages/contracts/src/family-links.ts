import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { languageSchema } from './catalog';
import { defineEndpoint } from './endpoint';
import { SITE_LANGUAGES } from './site-language';

// Family links (issue 35 point 2, issue 36 point 3; docs/decisions/100): a parent sends a private
// link to a preview before paying, or to the delivered film, to the people they choose
// ("Grandma"). Each link is a random token (only its hash is stored), named, revocable, with the
// time it was last opened. Whoever holds it sees the child's first name and the film, without an
// account, trackers or third-party requests; a revoked or expired link shows a kind page and no media.
// Ownership is decided by the server: a preview's upload session (the browser that made it), or
// the delivered order's signed status link.

/** How long a link lives: a preview's 7 days; a film's as long as the film is kept (null: no date). */
export const FAMILY_LINK_DAYS = { preview: 7 } as const;
/** Links one preview or one film may have (a family, not a broadcast). */
export const FAMILY_LINKS_MAX_PER_TARGET = 20;
export const FAMILY_LINK_NAME_MAX = 40;

export const FAMILY_LINK_KINDS = ['preview', 'film'] as const;
export type FamilyLinkKind = (typeof FAMILY_LINK_KINDS)[number];

/** The page a link opens (a token of 43 base64url characters: 256 random bits). */
export const familyLinkPagePath = (token: string) => `/family/${encodeURIComponent(token)}`;
/** The poster a link's card shows in WhatsApp (its crawler fetches it while the link works). */
export const familyLinkPosterPath = (token: string) => `/family/${encodeURIComponent(token)}/poster.jpg`;
/** The parent's own watch page of a delivered film, behind the order's signed status link. */
export const watchPagePath = (orderId: string, signature: string) =>
  `/watch/${encodeURIComponent(orderId)}?sig=${encodeURIComponent(signature)}`;

export const FAMILY_LINK_MESSAGES = {
  notFound: 'This link is not available.',
  tooMany: `You have made ${FAMILY_LINKS_MAX_PER_TARGET} links for this film. Revoke one you no longer need to make another.`,
  previewNotReady: 'The preview is not ready yet. You can share it once it plays.',
  filmNotDelivered: 'The film is not delivered yet, or it has been deleted.',
} as const;

export const FAMILY_LINK_ERROR_CODES = {
  notFound: 'FAMILY_LINK_NOT_FOUND',
  gone: 'FAMILY_LINK_GONE',
  tooMany: 'FAMILY_LINK_LIMIT',
  previewNotReady: 'FAMILY_LINK_PREVIEW_NOT_READY',
  filmNotDelivered: 'FAMILY_LINK_FILM_NOT_DELIVERED',
} as const satisfies MessageCodes<typeof FAMILY_LINK_MESSAGES>;

/**
 * What proves the caller owns the target: a preview of this browser's upload session (the cookie
 * says which), or a delivered order with its status link's signature.
 */
export const familyLinkTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preview'), previewId: z.uuid() }),
  z.object({ kind: z.literal('film'), orderId: z.uuid(), sig: z.string().min(1).max(200) }),
]);
export type FamilyLinkTarget = z.infer<typeof familyLinkTargetSchema>;

export const createFamilyLinkSchema = z.object({
  target: familyLinkTargetSchema,
  /** Who it is for, as the parent calls them ("Grandma", "Nani"); only the parent sees it. */
  name: z.string().trim().min(1).max(FAMILY_LINK_NAME_MAX),
  siteLanguage: z.enum(SITE_LANGUAGES).optional().default('en'),
});
export type CreateFamilyLink = z.input<typeof createFamilyLinkSchema>;

export const familyLinkSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FAMILY_LINK_KINDS),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** null: as long as the film is kept. */
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  revoked_at: z.iso.datetime({ offset: true }).nullable(),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  /** How many times it was opened. */
  opens: z.number().int().nonnegative(),
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

export const familyLinkCreatedSchema = z.object({
  success: z.literal(true),
  /** `url` is shown once, now: only the token's hash is kept. */
  data: z.object({ link: familyLinkSchema, url: z.string() }),
});

export const familyLinkListSchema = z.object({ success: z.literal(true), data: z.array(familyLinkSchema) });
export const familyLinkResponseSchema = z.object({ success: z.literal(true), data: familyLinkSchema });

/** The list and the revoke carry the same proof as the creation, in the query or the body. */
export const familyLinkOwnerQuerySchema = z.object({
  previewId: z.uuid().optional(),
  orderId: z.uuid().optional(),
  sig: z.string().max(200).optional(),
});
export const familyLinkIdParamsSchema = z.object({ id: z.uuid() });
export const revokeFamilyLinkSchema = z.object({ target: familyLinkTargetSchema });

/** What a family link opens to: the first name and the film, fresh short-lived links, nothing else. */
export const familyViewSchema = z.object({
  kind: z.enum(FAMILY_LINK_KINDS),
  child_name: z.string(),
  story_id: z.number().int(),
  story_title: z.string(),
  /** The film's language (the page speaks the order's language). */
  language: languageSchema,
  video_url: z.string(),
  /** The copy under 16 MB, for phones; null when the film has none (an uploaded one). */
  small_video_url: z.string().nullable(),
  captions_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  /** The full-quality file as a download (films only). */
  download_url: z.string().nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type FamilyView = z.infer<typeof familyViewSchema>;

export const familyViewResponseSchema = z.object({ success: z.literal(true), data: familyViewSchema });
export const familyTokenParamsSchema = z.object({ token: z.string().max(100) });

/** The parent's watch page: the film (as a family link shows it) and the certificate when there is one. */
export const watchViewSchema = familyViewSchema.extend({
  order_number: z.string(),
  /** The certificate PDF's short-lived link (docs/decisions/117); null when there is none. */
  certificate_url: z.string().nullable(),
  /** Whether the parent ticked "Put {name}'s picture on the certificate" (off unless they did). */
  certificate_portrait: z.boolean(),
});
export type WatchView = z.infer<typeof watchViewSchema>;
export const watchViewResponseSchema = z.object({ success: z.literal(true), data: watchViewSchema });
export const watchParamsSchema = z.object({ id: z.string().max(100) });
export const watchQuerySchema = z.object({ sig: z.string().max(200).default('') });

const ownerErrors = {
  400: [VALIDATION_ERROR_CODE],
  404: [FAMILY_LINK_ERROR_CODES.notFound],
  429: [RATE_LIMITED_CODE],
} as const;

export const FAMILY_LINK_ENDPOINTS = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/family-links',
    access: 'guest-or-user',
    group: 'family-links',
    summary:
      'A private link to a preview (this browser’s) or a delivered film (with its status link’s signature), named for whom it is; its URL is answered once.',
    body: createFamilyLinkSchema,
    responses: { 201: familyLinkCreatedSchema },
    errors: {
      ...ownerErrors,
      409: [
        FAMILY_LINK_ERROR_CODES.tooMany,
        FAMILY_LINK_ERROR_CODES.previewNotReady,
        FAMILY_LINK_ERROR_CODES.filmNotDelivered,
      ],
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/family-links',
    access: 'guest-or-user',
    group: 'family-links',
    summary: 'The links made for a preview or a film, newest first, with when each was last opened.',
    query: familyLinkOwnerQuerySchema,
    responses: { 200: familyLinkListSchema },
    errors: ownerErrors,
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/family-links/:id/revoke',
    access: 'guest-or-user',
    group: 'family-links',
    summary: 'Stops a link at once; opening it afterwards shows that it no longer works, and no film.',
    params: familyLinkIdParamsSchema,
    body: revokeFamilyLinkSchema,
    responses: { 200: familyLinkResponseSchema },
    errors: ownerErrors,
  }),
  open: defineEndpoint({
    method: 'GET',
    path: '/api/family/:token',
    access: 'public',
    group: 'family-links',
    summary:
      'What a family link opens to: the child’s first name and the film with short-lived links; 410 once revoked or expired, 404 for an unknown token.',
    params: familyTokenParamsSchema,
    responses: { 200: familyViewResponseSchema },
    errors: {
      404: [FAMILY_LINK_ERROR_CODES.notFound],
      410: [FAMILY_LINK_ERROR_CODES.gone],
      429: [RATE_LIMITED_CODE],
    },
  }),
  watch: defineEndpoint({
    method: 'GET',
    path: '/api/watch/:id',
    access: 'public',
    group: 'family-links',
    summary:
      'The parent’s watch page of a delivered film, behind the order’s signed status link: fresh links to play, the small copy, captions, the download.',
    params: watchParamsSchema,
    query: watchQuerySchema,
    responses: { 200: watchViewResponseSchema },
    errors: { 404: [FAMILY_LINK_ERROR_CODES.notFound], 429: [RATE_LIMITED_CODE] },
  }),
} as const;
