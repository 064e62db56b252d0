import type { EndpointAddress } from './endpoint';

/**
 * The addresses of the sign-in state's endpoints, which the web app calls from every page: zod-free,
 * and a file of their own so the landing page's first load carries neither them nor the schemas
 * (their full contracts are AUTH_ENDPOINTS in ./auth.ts, which spreads these).
 */
export const AUTH_ENDPOINT_ADDRESSES = {
  status: { method: 'GET', path: '/auth/status', access: 'public' },
  logout: { method: 'POST', path: '/auth/logout', access: 'public' },
  verifyToken: { method: 'GET', path: '/api/token/verify', access: 'user' },
} as const satisfies Record<string, EndpointAddress>;
