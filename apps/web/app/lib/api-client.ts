import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { CLIENT_ERROR_CODES, CLIENT_MESSAGES } from '@shop/contracts/client-messages';
import {
  endpointUrl,
  isJsonResponse,
  type EndpointAddress,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type QueryValue,
} from '@shop/contracts/endpoint';
import { AUTH_TOKEN_KEY, readStored } from './storage-keys';

// The one HTTP client of the web app (docs/product-guide.md#call-failures). Every feature calls the
// API through `callEndpoint` with the endpoint's contract (packages/contracts), which fixes the
// method, path, who may call it and the answer's schema; nobody calls fetch directly, so errors look
// the same everywhere and a 401 always ends the session the same way.

export const NETWORK_ERROR_MESSAGE = CLIENT_MESSAGES.network;
export const NO_TOKEN_MESSAGE = AUTH_MESSAGES.noStoredToken;
export const SESSION_EXPIRED_MESSAGE = AUTH_MESSAGES.sessionExpired;
export const GENERIC_ERROR_MESSAGE = CLIENT_MESSAGES.generic;
export const INVALID_RESPONSE_MESSAGE = CLIENT_MESSAGES.invalidResponse;

/** docs/architecture.md#requests, the error body: message, status (0 when the server was never reached), optional code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
  }
}

/** A call that never reached the server (offline, DNS, a dropped connection): status 0. */
export const networkError = () => new ApiError(NETWORK_ERROR_MESSAGE, 0, CLIENT_ERROR_CODES.network);

/**
 * A failure the web app names itself, with the code of its message (a contract's or content's code
 * table), so a page shows it by its code like an answer's (docs/decisions/106).
 */
export class CodedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CodedError';
  }
}

