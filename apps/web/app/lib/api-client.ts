import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import {
  endpointUrl,
  isJsonResponse,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type QueryValue,
} from '@shop/contracts/endpoint';
import { AUTH_TOKEN_KEY, readStored } from './storage-keys';

// The one HTTP client of the web app (SPEC §7 "Generic client behaviour"). Every feature calls the
// API through `callEndpoint` with the endpoint's contract (packages/contracts), which fixes the
// method, path, who may call it and the answer's schema; nobody calls fetch directly, so errors look
// the same everywhere and a 401 always ends the session the same way.

export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const NO_TOKEN_MESSAGE = AUTH_MESSAGES.noStoredToken;
export const SESSION_EXPIRED_MESSAGE = AUTH_MESSAGES.sessionExpired;
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/** SPEC §3 ApiError: message, status (0 when the server was never reached), optional code. */
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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * How lib/ reaches the session without importing the auth feature: the auth provider registers
 * itself here. Without a registration the stored token is read as is and a 401 only throws.
 */
export interface AuthBridge {
  getToken: () => string | null;
  onSessionExpired: (message: string) => void;
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

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  body?: unknown;
  /** Checks and types the response body (a contract schema's `parse`, or any function). */
  parse?: (data: unknown) => unknown;
  /** How a successful answer is read: JSON (default), or as text for a file download such as a CSV. */
  responseType?: 'json' | 'text';
}

type Parsed<O> = O extends { parse: (data: unknown) => infer T } ? T : unknown;

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object') {
    const { message, code } = body as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) {
      return new ApiError(message, response.status, typeof code === 'string' ? code : undefined);
    }
  }
  return new ApiError(`HTTP ${response.status}: ${response.statusText}`, response.status);
}

/** A JSON request. Non-OK answers and network failures throw an ApiError. */
export async function apiRequest<O extends RequestOptions>(path: string, options?: O): Promise<Parsed<O>> {
  const { body, parse, headers, responseType = 'json', ...init } = options ?? ({} as RequestOptions);
  const requestHeaders = new Headers(headers);
  // Errors come back as JSON either way.
  requestHeaders.set(
    'Accept',
    responseType === 'text' ? 'text/*, application/json;q=0.9' : 'application/json',
  );
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // A caller that aborted on purpose wants its AbortError back, not a network error.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return (parse ? parse(undefined) : undefined) as Parsed<O>;
  const data: unknown =
    responseType === 'text' ? await response.text() : await response.json().catch(() => undefined);
  return (parse ? parse(data) : data) as Parsed<O>;
}

/**
 * A request with the signed-in user's bearer token. No token, or a 401 answer, ends the session
 * ("Session expired. Please sign in again.") and throws.
 */
export async function authenticatedRequest<O extends RequestOptions>(
  path: string,
  options?: O,
): Promise<Parsed<O>> {
  const token = bridge.getToken();
  if (!token) {
    bridge.onSessionExpired(SESSION_EXPIRED_MESSAGE);
    throw new ApiError(NO_TOKEN_MESSAGE, 401);
  }
  const headers = new Headers(options?.headers);
  headers.set('Authorization', `Bearer ${token}`);
  try {
    return await apiRequest(path, { ...options, headers } as O);
  } catch (error) {
    if (isApiError(error) && error.status === 401) bridge.onSessionExpired(SESSION_EXPIRED_MESSAGE);
    throw error;
  }
}

/** The text to show for a failed call (SPEC §8 "API helper"). */
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
  (E['body'] extends Schema ? { body: EndpointBody<E> } : { body?: never }) & {
    signal?: AbortSignal;
  };

/**
 * Calls an endpoint by its contract. The bearer token goes with calls for signed-in users and admins
 * (required: none stored ends the session) and with guest-or-user calls when one is stored; public
 * calls never carry it. The answer is checked against the contract's success schema.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[call]: E['params'] extends Schema
    ? [EndpointCall<E>]
    : E['body'] extends Schema
      ? [EndpointCall<E>]
      : [EndpointCall<E>?]
): Promise<EndpointResult<E>> {
  const { params, query, body, signal } = (call ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = endpointUrl(endpoint, params, query);
  const answers = Object.entries(endpoint.responses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .map(([, answer]) => answer);
  const schemas = answers.filter(isJsonResponse);
  const file = answers.find((answer) => answer !== null && !isJsonResponse(answer));
  const options: RequestOptions = {
    method: endpoint.method,
    signal,
    ...(body !== undefined ? { body } : {}),
    ...(file ? { responseType: 'text' as const } : {}),
    ...(schemas.length > 0
      ? {
          // The first success schema that fits (200 and 201 usually share one).
          parse: (data: unknown) => {
            for (const schema of schemas) {
              const parsed = schema.safeParse(data);
              if (parsed.success) return parsed.data;
            }
            return schemas[0]!.parse(data);
          },
        }
      : {}),
  };
  const token = bridge.getToken();
  const result =
    endpoint.access === 'user' || endpoint.access === 'admin'
      ? await authenticatedRequest(url, options)
      : endpoint.access === 'guest-or-user' && token
        ? await authenticatedRequest(url, options)
        : await apiRequest(url, options);
  return result as EndpointResult<E>;
}
