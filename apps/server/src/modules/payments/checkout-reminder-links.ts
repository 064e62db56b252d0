import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ORDER_PAGE_PATH,
  REMINDERS_STOP_PATH,
  RESUME_FRAGMENT_KEY,
  STOP_FRAGMENT_KEY,
} from '@shop/contracts/page-paths';
import { pathInLocale } from '@shop/contracts/locale';
import type { SiteLanguage } from '@shop/contracts/site-language';

// The links of an unpaid checkout's reminder (docs/decisions/112): "finish my order" reopens the
// filled form until the photos' hold ends; "stop reminders" works for months. Each is the checkout
// id, what the link does and until when, signed (HMAC-SHA256) with a key of their own derived from
// the order-link secret: nothing is stored, and neither link can stand in for the other.

export type ReminderLinkPurpose = 'resume' | 'stop';

export interface ReminderLinkClaims {
  checkoutId: string;
  purpose: ReminderLinkPurpose;
  expiresAt: Date;
}

export interface CheckoutReminderLinks {
  url(claims: ReminderLinkClaims, lang: SiteLanguage): string;
  /** The claims of a well-signed token of this purpose; null when forged, of the other purpose or malformed. Expiry is the caller's to check. */
  verify(token: string, purpose: ReminderLinkPurpose): ReminderLinkClaims | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createCheckoutReminderLinks({
  secret,
  siteUrl,
}: {
  secret: string | Buffer;
  siteUrl: string;
}): CheckoutReminderLinks {
  const key = createHmac('sha256', secret).update('diya-tales checkout reminder links').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const tokenOf = ({ checkoutId, purpose, expiresAt }: ReminderLinkClaims) => {
    const body = `${purpose === 'resume' ? 'r' : 's'}.${checkoutId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${body}.${sign(body)}`;
  };
  return {
    url(claims, lang) {
      const path = claims.purpose === 'resume' ? ORDER_PAGE_PATH : REMINDERS_STOP_PATH;
      const fragment = claims.purpose === 'resume' ? RESUME_FRAGMENT_KEY : STOP_FRAGMENT_KEY;
      return `${siteUrl.replace(/\/+$/, '')}${pathInLocale(path, lang)}#${fragment}=${tokenOf(claims)}`;
    },
    verify(token, purpose) {
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [kind, checkoutId, expires, signature] = parts as [string, string, string, string];
      if (
        kind !== (purpose === 'resume' ? 'r' : 's') ||
        !UUID.test(checkoutId) ||
        !/^\d{1,12}$/.test(expires)
      )
        return null;
      const expected = Buffer.from(sign(`${kind}.${checkoutId}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { checkoutId, purpose, expiresAt: new Date(Number(expires) * 1000) };
    },
  };
}
