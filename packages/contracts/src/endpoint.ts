import type { z } from 'zod';

// Every HTTP endpoint of the shop is declared once, here in contracts, as data: method, path, who may
// call it, its params, query, body, success responses and the error codes it may answer. The server
// registers its routes from these declarations (apps/server/src/http/endpoint-route.ts), the web app
// calls them by the same object (apps/web/app/lib/api-client.ts callEndpoint), and the OpenAPI
// document is generated from them (./openapi.ts). A path or a schema therefore cannot drift between
// the two sides, and nobody writes an '/api/…' string by hand.

/**
 * Who may call an endpoint; the server's access-control plugin enforces it before the body is read.
 * - public         anyone; on /api a bearer token, if sent, must still be valid. Outside /api every
 *                  endpoint is public and reads its own credentials, if any: the sign-in flow
 *                  (/auth/*: a bearer, ?token= or the sign-in cookie), signed links, probes
 * - guest-or-user  a guest (no token) or a signed-in user: checkout and order creation
 * - user           a valid token
 * - admin          a valid token whose user is an admin now
 */
export const ACCESS_LEVELS = ['public', 'guest-or-user', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the JSON API lives; every other path is the web app, the sign-in flow, probes or signed links. */
export const API_PATH_PREFIX = '/api';

/** true for /api and everything under it (with or without a query). */
export const isApiPath = (url: string): boolean =>
  url === API_PATH_PREFIX || url.startsWith(`${API_PATH_PREFIX}/`) || url.startsWith(`${API_PATH_PREFIX}?`);

/** A success body that is not JSON (a CSV export, a zip of photos, a PDF receipt): its media type. */
export interface FileBody {
  readonly file: string;
}

/** A success answer without a body (204, a redirect). */
export const NO_BODY = null;

/**
 * A request body the handler reads itself instead of a JSON schema: a photo in a multipart form
 * (`multipartField`), a file PUT to a signed link, a provider's signed webhook (its exact bytes).
 */
export interface RawBody {
  readonly mediaTypes: readonly string[];
  /** The form field a multipart body carries its file in. */
  readonly multipartField?: string;
}

/**
 * A form's body whose schema messages are the texts people read (docs/product-guide.md#order-form-checks): a failure is answered
 * with its first issue's message alone, unprefixed, and the code `codeByMessage` gives that
 * message, else `code`. Without it, the server lists the issues, each after its field, with code
 * VALIDATION_ERROR. The one text rule (no NUL) is answered the second way too, naming the field,
 * unless `textRuleAsFormMessage`.
 */
export interface FormErrors {
  readonly code: string;
  readonly codeByMessage?: Readonly<Record<string, string>>;
  /** The text rule's refusal is answered like the form's own texts, unprefixed (the admin forms show it as it is). */
  readonly textRuleAsFormMessage?: boolean;
}

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify-style: `/api/orders/:id`; an optional segment ends in `?`. */
  readonly path: `/${string}`;
  readonly access: Access;
  /** One line for the OpenAPI document: what the endpoint does, for whom. */
  readonly summary: string;
  /** The OpenAPI tag: the module that owns it (orders, payments, …). */
  readonly group: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly rawBody?: RawBody;
  readonly formErrors?: FormErrors;
  /** Success answers by status: a JSON schema, a file's media type, or NO_BODY. */
  readonly responses: Readonly<Record<number, z.ZodType | FileBody | null>>;
  /** The `code`s of the error bodies ({ message, code }) it may answer, by status. */
  readonly errors?: Readonly<Record<number, readonly string[]>>;
}

/**
 * Where an endpoint is and who may call it, without its schemas: what the browser needs to call the
 * few endpoints on every page's first load (the sign-in state), where the schema library must not
 * go. The full definition spreads its address, so the two cannot differ.
 */
export type EndpointAddress = Pick<EndpointDefinition, 'method' | 'path' | 'access'>;

/** Declares an endpoint; `const` keeps its literal path and schemas for the types below. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the input side of each schema (before the server's transforms). */
export type EndpointParams<E extends EndpointDefinition> = Input<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = Input<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = Input<E['body']>;

/** What a handler receives: the output side of each schema (after validation and transforms). */
export type ParsedParams<E extends EndpointDefinition> = Output<E['params']>;
export type ParsedQuery<E extends EndpointDefinition> = Output<E['query']>;
export type ParsedBody<E extends EndpointDefinition> = Output<E['body']>;

type SuccessStatus<E extends EndpointDefinition> = Extract<keyof E['responses'], number>;
type ResponseOf<S, Side extends 'input' | 'output'> = S extends z.ZodType
  ? Side extends 'input'
    ? z.input<S>
    : z.output<S>
  : S extends FileBody
    ? string | Uint8Array
    : undefined;

/** What a handler may return (each success schema's input; the serializer parses it on the way out). */
export type EndpointReply<E extends EndpointDefinition> = {
  [K in SuccessStatus<E>]: ResponseOf<E['responses'][K], 'input'>;
}[SuccessStatus<E>];

/** What a caller gets back (each success schema's output). */
export type EndpointResult<E extends EndpointDefinition> = {
  [K in SuccessStatus<E>]: ResponseOf<E['responses'][K], 'output'>;
}[SuccessStatus<E>];

const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/;

/** The names of the path's parameters, in order (`/api/orders/:id` → ['id']). */
export function pathParameterNames(path: string): string[] {
  return path
    .split('/')
    .map((segment) => PARAM_SEGMENT.exec(segment)?.[1])
    .filter((name): name is string => name !== undefined);
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of one call: path parameters filled in (URL-encoded), then the query string from the
 * defined values. A missing required parameter is a programming error and throws.
 */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: Readonly<Record<string, string | number>> | undefined,
  query?: Readonly<Record<string, QueryValue>> | undefined,
): string {
  const path = endpoint.path
    .split('/')
    .flatMap((segment) => {
      const match = PARAM_SEGMENT.exec(segment);
      if (!match) return [segment];
      const value = params?.[match[1]!];
      if (value === undefined || value === '') {
        if (match[2]) return [];
        throw new Error(`${endpoint.path}: the path parameter "${match[1]}" is missing`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * A form's `codeByMessage` from message groups and their code tables (MessageCodes in ./api-error):
 * each message is answered with its own code, the one a page shows it by.
 */
export function codesByMessage(
  ...groups: readonly (readonly [messages: object, codes: Readonly<Record<string, string>>])[]
): Readonly<Record<string, string>> {
  const byMessage: Record<string, string> = {};
  for (const [messages, codes] of groups)
    for (const [key, message] of Object.entries(messages))
      if (typeof message === 'string' && codes[key] !== undefined) byMessage[message] ??= codes[key];
  return byMessage;
}

/** The answer to a form body's failed validation (see FormErrors): its first message, and that message's code. */
export function formError(
  formErrors: FormErrors,
  issues: readonly { readonly message: string }[],
): { message: string; code: string } | null {
  const message = issues[0]?.message;
  if (message === undefined) return null;
  return { message, code: formErrors.codeByMessage?.[message] ?? formErrors.code };
}

/** true for a JSON success schema, false for a file or no body. */
export function isJsonResponse(response: z.ZodType | FileBody | null | undefined): response is z.ZodType {
  return typeof response === 'object' && response !== null && 'safeParse' in response;
}
