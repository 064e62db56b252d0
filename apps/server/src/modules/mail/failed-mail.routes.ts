import { FAILED_MAIL_ENDPOINTS } from '@shop/contracts/failed-mail';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { FailedMailService } from './failed-mail.service.ts';

// The admin page's "E-mails not delivered" panel (docs/decisions/019): admins only.

export const failedMailRoutes: RoutesPlugin<{ failedMail: FailedMailService }> = async (
  app,
  { failedMail },
) => {
  registerEndpoint(app, FAILED_MAIL_ENDPOINTS.list, async (request) => ({
    success: true as const,
    ...(await failedMail.list(request.query)),
  }));

  registerEndpoint(app, FAILED_MAIL_ENDPOINTS.retry, async (request) => {
    await failedMail.retry(request.params.id);
    return { success: true as const, data: { id: request.params.id } };
  });
};
