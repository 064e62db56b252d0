import { createHmac, timingSafeEqual } from 'node:crypto';
import { photoRequestPagePath } from '@shop/contracts/order-detail';
import { watchPagePath } from '@shop/contracts/family-links';
import { orderStatusPagePath } from '@shop/contracts/order-status';
import { pathInLocale } from '@shop/contracts/locale';
import type { SiteLanguage } from '@shop/contracts/site-language';

// The parent's signed links, no account needed:
// - the order-status page in the confirmation and delivery e-mails:
//   SITE_URL/order-status/<orderId>?sig=<HMAC>. It never expires: the e-mail says "keep this e-mail";
// - the delivered film's watch page (docs/decisions/100): SITE_URL/watch/<orderId>?sig=<HMAC>, under
//   the order-status signature (it is the same family's key to the same order);
// - a better-photo request's page (issue 12): SITE_URL/photo-request/<requestId>?sig=<HMAC>. The
//   request's row decides the rest: 7 days, one use, withdrawn by a newer request.
// Both pages are in the language the order was placed in (issue 16): /hi/order-status/… for a Hindi
// order; the signature covers the id only, so either language's page opens with it.
// Each signature is the only key to its page, so it is long and checked in constant time; each
// kind is signed under its own label, so one never stands in for the other.

export interface OrderStatusLinks {
  url(orderId: string, language?: SiteLanguage): string;
  verify(orderId: string, signature: string): boolean;
  watchUrl(orderId: string, language?: SiteLanguage): string;
  photoRequestUrl(requestId: string, language?: SiteLanguage): string;
  verifyPhotoRequest(requestId: string, signature: string): boolean;
}

export function createOrderStatusLinks({
  secret,
  siteUrl,
}: {
  secret: string;
  siteUrl: string;
}): OrderStatusLinks {
  const sign = (label: string, id: string) =>
    createHmac('sha256', secret).update(`${label}:v1:${id}`).digest('base64url');
  const verify = (label: string, id: string, signature: string) => {
    const expected = Buffer.from(sign(label, id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    url: (orderId, language = 'en') =>
      `${siteUrl}${pathInLocale(orderStatusPagePath(orderId, sign('order-status', orderId)), language)}`,
    verify: (orderId, signature) => verify('order-status', orderId, signature),
    watchUrl: (orderId, language = 'en') =>
      `${siteUrl}${pathInLocale(watchPagePath(orderId, sign('order-status', orderId)), language)}`,
    photoRequestUrl: (requestId, language = 'en') =>
      `${siteUrl}${pathInLocale(photoRequestPagePath(requestId, sign('photo-request', requestId)), language)}`,
    verifyPhotoRequest: (requestId, signature) => verify('photo-request', requestId, signature),
  };
}
