import {
  adminOrderListResponseSchema,
  adminOrdersQuerySchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '@shop/contracts/orders';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { OrdersService } from './orders.service.ts';

// SPEC §7 "Order service" (read side). Creation (POST /api/orders, 'guest-or-user') and completion
// (PUT, 'admin') come with the order-and-pay and admin work.

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
};
