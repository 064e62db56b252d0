import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedHref, pathInLocale } from './locale';
import { PAGES, concretePaths, isTranslated, localizedPaths, pathMatcher } from './page-paths';

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

  it('knows which pages are translated: not the blog, whose /hi pages wrap English articles', () => {
    for (const path of ['/', '/hi', '/stories', '/hi/stories', '/refund-policy?x=1', '/hi/find-my-order']) {
      expect(isTranslated(path), path).toBe(true);
    }
    for (const path of ['/blogs', '/hi/blogs', '/blogs/diwali', '/hi/blogs/diwali', '/admin', '/nowhere']) {
      expect(isTranslated(path), path).toBe(false);
    }
  });

  it('lists each path once', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives a page in Hindi too its /hi path, and the not-found page none of its own', () => {
    const page = (path: string) => PAGES.find((p) => p.path === path)!;
    expect(localizedPaths(page('/'))).toEqual(['/', '/hi']);
    expect(localizedPaths(page('/order-status/:orderId'))).toEqual([
      '/order-status/:orderId',
      '/hi/order-status/:orderId',
    ]);
    expect(localizedPaths(page('/admin'))).toEqual(['/admin']);
    expect(localizedPaths(page('*'))).toEqual(['*']);
  });
});

describe('the site languages', () => {
  it('reads the language from the path: /hi and below is Hindi, nothing else', () => {
    expect(['/hi', '/hi/stories', '/hi/order?story=3'].map(localeOfPath)).toEqual(['hi', 'hi', 'hi']);
    expect(['/', '/stories', '/hindi', '/hip'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('moves a path between languages both ways, keeping its query and hash', () => {
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/stories', 'hi')).toBe('/hi/stories');
    expect(pathInLocale('/order?story=3#photos', 'hi')).toBe('/hi/order?story=3#photos');
    expect(pathInLocale('/?order=1', 'hi')).toBe('/hi?order=1');
    expect(pathInLocale('/hi', 'en')).toBe('/');
    expect(pathInLocale('/hi?order=1', 'en')).toBe('/?order=1');
    expect(pathInLocale('/hi/stories', 'en')).toBe('/stories');
    expect(pathInLocale('/hi/stories', 'hi')).toBe('/hi/stories');
    expect(pathInLocale('/stories', 'en')).toBe('/stories');
  });

  it('keeps staff and sign-in links in English', () => {
    expect(localizedHref('/admin/orders/x', 'hi')).toBe('/admin/orders/x');
    expect(localizedHref('/auth/success', 'hi')).toBe('/auth/success');
    expect(localizedHref('/find-my-order', 'hi')).toBe('/hi/find-my-order');
  });
});
