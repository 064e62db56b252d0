import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { AUTH_TOKEN_KEY, readStored } from './storage-keys';

// The one HTTP client of the web app (SPEC §7 "Generic client behaviour"). Every feature's api/ files
// call `apiRequest` (public calls) or `authenticatedRequest` (bearer calls); nobody calls fetch directly,
// so errors look the same everywhere and a 401 always ends the session the same way.

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
