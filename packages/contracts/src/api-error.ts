import { z } from 'zod';

// Every non-2xx answer of the API has this body (SPEC §3 ApiError: message, status, optional code).
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
