import {
  isApiPath,
  isJsonResponse,
  type EndpointDefinition,
  type EndpointReply,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@shop/contracts/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../plugins/compression.ts';

// Routes are registered from their contract (packages/contracts/src/endpoint.ts): method, path,
// access and schemas come from the declaration, so a route cannot answer at another path or with
// another shape than the one the web app and the OpenAPI document read. A module's routes file adds
// only what is the server's own: the handler and per-route options such as a tighter rate limit.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route was registered from (absent on the web app's and dev tools' routes). */
    endpoint?: EndpointDefinition;
  }
}

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

/** Returns the body of a success answer (status 200, or the reply it already sent with another). */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** What a route adds to its contract: rate limit, log level, its own hooks. Never method, path or schema. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'access' | 'endpoint'>;
};

// Any type provider: the compilers decide how schemas validate, the contract types the handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFastify = FastifyInstance<any, any, any, any, any>;

export function registerEndpoint<E extends EndpointDefinition>(
  app: AnyFastify,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const handle = handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  app.route({
    ...routeOfEndpoint(endpoint, extras),
    // A form's bad body is answered with its own texts (FormErrors) by the error handler.
    // An answer is the shop's data at this moment, often personal (an order, a child's name, signed
    // links that work for days): stored by no cache, shared or the browser's, unless the route says
    // otherwise (answers fixed at start are registerConstantEndpoint's).
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      // A hook of the route's plugin may have said it already (the sign-in flow's no-store).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
      return handle(request, reply);
    },
  });
}

const NO_STORE = 'private, no-store';

/**
 * A route whose answer is fixed at start (configuration, not data): the value is checked against the
 * endpoint's 200 schema and serialized once, then every request gets that text from a plain function
 * (no promise). Such a route has no rate limit, since turning a flood away costs the server as much
 * as answering it, and a text under the compression threshold skips the compression hooks.
 */
export function registerConstantEndpoint<E extends EndpointDefinition>(
  app: AnyFastify,
  endpoint: E,
  value: EndpointReply<E>,
  extras: RouteExtras = {},
): void {
  const schema = endpoint.responses[200];
  if (!isJsonResponse(schema)) throw new Error(`${endpoint.path} has no JSON answer to send`);
  const json = JSON.stringify(schema.parse(value));
  app.route({
    ...routeOfEndpoint(endpoint, { ...extras, config: { ...extras.config, rateLimit: false } }),
    ...(Buffer.byteLength(json) < COMPRESSION_THRESHOLD_BYTES && { compress: false }),
    handler: (_request: FastifyRequest, reply: FastifyReply) => {
      reply.type('application/json; charset=utf-8').send(json);
    },
  });
}

/** Method, path, access and schemas from the contract; the route's own extras on top. */
function routeOfEndpoint(endpoint: EndpointDefinition, extras: RouteExtras) {
  // Files (CSV, zip, PDF) and empty answers are sent by the handler as they are; JSON is parsed out.
  const response = Object.fromEntries(
    Object.entries(endpoint.responses).filter(([, body]) => isJsonResponse(body)),
  );
  return {
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    // The access-control plugin guards /api only: outside it every endpoint is public and reads its
    // own credentials (the sign-in flow's cookie, a signed link's signature), so a stale bearer
    // token a browser still sends does not turn a probe or a sign-in step into a 401.
    config: { ...extras.config, endpoint, ...(isApiPath(endpoint.path) ? { access: endpoint.access } : {}) },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
  };
}
