import {
  ADMIN_ORDERS_EXPORT_PATH,
  adminOrderListResponseSchema,
  adminOrdersExportFileName,
  adminOrdersQuerySchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  updateOrderRequestSchema,
} from '@shop/contracts/orders';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { OrdersService } from './orders.service.ts';

// SPEC §7 "Order service". Creation (POST /api/orders) lives with payments; completion happens in
// POST /api/videos (docs/decisions/012), and PUT here confirms it, as the seed's admin screen calls it.

export const ordersRoutes: RoutesPlugin<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/api/orders',
    { config: { access: 'user' }, schema: { response: { 200: orderListResponseSchema } } },
    async (request) => ({ success: true as const, data: await orders.listOwn(signedInCaller(request)) }),
  );

  // Registered before /:id for readability; the router prefers the static path either way.
  app.get(
    '/api/orders/admin/all',
    {
      config: { access: 'admin' },
      schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrderListResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await orders.listAll(request.query)) }),
  );

  // The admin's "Export CSV": the page on screen, as a file.
  app.get(
    ADMIN_ORDERS_EXPORT_PATH,
    { config: { access: 'admin' }, schema: { querystring: adminOrdersQuerySchema } },
    async (request, reply) => {
      const csv = await orders.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachmentDisposition(adminOrdersExportFileName(request.query.page, request.query.status)),
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { params: orderIdParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await orders.getVisibleTo(signedInCaller(request), request.params.id),
    }),
  );

  app.put(
    '/api/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: orderIdParamsSchema,
        body: updateOrderRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await orders.confirmComplete(request.params.id) }),
  );
};
