import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The paying browser's proof (docs/decisions/023): a random token made when a checkout starts,
// handed to that browser only, and stored as its hash, so neither the database nor its backups
// can show anyone a guest's order. 256 random bits: not guessable, so a plain hash suffices.

export interface CheckoutToken {
  /** For the browser, once. */
  token: string;
  /** For the checkouts row. */
  hash: string;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function newCheckoutToken(): CheckoutToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/** Whether `token` is the one whose hash the checkout keeps; false when either is missing. */
export function checkoutTokenMatches(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashOf(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
