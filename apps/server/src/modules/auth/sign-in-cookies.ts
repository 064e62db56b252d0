import type { CookieSerializeOptions } from '@fastify/cookie';
import { z } from 'zod';
import type { SignInFlow } from '../../adapters/identity/identity-provider.ts';

// Two short-lived cookies, both scoped to /auth and unreadable by scripts:
// - the in-flight sign-in (state, nonce, PKCE verifier), signed, from /auth/google to its callback:
//   no server memory, so the callback may land on any server process;
// - the fresh token, for GET /auth/status (the callback page's fallback, docs/product-guide.md#sign-in-callback).

export const FLOW_COOKIE = 'diya_sign_in';
export const TOKEN_COOKIE = 'diya_auth_token';
const FLOW_MAX_AGE_S = 10 * 60;
const TOKEN_MAX_AGE_S = 5 * 60;

// Lax: the provider brings the browser back with a top-level GET, which carries Lax cookies.
const base = (secure: boolean): CookieSerializeOptions => ({
  path: '/auth',
  httpOnly: true,
  sameSite: 'lax',
  secure,
});

export const flowCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  ...base(secure),
  signed: true,
  maxAge: FLOW_MAX_AGE_S,
});
export const tokenCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  ...base(secure),
  maxAge: TOKEN_MAX_AGE_S,
});
/** For clearCookie: the attributes must match the ones it was set with. */
export const clearOptions = (secure: boolean): CookieSerializeOptions => base(secure);

const flowSchema = z.object({
  state: z.string().min(1).max(256),
  nonce: z.string().min(1).max(256),
  codeVerifier: z.string().min(43).max(128),
});

export const encodeFlow = (flow: SignInFlow): string =>
  Buffer.from(JSON.stringify(flow)).toString('base64url');

/** The flow from an already unsigned cookie value; null when absent or not ours. */
export function decodeFlow(value: string | null | undefined): SignInFlow | null {
  if (!value) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
