// Builds unsigned tokens for unit tests (the browser never verifies signatures). Test-only.

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

export const NOW = Date.parse('2026-01-15T10:00:00Z');
export const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

export const USER_CLAIMS = {
  id: 'u_123',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user',
  provider: 'google',
  exp: inSeconds(3600),
};
