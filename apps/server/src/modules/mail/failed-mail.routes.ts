import {
  failedMailListResponseSchema,
  failedMailParamsSchema,
  failedMailQuerySchema,
  failedMailRetryResponseSchema,
} from '@shop/contracts/failed-mail';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { FailedMailService } from './failed-mail.service.ts';

// The admin page's "E-mails not delivered" panel (docs/decisions/019): admins only.
const adminOnly = { access: 'admin' } as const;

export const failedMailRoutes: RoutesPlugin<{ failedMail: FailedMailService }> = async (
  app,
  { failedMail },
) => {
  app.get(
    '/api/email/failed',
    {
      config: adminOnly,
      schema: { querystring: failedMailQuerySchema, response: { 200: failedMailListResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await failedMail.list(request.query)) }),
  );

  app.post(
    '/api/email/failed/:id/retry',
    {
      config: adminOnly,
      schema: { params: failedMailParamsSchema, response: { 200: failedMailRetryResponseSchema } },
    },
    async (request) => {
      await failedMail.retry(request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
