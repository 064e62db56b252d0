import { AUTH_ENDPOINT_ADDRESSES } from '@shop/contracts/auth-addresses';
import { DEFAULT_ROLE, ROLES, type Role } from '@shop/contracts/auth-constants';
import type { TokenVerifyResponse } from '@shop/contracts/auth';
import { callEndpoint } from '~/lib/api-client';

// GET /api/token/verify (docs/architecture.md#api-paths), called by its address: no schemas on every page's first load. The
// token is passed in rather than read from storage: the provider calls this at start-up and in the
// periodic check, and decides itself what a 401 means there.

export type VerifiedUser = NonNullable<TokenVerifyResponse['data']['user']>;
export interface TokenVerification {
  isAuthenticated: boolean;
  user: VerifiedUser | null;
}

// A hand-written check instead of the contract's zod schema keeps the schema library out of the
// bundle every page loads; it reads only the fields the app uses.
function parseVerification(body: unknown): TokenVerification {
  const data = (body as { data?: { isAuthenticated?: unknown; user?: Record<string, unknown> | null } })
    ?.data;
  const raw = data?.user;
  const user =
    raw && typeof raw.id === 'string' && typeof raw.email === 'string'
      ? {
          id: raw.id,
          email: raw.email,
          name: typeof raw.name === 'string' && raw.name ? raw.name : raw.email,
          role: ROLES.includes(raw.role as Role) ? (raw.role as Role) : DEFAULT_ROLE,
          provider: 'google' as const,
        }
      : null;
  return { isAuthenticated: data?.isAuthenticated === true, user };
}

export function verifyToken(token: string): Promise<TokenVerification> {
  return callEndpoint(AUTH_ENDPOINT_ADDRESSES.verifyToken, { token, parse: parseVerification });
}
