import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '@shop/content/ui-text';
import { UI_TEXT_HI } from '@shop/content/ui-text.hi';
import { guardedPageName } from './page-names';

describe('guardedPageName', () => {
  const names = UI_TEXT.auth.loginRequired.pages;

  it.each([
    ['/order-confirmation?story=2', 'the order confirmation page'],
    ['/order?story=3', 'the order page'],
    ['/profile', 'your profile page'],
    ['/admin/complete-order/abc', 'the admin page'],
    ['/stories', 'this page'],
    [null, 'this page'],
  ])('%s → %s', (path, name) => {
    expect(guardedPageName(path, names)).toBe(name);
  });

  it('names a Hindi page by its English twin, in Hindi words', () => {
    const hindi = UI_TEXT_HI.auth.loginRequired.pages;
    expect(guardedPageName('/hi/order?story=3', hindi)).toBe('ऑर्डर पेज');
    expect(guardedPageName('/hi/order-confirmation', hindi)).toBe('ऑर्डर की पुष्टि वाला पेज');
    expect(guardedPageName('/hi/profile', hindi)).toBe('अपनी प्रोफ़ाइल');
    expect(guardedPageName('/hi', hindi)).toBe('यह पेज');
  });
});
