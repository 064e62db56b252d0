import { describe, expect, it } from 'vitest';
import { PAGES, concretePaths, pathMatcher } from './page-paths';

describe('the table of pages', () => {
  it('matches a parameter as exactly one segment, and an optional one as zero or one', () => {
    const status = pathMatcher('/order-status/:orderId');
    expect(status.test('/order-status/ord_123')).toBe(true);
    expect(status.test('/order-status')).toBe(false);
    expect(status.test('/order-status/a/b')).toBe(false);
    const complete = pathMatcher('/admin/complete-order/:orderId?');
    expect(complete.test('/admin/complete-order')).toBe(true);
    expect(complete.test('/admin/complete-order/ord_1')).toBe(true);
    expect(complete.test('/admin/complete-orders')).toBe(false);
    expect(pathMatcher('/').test('/')).toBe(true);
    expect(pathMatcher('/sitemap.xml').test('/sitemapXxml')).toBe(false);
  });

  it('expands a page with parameters into one path per value, and refuses a parameter without values', () => {
    const post = PAGES.find((page) => page.path === '/blogs/:postId')!;
    expect(concretePaths(post, { postId: ['diwali', 'holi'] })).toEqual(['/blogs/diwali', '/blogs/holi']);
    expect(() => concretePaths(post)).toThrow('No values for :postId of /blogs/:postId');
  });

  it('lists each path once', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
