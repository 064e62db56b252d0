import { PHOTO_LIMITS } from '@shop/contracts/uploads';
import ipaddr from 'ipaddr.js';

// One budget of unclaimed upload bytes (docs/decisions/022, 070): photos and voice clips of the
// child's name (and, with previews, what they store) together. These uploads are public and come
// before any checkout, so a stranger could otherwise fill the disk with files no order ever claims
// (they are swept only after 24 hours). Each upload counts, until an order claims it or the sweeper
// removes it, against two budgets of stored bytes:
// - the browser's upload session (a random id in an HttpOnly cookie the upload route sets): what
//   one order form may hold; the "checkout" before a checkout exists;
// - the client's network, from request.ip as the app derives it (TRUST_PROXY): an IPv4 address,
//   or the /64 of an IPv6 address (one subscriber's prefix, which they can rotate freely within).
// Dropping the cookie starts a new session but not a new network, so the network budget is the
// one a stranger meets; the session budget keeps one form from using a whole household's share.

export const UPLOAD_BUDGETS = {
  /** An order's 3 photos at the 10 MB most, and one replacement. */
  perSessionBytes: 4 * PHOTO_LIMITS.maxBytes,
  /**
   * Twenty photos at the most, far more at a phone photo's usual 1-3 MB: many families share one
   * address behind Indian mobile carriers' NAT, and claimed photos stop counting at once.
   */
  perNetworkBytes: 20 * PHOTO_LIMITS.maxBytes,
} as const;

/** Who uploads a photo or a voice clip, as the budgets see it. */
export interface Uploader {
  /** request.ip */
  ip: string;
  /** The upload session cookie's value. */
  session: string;
}

/** The network a budget is kept for: the IPv4 address itself (also when IPv4-mapped), or the IPv6 /64. */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 100);
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
