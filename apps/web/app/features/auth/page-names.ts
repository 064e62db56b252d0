import { pathInLocale } from '@shop/contracts/locale';
import type { ScreenText } from '~/lib/ui-text';

type PageNames = ScreenText['auth']['loginRequired']['pages'];

/**
 * How the login-required modal names the page a visitor tried to open (docs/product-guide.md#guarded-pages), in the words of the
 * page's language (`names`, from the screen text); /hi/order is the order page too.
 */
export function guardedPageName(path: string | null, names: PageNames): string {
  const pathname = pathInLocale((path ?? '').split(/[?#]/)[0] ?? '', 'en');
  if (pathname.startsWith('/order-confirmation')) return names.orderConfirmation;
  if (pathname.startsWith('/order')) return names.order;
  if (pathname.startsWith('/profile')) return names.profile;
  if (pathname.startsWith('/admin')) return names.admin;
  return names.other;
}
