import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { defineEndpoint } from './endpoint';

// Keepsakes of a delivered film (issue 36 point 4; docs/decisions/117): the printable certificate,
// "{name}, hero of {story}", behind a short-lived signed link the parent's watch page makes fresh on
// every visit, with the child's portrait only when the parent ticked it there.

/** How long a certificate link works: the watch page makes a new one each time it is opened. */
export const CERTIFICATE_LINK_SECONDS = 60 * 60;

export const KEEPSAKE_MESSAGES = {
  certificateLinkInvalid: 'This certificate link is not valid. Open your watch page for a new one.',
  certificateLinkExpired: 'This certificate link has expired. Open your watch page again for a fresh one.',
} as const;

export const KEEPSAKE_ERROR_CODES = {
  certificateLinkInvalid: 'CERTIFICATE_LINK_INVALID',
  certificateLinkExpired: 'CERTIFICATE_LINK_EXPIRED',
} as const satisfies MessageCodes<typeof KEEPSAKE_MESSAGES>;

export const certificateParamsSchema = z.object({ id: z.string().max(100) });
export const certificateQuerySchema = z.object({
  expires: z.string().max(20).default(''),
  sig: z.string().max(200).default(''),
});

/** The parent's tick "Put {name}'s picture on the certificate", behind the watch page's signature. */
export const certificatePortraitSchema = z.object({ allowed: z.boolean() });
export const certificatePortraitQuerySchema = z.object({ sig: z.string().max(200).default('') });
export const certificatePortraitResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ certificate_portrait: z.boolean() }),
});

export const KEEPSAKE_ENDPOINTS = {
  certificate: defineEndpoint({
    method: 'GET',
    path: '/api/certificates/:id',
    access: 'public',
    group: 'keepsakes',
    summary:
      'A delivered film’s certificate (A4 PDF) behind a short-lived signed link from the watch page; the child’s portrait only when the parent allowed it.',
    params: certificateParamsSchema,
    query: certificateQuerySchema,
    responses: { 200: { file: 'application/pdf' } },
    errors: {
      404: [KEEPSAKE_ERROR_CODES.certificateLinkInvalid],
      410: [KEEPSAKE_ERROR_CODES.certificateLinkExpired],
      429: [RATE_LIMITED_CODE],
    },
  }),
  certificatePortrait: defineEndpoint({
    method: 'PUT',
    path: '/api/watch/:id/certificate-portrait',
    access: 'public',
    group: 'keepsakes',
    summary:
      'The parent’s choice, on their watch page (its signed link), whether the child’s portrait goes on the certificate.',
    params: certificateParamsSchema,
    query: certificatePortraitQuerySchema,
    body: certificatePortraitSchema,
    responses: { 200: certificatePortraitResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      404: [KEEPSAKE_ERROR_CODES.certificateLinkInvalid],
      429: [RATE_LIMITED_CODE],
    },
  }),
} as const;
