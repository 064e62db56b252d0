import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { GIFT_ENDPOINTS } from '@shop/contracts/gifts';
import { registerConstantEndpoint, registerEndpoint } from '../../http/endpoint-route.ts';
import { uploadSessionOf } from '../../http/upload-session.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { PaymentsModule } from './payments.service.ts';

// docs/architecture.md#api-paths, registered from @shop/contracts/checkout. The body is the order form,
// validated by its path's contract schema with the texts of docs/product-guide.md#order-form-checks (the endpoint's formErrors).

// Starting payments is cheap for a caller and costs a provider object each: a tighter ceiling.
const startLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } as const;

export const paymentsRoutes: RoutesPlugin<{ payments: PaymentsModule }> = async (app, { payments }) => {
  registerEndpoint(
    app,
    PAYMENT_ENDPOINTS.startCardPayment,
    async (request) =>
      payments.checkout.startCardPayment(request.body, request.user, uploadSessionOf(request)),
    startLimit,
  );

  registerEndpoint(
    app,
    PAYMENT_ENDPOINTS.startIndiaPayment,
    async (request) =>
      payments.checkout.startIndiaPayment(request.body, request.user, uploadSessionOf(request)),
    startLimit,
  );

  // A gift's payment (docs/decisions/115): the same prices and gateways, without photos or consent.
  registerEndpoint(
    app,
    GIFT_ENDPOINTS.startCardPayment,
    async (request) => payments.checkout.startGiftCardPayment(request.body, request.user),
    startLimit,
  );

  registerEndpoint(
    app,
    GIFT_ENDPOINTS.startIndiaPayment,
    async (request) => payments.checkout.startGiftIndiaPayment(request.body, request.user),
    startLimit,
  );

  // Read by every order form; it changes only with the server's config.
  registerConstantEndpoint(app, PAYMENT_ENDPOINTS.config, payments.publicConfig);
};
