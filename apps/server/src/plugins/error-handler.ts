import type { ApiErrorBody } from '@shop/contracts/api-error';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { RequestValidationError } from '../http/zod-type-provider.ts';

// Every error leaves the server as `{ message, code? }` (@shop/contracts/api-error) with a real
// status. Bad input is always a 4xx with a message a person can act on; anything unexpected is a
// 500 whose details go to the log, never to the client.

const INTERNAL_ERROR: ApiErrorBody = { message: 'Internal server error' };

// Fastify's own 4xx errors, reworded for people and given our codes instead of Fastify's internals.
const FASTIFY_CLIENT_ERRORS: Record<string, Required<ApiErrorBody>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Request body is not valid JSON', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'Request body is empty but its content type says JSON',
    code: 'INVALID_JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large', code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' },
};

export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        const body: ApiErrorBody = error.code
          ? { message: error.message, code: error.code }
          : { message: error.message };
        return reply.status(error.status).send(body);
      }

      if (error instanceof RequestValidationError) {
        request.log.info({ validation: error.message }, 'request rejected by validation');
        return reply
          .status(400)
          .send({ message: error.message, code: 'VALIDATION_ERROR' } satisfies ApiErrorBody);
      }

      // Fastify and its plugins mark client errors with a 4xx statusCode (bad JSON, body too
      // large, wrong content type, rate limit): they are the client's to fix, so say what.
      const status = 'statusCode' in error ? error.statusCode : undefined;
      if (status !== undefined && status >= 400 && status < 500) {
        const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
        const body: ApiErrorBody = (fastifyCode && FASTIFY_CLIENT_ERRORS[fastifyCode]) || {
          message: error.message,
        };
        request.log.info({ status, fastifyCode }, body.message);
        return reply.status(status).send(body);
      }

      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(INTERNAL_ERROR);
    });

    // Unknown routes (every method; GET/HEAD outside /api are answered by the web module).
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: 'Not found' } satisfies ApiErrorBody),
    );
  },
  { name: 'error-handler' },
);
