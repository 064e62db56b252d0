import { z } from 'zod';

// The seed's list paging: ?page=1&limit=10 in, `pagination: { page, limit, total, pages }` out.

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Query fields of every paged list; strings from the URL become numbers, missing ones take the defaults. */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  /** Number of pages (0 when total is 0). */
  pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;
