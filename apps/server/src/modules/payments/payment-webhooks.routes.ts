import { webhookResponseSchema } from '@shop/contracts/checkout';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { PAYMENT_WEBHOOK_PATHS } from './payment-paths.ts';
import type { PaymentsModule } from './payments.service.ts';

// The providers' webhooks. Signatures are computed over the exact bytes sent, so in this plugin
// (and only here: Fastify encapsulates it) JSON bodies arrive as raw Buffers, unparsed.

const WEBHOOK_BODY_LIMIT = 512 * 1024;

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

  for (const [slot, path] of Object.entries(PAYMENT_WEBHOOK_PATHS) as [
    keyof typeof PAYMENT_WEBHOOK_PATHS,
    string,
  ][]) {
    app.post(
      path,
      { config: { access: 'public' }, schema: { response: { 200: webhookResponseSchema } } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await payments.webhooks.receive(slot, rawBody, request.headers);
        request.log.info({ slot, outcome }, 'payment webhook handled');
        return { received: true as const };
      },
    );
  }
};
