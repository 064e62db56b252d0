import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { DEFAULT_PAGE_SIZE } from '@shop/contracts/pagination';
import { callEndpoint } from '~/lib/api-client';
import { listQuery, type WorkListFilters } from '../work-list';

// The order service's admin calls (docs/architecture.md#api-paths): the paged work list with its summary, its CSV export,
// one order, and completion. All carry the admin's bearer token; the server checks the role.

export type AdminOrdersPage = WorkListFilters;

export const fetchAdminOrders = (request: AdminOrdersPage, signal?: AbortSignal) =>
  callEndpoint(ORDER_ENDPOINTS.listAll, { query: listQuery(request, DEFAULT_PAGE_SIZE), signal });

/** The same page as the table, as CSV text. */
export const fetchAdminOrdersCsv = async (request: AdminOrdersPage) =>
  String(await callEndpoint(ORDER_ENDPOINTS.exportCsv, { query: listQuery(request, DEFAULT_PAGE_SIZE) }));

export const fetchOrder = (orderId: string, signal?: AbortSignal) =>
  callEndpoint(ORDER_ENDPOINTS.get, { params: { id: orderId }, signal });

/** PUT /api/orders/{id} (docs/architecture.md#api-paths): answers once the video record has completed the order. */
export async function markOrderComplete(orderId: string): Promise<void> {
  await callEndpoint(ORDER_ENDPOINTS.complete, { params: { id: orderId }, body: { status: 'complete' } });
}