/** A success answer that is not what the page expects (docs/product-guide.md#call-failures). */
export class InvalidResponseError extends CodedError {
  constructor() {
    super(INVALID_RESPONSE_MESSAGE, CLIENT_ERROR_CODES.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * How lib/ reaches the session without importing the auth feature: the auth provider registers
 * itself here. Without a registration the stored token is read as is and a 401 only throws.
 */
export interface AuthBridge {
  getToken: () => string | null;
  /** A call found the session over (no token, or a 401): the banner says the session expired. */
  onSessionExpired: () => void;
}

const defaultBridge: AuthBridge = {
  getToken: () => readStored('local', AUTH_TOKEN_KEY),
  onSessionExpired: () => {},
};
let bridge: AuthBridge = defaultBridge;

/** Returns the function that undoes the registration (for the provider's effect cleanup). */
export function registerAuthBridge(next: AuthBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = defaultBridge;
  };
}

interface RequestOptions {
  method: string;
  headers: Headers;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead (an endpoint whose raw body is a form's file). */
  form?: FormData | undefined;
  signal?: AbortSignal | undefined;
  /**
   * How a successful answer is read: JSON (default), as text for a text file such as a CSV, or as
   * bytes for any other file (a zip of photos).
   */
  responseType?: 'json' | 'text' | 'bytes';
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return (
    apiErrorOfBody(body, response.status) ??
    new ApiError(`HTTP ${response.status}: ${response.statusText}`, response.status)
  );
}

/** The error an answer's body ({ message, code? }) describes, with its code; null for any other body. */
export function apiErrorOfBody(body: unknown, status: number): ApiError | null {
  if (!body || typeof body !== 'object') return null;
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || !message) return null;
  return new ApiError(message, status, typeof code === 'string' ? code : undefined);
}

/** The transport. Non-OK answers and network failures throw an ApiError; a success answer comes back read. */
async function send(
  url: string,
  { method, headers, body, form, signal, responseType = 'json' }: RequestOptions,
) {
  // Errors come back as JSON either way.
  headers.set(
    'Accept',
    responseType === 'text'
      ? 'text/*, application/json;q=0.9'
      : responseType === 'bytes'
        ? '*/*'
        : 'application/json',
  );
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      signal,
      // A form sets its own Content-Type, with the boundary.
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (error) {
    // A caller that aborted on purpose wants its AbortError back, not a network error.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined;
  if (responseType === 'bytes') return new Uint8Array(await response.arrayBuffer());
  return responseType === 'text' ? response.text() : response.json().catch(() => undefined);
}

/** The text to show for a failed call (docs/product-guide.md#call-failures). */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return SESSION_EXPIRED_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

type Schema = NonNullable<EndpointDefinition['params']>;

/** What one call sends: the path's params (when it has any), the query, the JSON body. */
export type EndpointCall<E extends EndpointDefinition> = (E['params'] extends Schema
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (E['query'] extends Schema ? { query?: EndpointQuery<E> } : { query?: never }) &
  (E['body'] extends Schema ? { body: EndpointBody<E> } : { body?: never }) &
  (E['rawBody'] extends { multipartField: string } ? { form: FormData } : { form?: never }) & {
    signal?: AbortSignal;
    /**
     * This bearer token instead of the stored one. A 401 is then the caller's to judge: the session
     * is not ended (the auth provider checks a token it is restoring this way).
     */
    token?: string;
  };

/**
 * A call to an endpoint known by its address alone (see EndpointAddress): the caller reads the answer
 * with its own `parse`.
 */
export interface AddressCall<T> {
  parse: (data: unknown) => T;
  params?: Readonly<Record<string, string | number>>;
  signal?: AbortSignal;
  token?: string;
}

interface AnyCall {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  token?: string;
  parse?: (data: unknown) => unknown;
}

/** The success answer checked against the contract's schemas (200 and 201 usually share one). */
function contractParser(endpoint: EndpointDefinition) {
  const schemas = Object.entries(endpoint.responses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .map(([, answer]) => answer)
    .filter(isJsonResponse);
  if (schemas.length === 0) return (data: unknown) => data;
  return (data: unknown) => {
    for (const schema of schemas) {
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
    }
    // docs/product-guide.md#call-failures: an answer that is not what the page expects reads as one sentence, not zod's report.
    throw new InvalidResponseError();
  };
}

/** How a success answer is read: a text file as text, any other file as bytes, else JSON. */
function responseTypeOf(endpoint: EndpointAddress): NonNullable<RequestOptions['responseType']> {
  if (!('responses' in endpoint)) return 'json';
  const file = Object.entries((endpoint as EndpointDefinition).responses).find(
    ([status, answer]) =>
      Number(status) >= 200 && Number(status) < 300 && answer !== null && !isJsonResponse(answer),
  )?.[1] as { file: string } | undefined;
  if (!file) return 'json';
  return file.file.startsWith('text/') ? 'text' : 'bytes';
}

/**
 * Calls an endpoint by its contract. The bearer token goes with calls for signed-in users and admins
 * (required: none stored ends the session) and with guest-or-user calls when one is stored; a 401 to
 * a call that carried it ends the session. Public calls never carry it unless the caller gives one.
 * The answer is checked against the contract's success schema.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[call]: E['params'] extends Schema
    ? [EndpointCall<E>]
    : E['body'] extends Schema
      ? [EndpointCall<E>]
      : [EndpointCall<E>?]
): Promise<EndpointResult<E>>;
export function callEndpoint<T>(endpoint: EndpointAddress, call: AddressCall<T>): Promise<T>;
export async function callEndpoint(endpoint: EndpointAddress, call?: AnyCall): Promise<unknown> {
  const { params, query, body, form, signal, token: givenToken, parse } = call ?? {};
  const url = endpointUrl(endpoint, params, query);
  const read =
    parse ??
    ('responses' in endpoint ? contractParser(endpoint as EndpointDefinition) : (data: unknown) => data);
  const options = (headers: Headers): RequestOptions => ({
    method: endpoint.method,
    headers,
    signal,
    body,
    form,
    responseType: responseTypeOf(endpoint),
  });
  const withToken = (token: string) => new Headers({ Authorization: `Bearer ${token}` });

  if (givenToken !== undefined) {
    const data = await send(url, options(withToken(givenToken)));
    return read(data);
  }
  const token = bridge.getToken();
  const required = endpoint.access === 'user' || endpoint.access === 'admin';
  if (endpoint.access === 'public' || (!required && !token)) {
    const data = await send(url, options(new Headers()));
    return read(data);
  }
  if (!token) {
    bridge.onSessionExpired();
    throw new ApiError(NO_TOKEN_MESSAGE, 401);
  }
  let data: unknown;
  try {
    data = await send(url, options(withToken(token)));
  } catch (error) {
    if (isApiError(error) && error.status === 401) bridge.onSessionExpired();
    throw error;
  }
  return read(data);
}
