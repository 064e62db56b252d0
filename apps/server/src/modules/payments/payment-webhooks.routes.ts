import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { PaymentsModule } from './payments.service.ts';
import type { WebhookSlot } from './webhooks.service.ts';

// The providers' webhooks. Signatures are computed over the exact bytes sent, so in this plugin
// (and only here: Fastify encapsulates it) JSON bodies arrive as raw Buffers, unparsed.

const WEBHOOK_BODY_LIMIT = 512 * 1024;

const WEBHOOKS: [
  WebhookSlot,
  typeof PAYMENT_ENDPOINTS.stripeWebhook | typeof PAYMENT_ENDPOINTS.razorpayWebhook,
][] = [
  ['card', PAYMENT_ENDPOINTS.stripeWebhook],
  ['india', PAYMENT_ENDPOINTS.razorpayWebhook],
];

export const paymentWebhooksRoutes: RoutesPlugin<{ payments: PaymentsModule }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  for (const [slot, endpoint] of WEBHOOKS) {
    registerEndpoint(app, endpoint, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await payments.webhooks.receive(slot, rawBody, request.headers);
      request.log.info({ slot, outcome }, 'payment webhook handled');
      return { received: true as const };
    });
  }
};
