import { API_PATH_PREFIX } from '@shop/contracts/endpoint';
import type { FastifyRequest } from 'fastify';

// The browser's upload session (docs/decisions/022, 070): a random id in an HttpOnly cookie that the
// photo and voice-clip uploads set. Their budgets of unclaimed bytes are kept per session, and the
// uploads it made can be used only from it: the checkout that names them, the answer to a
// better-photo request. An upload's id alone is not enough, so it never acts as a bearer token in
// another browser. Sent to the whole API (not only the upload routes) for that reason.

export const UPLOAD_SESSION_COOKIE = 'diya_upload_session';
export const UPLOAD_SESSION_COOKIE_PATH = API_PATH_PREFIX;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The request's upload session, if it carries a well-formed one (read from the Cookie header). */
export function uploadSessionOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== UPLOAD_SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (UUID.test(value)) return value;
  }
  return null;
}
