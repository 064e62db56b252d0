import {
  emailRecipientCreatedResponseSchema,
  emailRecipientDeletedResponseSchema,
  emailRecipientInputSchema,
  emailRecipientListResponseSchema,
  emailRecipientParamsSchema,
  testEmailRequestSchema,
  testEmailResponseSchema,
} from '@shop/contracts/email-recipients';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors/app-error.ts';
import { RequestValidationError, type RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { EmailRecipientsService } from './email-recipients.service.ts';

// SPEC §7 "GET/POST/DELETE email recipients, POST /api/email/test": admins only.
const adminOnly = { access: 'admin' } as const;

export const emailRecipientsRoutes: RoutesPlugin<{ recipients: EmailRecipientsService }> = async (
  app,
  { recipients },
) => {
  app.get(
    '/api/email/recipients',
    { config: adminOnly, schema: { response: { 200: emailRecipientListResponseSchema } } },
    async () => ({ success: true as const, data: await recipients.list() }),
  );

  app.get(
    '/api/email/recipients/active',
    { config: adminOnly, schema: { response: { 200: emailRecipientListResponseSchema } } },
    async () => ({ success: true as const, data: await recipients.listActive() }),
  );

  app.post(
    '/api/email/recipients',
    {
      config: adminOnly,
      // The form's own texts ("Please fill in all required fields.") are the answer, unprefixed.
      attachValidation: true,
      schema: { body: emailRecipientInputSchema, response: { 201: emailRecipientCreatedResponseSchema } },
    },
    async (request, reply) => {
      rejectInvalidInput(request);
      const recipient = await recipients.add(request.body);
      return reply.status(201).send({ success: true, data: recipient });
    },
  );

  app.delete(
    '/api/email/recipients/:email',
    {
      config: adminOnly,
      schema: { params: emailRecipientParamsSchema, response: { 200: emailRecipientDeletedResponseSchema } },
    },
    async (request) => {
      await recipients.remove(request.params.email);
      return { success: true as const, data: { email: request.params.email } };
    },
  );

  app.post(
    '/api/email/test',
    {
      config: adminOnly,
      attachValidation: true,
      schema: { body: testEmailRequestSchema, response: { 200: testEmailResponseSchema } },
    },
    async (request) => {
      rejectInvalidInput(request);
      return { success: true as const, data: await recipients.sendTest(request.body.message) };
    },
  );
};

/** 400 with the first message of the contract, word for word (the admin form shows the same text). */
function rejectInvalidInput(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const message = error instanceof RequestValidationError ? error.issues[0]?.message : undefined;
  throw badRequest(message ?? error.message, 'VALIDATION_ERROR');
}
