import { ORDER_CREATE_ENDPOINTS } from '@shop/contracts/orders-create';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { PaymentConfirmationService } from './payment-confirmation.service.ts';

// POST /api/orders: the browser reports its payment (guests send no token, users their bearer
// token). This module checks the payment with the provider and has the orders module create the
// order (the one way a paid checkout becomes an order); the order's details go only to whoever paid
// for it (docs/decisions/023).

export const orderCreationRoutes: RoutesPlugin<{ confirmation: PaymentConfirmationService }> = async (
  app,
  { confirmation },
) => {
  registerEndpoint(
    app,
    ORDER_CREATE_ENDPOINTS.create,
    async (request, reply) => {
      const { order, created, details } = await confirmation.confirm(request.body, request.user);
      // The payment reference stays internal: the answer names the order by its number.
      const { payment_reference: _internal, ...data } = order;
      return reply.status(created ? 201 : 200).send({
        success: true as const,
        data: details ? data : { order_number: order.order_number, status: order.status },
      });
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
};
