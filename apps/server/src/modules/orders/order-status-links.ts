import { createHmac, timingSafeEqual } from 'node:crypto';
import { orderStatusPagePath } from '@shop/contracts/order-status';

// The link in the parent's confirmation and delivery e-mails: SITE_URL/order-status/<orderId>?sig=<HMAC>.
// The signature is the only key to the page (no account needed), so it is long and checked in
// constant time. It never expires: the e-mail says "keep this e-mail".

export interface OrderStatusLinks {
  url(orderId: string): string;
  verify(orderId: string, signature: string): boolean;
}

export function createOrderStatusLinks({
  secret,
  siteUrl,
}: {
  secret: string;
  siteUrl: string;
}): OrderStatusLinks {
  const sign = (orderId: string) =>
    createHmac('sha256', secret).update(`order-status:v1:${orderId}`).digest('base64url');
  return {
    url: (orderId) => `${siteUrl}${orderStatusPagePath(orderId, sign(orderId))}`,
    verify(orderId, signature) {
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
