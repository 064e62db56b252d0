import type { AdminOrdersQuery } from '@shop/contracts/orders';
import { isOpenStage } from '@shop/contracts/order-stages';

// The work list's filters (issue 12 item 5) and the sort they mean. Open work (an open stage, or
// the pending filter) reads oldest due first, so the most urgent video is on top; every other view,
// the default All among them, reads newest first, as the dashboard always has (docs/decisions/034).

export interface WorkListFilters {
  page: number;
  status: AdminOrdersQuery['status'];
  stage: AdminOrdersQuery['stage'];
  /** The search box: order number, kid's name or parent e-mail. */
  q: string;
  /** The admin's own choice; undefined follows the filter. */
  sort: AdminOrdersQuery['sort'];
}

export const INITIAL_FILTERS: WorkListFilters = {
  page: 1,
  status: undefined,
  stage: undefined,
  q: '',
  sort: undefined,
};

export function effectiveSort(filters: Pick<WorkListFilters, 'status' | 'stage' | 'sort'>): 'due' | 'newest' {
  if (filters.sort) return filters.sort;
  if (filters.stage) return isOpenStage(filters.stage) ? 'due' : 'newest';
  return filters.status === 'pending' ? 'due' : 'newest';
}

/** What the list endpoint is asked for: only the filters in use. */
export function listQuery(filters: WorkListFilters, limit: number): AdminOrdersQuery {
  const q = filters.q.trim();
  return {
    page: filters.page,
    limit,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.stage ? { stage: filters.stage } : {}),
    ...(q ? { q } : {}),
    sort: effectiveSort(filters),
  } as AdminOrdersQuery;
}
