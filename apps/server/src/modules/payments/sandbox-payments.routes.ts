import {
  sandboxCardConfirmRequestSchema,
  sandboxCardConfirmResponseSchema,
  sandboxUpiConfirmRequestSchema,
  sandboxUpiConfirmResponseSchema,
} from '@shop/contracts/sandbox-payments';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { SandboxService } from './sandbox.service.ts';

// The offline sandbox's confirm calls, registered only when a real provider is missing. They play
// the provider's part (Stripe.js's confirmPayment, Razorpay Checkout), so they accept guests.

const CONFIRM_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const sandboxPaymentsRoutes: RoutesPlugin<{ sandbox: SandboxService }> = async (app, { sandbox }) => {
  app.post(
    '/api/payments/sandbox/card/confirm',
    {
      config: { access: 'guest-or-user', rateLimit: CONFIRM_LIMIT },
      schema: { body: sandboxCardConfirmRequestSchema, response: { 200: sandboxCardConfirmResponseSchema } },
    },
    async (request) => sandbox.confirmCard(request.body),
  );

  app.post(
    '/api/payments/sandbox/upi/confirm',
    {
      config: { access: 'guest-or-user', rateLimit: CONFIRM_LIMIT },
      schema: { body: sandboxUpiConfirmRequestSchema, response: { 200: sandboxUpiConfirmResponseSchema } },
    },
    async (request) => sandbox.confirmUpi(request.body),
  );
};
