import { createOrderRequestSchema, createOrderResponseSchema } from '@shop/contracts/orders-create';
import {
  orderStatusParamsSchema,
  orderStatusQuerySchema,
  orderStatusResponseSchema,
} from '@shop/contracts/order-status';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { PaymentsModule } from './payments.service.ts';

// SPEC §7 "Order service": POST /api/orders (after payment; guests send no token, users their
// bearer token; the order's details only to whoever paid, docs/decisions/023), and the
// order-status page behind the confirmation e-mail's signed link.

export const orderCreationRoutes: RoutesPlugin<{ payments: PaymentsModule }> = async (app, { payments }) => {
  app.post(
    '/api/orders',
    {
      config: { access: 'guest-or-user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        body: createOrderRequestSchema,
        response: { 200: createOrderResponseSchema, 201: createOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const { order, created, details } = await payments.confirmation.confirm(request.body, request.user);
      const { payment_reference: orderNumber, ...data } = order;
      return reply.status(created ? 201 : 200).send({
        success: true as const,
        data: details
          ? { ...data, order_number: orderNumber }
          : { order_number: orderNumber, status: order.status },
      });
    },
  );

  app.get(
    '/api/orders/status/:id',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: orderStatusParamsSchema,
        querystring: orderStatusQuerySchema,
        response: { 200: orderStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.orderStatus.view(request.params.id, request.query.sig),
    }),
  );
};
