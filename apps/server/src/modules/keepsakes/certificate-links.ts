import { createHmac, timingSafeEqual } from 'node:crypto';
import { CERTIFICATE_LINK_SECONDS, KEEPSAKE_ENDPOINTS } from '@shop/contracts/keepsakes';
import { endpointUrl } from '@shop/contracts/endpoint';

// The certificate's link (docs/decisions/117): one order, one expiry, signed with a key of its own
// (derived from the order links' secret), so no other link of the shop can stand in for it, and it
// works for CERTIFICATE_LINK_SECONDS. Relative to the site: the watch page opens it from its origin.

export type CertificateLinkCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

export interface CertificateLinks {
  url(orderId: string, nowMs?: number): string;
  check(orderId: string, query: { expires: string; sig: string }, nowMs?: number): CertificateLinkCheck;
}

export function createCertificateLinks(orderLinkSecret: string): CertificateLinks {
  const key = createHmac('sha256', orderLinkSecret).update('diya-tales certificate links').digest();
  const sign = (orderId: string, expires: string) =>
    createHmac('sha256', key)
      .update(`certificate:v1:${orderId.toLowerCase()}:${expires}`)
      .digest('base64url');
  return {
    url(orderId, nowMs = Date.now()) {
      const expires = String(Math.floor(nowMs / 1000) + CERTIFICATE_LINK_SECONDS);
      return endpointUrl(
        KEEPSAKE_ENDPOINTS.certificate,
        { id: orderId },
        { expires, sig: sign(orderId, expires) },
      );
    },
    check(orderId, { expires, sig }, nowMs = Date.now()) {
      if (!/^\d{1,12}$/.test(expires) || !sig) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(orderId, expires));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      // Signed, so the number is ours; past it, the link is over.
      return Number(expires) * 1000 > nowMs ? { ok: true } : { ok: false, reason: 'expired' };
    },
  };
}
