import { apiRequest } from '~/lib/api-client';

/**
 * GET /auth/status with cookies (SPEC §7): the callback page's fallback when the token query parameter
 * is missing. Resolves to the token, or null when the server has none for this browser.
 */
export function fetchAuthStatusToken(): Promise<string | null> {
  return apiRequest('/auth/status', {
    credentials: 'include',
    parse: (body) => {
      const token = (body as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && token ? token : null;
    },
  });
}
