import {
  paymentIntentResponseSchema,
  paymentsConfigResponseSchema,
  razorpayOrderResponseSchema,
} from '@shop/contracts/checkout';
import { z } from 'zod';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { PaymentsModule } from './payments.service.ts';

// SPEC §7 "Payment back end", under /api/payments/. The body is the order form
// (@shop/contracts/checkout); it is checked by the service, in the order and with the texts of
// SPEC §5, so the schema here only says "a JSON value".

// Starting payments is cheap for a caller and costs a provider object each: a tighter ceiling.
const START_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const anyJson = z.unknown();

export const paymentsRoutes: RoutesPlugin<{ payments: PaymentsModule }> = async (app, { payments }) => {
  app.post(
    '/api/payments/create-payment-intent',
    {
      config: { access: 'guest-or-user', rateLimit: START_LIMIT },
      schema: { body: anyJson, response: { 200: paymentIntentResponseSchema } },
    },
    async (request) => payments.checkout.startCardPayment(request.body, request.user),
  );

  app.post(
    '/api/payments/create-razorpay-order',
    {
      config: { access: 'guest-or-user', rateLimit: START_LIMIT },
      schema: { body: anyJson, response: { 200: razorpayOrderResponseSchema } },
    },
    async (request) => payments.checkout.startIndiaPayment(request.body, request.user),
  );

  app.get(
    '/api/payments/config',
    { config: { access: 'public' }, schema: { response: { 200: paymentsConfigResponseSchema } } },
    async () => payments.publicConfig,
  );
};
