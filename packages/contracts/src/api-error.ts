import { z } from 'zod';

// Every non-2xx answer of the API has this body (docs/architecture.md#requests: message, status, optional code).
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The codes of a group of messages a parent can see: one per message, under the message's own key,
 * named after it (docs/decisions/106-one-path-for-a-parents-words.md). A page shows an error by its
 * code, in its language, so a group's code table `satisfies MessageCodes<typeof ITS_MESSAGES>` and a
 * message without a code does not compile. Messages made by a function (filled in by the browser)
 * need none; extra keys (codes shared by several answers) are allowed.
 */
export type MessageCodes<M> = {
  readonly [K in keyof M as M[K] extends string ? K : never]: string;
} & Readonly<Record<string, string>>;

/** A request part that does not match its endpoint's schema (400). */
export const VALIDATION_ERROR_CODE = 'VALIDATION_ERROR';
/** Too many requests from one client address (429). */
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
/**
 * The database cannot be reached right now (restarting, failing over): 503 with Retry-After. Nothing
 * the caller sent was wrong and nothing was half-written; the same request later will work.
 */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
