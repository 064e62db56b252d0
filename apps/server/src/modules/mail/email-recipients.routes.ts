import { EMAIL_RECIPIENT_ENDPOINTS } from '@shop/contracts/email-recipients';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { EmailRecipientsService } from './email-recipients.service.ts';

// The e-mail recipients and POST /api/email/test (docs/architecture.md#api-paths): admins only (the contracts say so).
// The two forms answer a bad body with their own first message (the contracts' formErrors).

export const emailRecipientsRoutes: RoutesPlugin<{ recipients: EmailRecipientsService }> = async (
  app,
  { recipients },
) => {
  registerEndpoint(app, EMAIL_RECIPIENT_ENDPOINTS.list, async () => ({
    success: true as const,
    data: await recipients.list(),
  }));

  registerEndpoint(app, EMAIL_RECIPIENT_ENDPOINTS.listActive, async () => ({
    success: true as const,
    data: await recipients.listActive(),
  }));

  registerEndpoint(app, EMAIL_RECIPIENT_ENDPOINTS.add, async (request, reply) => {
    const recipient = await recipients.add(request.body);
    return reply.status(201).send({ success: true, data: recipient });
  });

  registerEndpoint(app, EMAIL_RECIPIENT_ENDPOINTS.remove, async (request) => {
    await recipients.remove(request.params.email);
    return { success: true as const, data: { email: request.params.email } };
  });

  registerEndpoint(app, EMAIL_RECIPIENT_ENDPOINTS.sendTest, async (request) => ({
    success: true as const,
    data: await recipients.sendTest(request.body.message),
  }));
};
