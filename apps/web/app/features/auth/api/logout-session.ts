import { AUTH_ENDPOINT_ADDRESSES } from '@shop/contracts/auth-addresses';
import { callEndpoint } from '~/lib/api-client';

/** POST /auth/logout with the bearer token, no payload: the server revokes the token (docs/architecture.md#api-paths). */
export async function logoutSession(token: string): Promise<void> {
  await callEndpoint(AUTH_ENDPOINT_ADDRESSES.logout, { token, parse: () => undefined });
}
