import { createHmac, timingSafeEqual } from 'node:crypto';
import { photoRequestPagePath } from '@shop/contracts/order-detail';
import { orderStatusPagePath } from '@shop/contracts/order-status';
import type { SiteLanguage } from '@shop/contracts/site-language';

// The parent's signed links, no account needed:
// - the order-status page in the confirmation and delivery e-mails:
//   SITE_URL/order-status/<orderId>?sig=<HMAC>. It never expires: the e-mail says "keep this e-mail";
// - a better-photo request's page (issue 12): SITE_URL/photo-request/<requestId>?sig=<HMAC>. The
//   request's row decides the rest: 7 days, one use, withdrawn by a newer request.
// Each signature is the only key to its page, so it is long and checked in constant time; each
// kind is signed under its own label, so one never stands in for the other. A link for a parent who
// ordered on the Hindi site goes to the page's Hindi twin (/hi/order-status/…): same signature.

export interface OrderStatusLinks {
  url(orderId: string, language?: SiteLanguage): string;
  verify(orderId: string, signature: string): boolean;
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
  const site = (language: SiteLanguage) => (language === 'hi' ? `${siteUrl}/hi` : siteUrl);
  return {
    url: (orderId, language = 'en') =>
      `${site(language)}${orderStatusPagePath(orderId, sign('order-status', orderId))}`,
    verify: (orderId, signature) => verify('order-status', orderId, signature),
    photoRequestUrl: (requestId, language = 'en') =>
      `${site(language)}${photoRequestPagePath(requestId, sign('photo-request', requestId))}`,
    verifyPhotoRequest: (requestId, signature) => verify('photo-request', requestId, signature),
  };
}
