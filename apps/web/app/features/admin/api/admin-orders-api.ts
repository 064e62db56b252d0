import {
  ADMIN_ORDERS_EXPORT_PATH,
  adminOrderListResponseSchema,
  orderResponseSchema,
  type OrderStatus,
  type UpdateOrderRequest,
} from '@shop/contracts/orders';
import { DEFAULT_PAGE_SIZE } from '@shop/contracts/pagination';
import { authenticatedRequest } from '~/lib/api-client';

// The order service's admin calls (SPEC §7): the paged list with its summary, its CSV export, one
// order, and completion. All carry the admin's bearer token; the server checks the role.

export interface AdminOrdersPage {
  page: number;
  status: OrderStatus | undefined;
}

function pageQuery({ page, status }: AdminOrdersPage): string {
  const query = new URLSearchParams({ page: String(page), limit: String(DEFAULT_PAGE_SIZE) });
  if (status) query.set('status', status);
  return query.toString();
}

export const fetchAdminOrders = (request: AdminOrdersPage, signal?: AbortSignal) =>
  authenticatedRequest(`/api/orders/admin/all?${pageQuery(request)}`, {
    signal,
    parse: adminOrderListResponseSchema.parse,
  });

/** The same page as the table, as CSV text. */
export const fetchAdminOrdersCsv = (request: AdminOrdersPage) =>
  authenticatedRequest(`${ADMIN_ORDERS_EXPORT_PATH}?${pageQuery(request)}`, {
    responseType: 'text',
    parse: (data) => String(data),
  });

export const fetchOrder = (orderId: string, signal?: AbortSignal) =>
  authenticatedRequest(`/api/orders/${encodeURIComponent(orderId)}`, {
    signal,
    parse: orderResponseSchema.parse,
  });

/**
 * PUT /api/orders/{id} (SPEC §7): answers 200 once the video record has completed the order. The
 * contract fixes no answer body, so only the status counts.
 */
export async function markOrderComplete(orderId: string): Promise<void> {
  await authenticatedRequest(`/api/orders/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    body: { status: 'complete' } satisfies UpdateOrderRequest,
  });
}
