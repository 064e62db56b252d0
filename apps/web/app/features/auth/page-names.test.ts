import { describe, expect, it } from 'vitest';
import { guardedPageName } from './page-names';

describe('guardedPageName', () => {
  it.each([
    ['/order-confirmation?story=2', 'the order confirmation page'],
    ['/order?story=3', 'the order page'],
    ['/profile', 'your profile page'],
    ['/admin/complete-order/abc', 'the admin page'],
    ['/stories', 'this page'],
    [null, 'this page'],
  ])('%s → %s', (path, name) => {
    expect(guardedPageName(path)).toBe(name);
  });
});
