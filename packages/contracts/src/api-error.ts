import { z } from 'zod';

// Every non-2xx answer of the API has this body (SPEC §3 ApiError: message, status, optional code).
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** A request part that does not match its endpoint's schema (400). */
export const VALIDATION_ERROR_CODE = 'VALIDATION_ERROR';
/** Too many requests from one client address (429). */
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
