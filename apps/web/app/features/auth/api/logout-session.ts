import { apiRequest } from '~/lib/api-client';

/** POST /auth/logout with the bearer token, no payload: the server revokes the token (SPEC §7). */
export async function logoutSession(token: string): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}
