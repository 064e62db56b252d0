import {
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  type ApiErrorBody,
} from '@shop/contracts/api-error';
import { formError, type EndpointDefinition } from '@shop/contracts/endpoint';
import { UNSTORABLE_TEXT_CODE, UNSTORABLE_TEXT_MESSAGE } from '@shop/contracts/text';
import { STORAGE_FAILURE_CODES, STORAGE_FAILURE_MESSAGES } from '@shop/contracts/uploads';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { StorageFullError, StorageUnavailableError } from '../adapters/storage/object-storage.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError } from '../errors/app-error.ts';
import { RequestValidationError } from '../http/zod-type-provider.ts';

// Every error leaves the server as `{ message, code? }` (@shop/contracts/api-error) with a real
// status. Bad input is always a 4xx with a message a person can act on; storage that cannot take
// a write (whichever route wrote) is a 507 or 503 that says so (docs/decisions/022); anything
// unexpected is a 500 whose details go to the log, never to the client.

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

// Postgres SQLSTATEs for text it cannot take: 22021 "invalid byte sequence for encoding" (a NUL in
// a text parameter), 22P05 "unsupported Unicode escape sequence" (\u0000 inside json/jsonb).
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, also when a driver or Drizzle wrapped it (as `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// A hint for clients and proxies; the operator decides when the store is back.
const RETRY_AFTER_SECONDS = 60;
// A database restart or failover is over in seconds; the pool reconnects by itself.
const DATABASE_RETRY_AFTER_SECONDS = 5;

function storageFailure(error: unknown): { status: 503 | 507; body: Required<ApiErrorBody> } | null {
  if (error instanceof StorageFullError)
    return {
      status: 507,
      body: { message: STORAGE_FAILURE_MESSAGES.full, code: STORAGE_FAILURE_CODES.full },
    };
  if (error instanceof StorageUnavailableError)
    return {
      status: 503,
      body: { message: STORAGE_FAILURE_MESSAGES.unavailable, code: STORAGE_FAILURE_CODES.unavailable },
    };
  return null;
}

/**
 * A form's body (its contract's formErrors) is answered with its first message alone, the text the
 * form shows, and that message's code; every other part, and the text rule (unless the form says
 * `textRuleAsFormMessage`), names the failing fields, with VALIDATION_ERROR.
 */
function validationAnswer(
  error: RequestValidationError,
  endpoint: EndpointDefinition | undefined,
): ApiErrorBody {
  const textRule = error.issues.some((issue) => issue.message === UNSTORABLE_TEXT_MESSAGE);
  const formErrors = endpoint?.formErrors;
  // The one text rule (no NUL) names its field, unless the form answers it in its own words.
  const form =
    error.part === 'body' && (!textRule || formErrors?.textRuleAsFormMessage) ? formErrors : undefined;
  return (form && formError(form, error.issues)) ?? { message: error.message, code: 'VALIDATION_ERROR' };
}

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

      const storage = storageFailure(error);
      if (storage) {
        request.log.error({ err: error }, storage.body.message);
        return reply.status(storage.status).header('retry-after', RETRY_AFTER_SECONDS).send(storage.body);
      }

      if (error instanceof RequestValidationError) {
        request.log.info({ validation: error.message }, 'request rejected by validation');
        return reply.status(400).send(validationAnswer(error, request.routeOptions.config.endpoint));
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

      // The last line behind the text rule the validator applies to every request part: text the
      // database cannot store is the client's to fix, and the failed statement rolled back its own
      // transaction. Logged as a warning, without the query's parameters, because a route let it through.
      const databaseCode = sqlStateOf(error);
      if (databaseCode && UNSTORABLE_TEXT_STATES.has(databaseCode)) {
        request.log.warn({ databaseCode }, 'Text the database cannot store reached a query');
        return reply.status(400).send({
          message: UNSTORABLE_TEXT_MESSAGE,
          code: UNSTORABLE_TEXT_CODE,
        } satisfies ApiErrorBody);
      }

      // The database restarting or out of reach is nobody's bug: the transaction rolled back (or
      // never began), so the same request later works. Said as such, with a hint when to retry.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'The database is unavailable; answered 503');
        return reply
          .status(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send({
            message: DATABASE_UNAVAILABLE_MESSAGE,
            code: DATABASE_UNAVAILABLE_CODE,
          } satisfies ApiErrorBody);
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
