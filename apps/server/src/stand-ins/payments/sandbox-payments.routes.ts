import { SANDBOX_PAYMENT_ENDPOINTS } from '@shop/contracts/sandbox-payments';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { SandboxService } from './sandbox.service.ts';

// The offline sandbox's confirm calls, registered only when a real provider is missing. They play
// the provider's part (Stripe.js's confirmPayment, Razorpay Checkout), so they accept guests.

const confirmLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } as const;

export const sandboxPaymentsRoutes: RoutesPlugin<{ sandbox: SandboxService }> = async (app, { sandbox }) => {
  registerEndpoint(
    app,
    SANDBOX_PAYMENT_ENDPOINTS.confirmCard,
    async (request) => sandbox.confirmCard(request.body),
    confirmLimit,
  );

  registerEndpoint(
    app,
    SANDBOX_PAYMENT_ENDPOINTS.confirmUpi,
    async (request) => sandbox.confirmUpi(request.body),
    confirmLimit,
  );
};
