import { AUTH_ENDPOINT_ADDRESSES } from '@shop/contracts/auth-addresses';
import { callEndpoint } from '~/lib/api-client';

/**
 * GET /auth/status with the sign-in cookie (docs/architecture.md#api-paths): the callback page's fallback when the token query
 * parameter is missing. Resolves to the token, or null when the server has none for this browser.
 */
export function fetchAuthStatusToken(): Promise<string | null> {
  return callEndpoint(AUTH_ENDPOINT_ADDRESSES.status, {
    parse: (body) => {
      const token = (body as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && token ? token : null;
    },
  });
}
