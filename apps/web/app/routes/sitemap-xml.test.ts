import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '@shop/content/blog-posts';
import { PUBLIC_PATHS } from '../../react-router.config';
import { loader as robotsLoader } from './robots-txt';
import { SITEMAP_PATHS, loader as sitemapLoader } from './sitemap-xml';
import { STORIES } from '@shop/content/stories';
import { storiesJsonLd } from '~/features/catalog/stories-seo';

describe('sitemap.xml', () => {
  it('lists every public URL once, absolute, and nothing private', async () => {
    const response = sitemapLoader();
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((path) => `http://localhost:3000${path}`));
    expect(locs).toContain('http://localhost:3000/stories');
    expect(locs).toContain('http://localhost:3000/about-contact');
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toMatch(/\/(order|profile|admin|auth)/);
  });

  it('lists each blog post once, in English, with its publish date and no translation claimed', async () => {
    const xml = await sitemapLoader().text();
    for (const post of BLOG_POSTS) {
      expect(xml).toContain(
        `<url>\n    <loc>http://localhost:3000/blogs/${post.id}</loc>\n    <lastmod>${post.publishDate}</lastmod>\n  </url>`,
      );
    }
    expect(xml.match(/<lastmod>/g)).toHaveLength(BLOG_POSTS.length);
    // The /hi blog pages wrap the same English articles and name the English page as canonical.
    expect(xml).not.toContain('/hi/blogs');
    expect(PUBLIC_PATHS).toContain('/hi/blogs');
  });

  it('lists every page in Hindi too, each naming its twin and the English default (issue 16)', async () => {
    const xml = await sitemapLoader().text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/hi', '/hi/stories', '/hi/testimonials', '/hi/privacy-policy', '/hi/shipping']) {
      expect(locs).toContain(`http://localhost:3000${path}`);
    }
    expect(xml).not.toMatch(/\/hi\/(order|profile|admin|auth)/);
    const entry = xml
      .split('<url>')
      .find((part) => part.includes('<loc>http://localhost:3000/hi/stories</loc>'));
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/stories"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="http://localhost:3000/hi/stories"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/stories"/>',
    );
  });
});

describe('robots.txt', () => {
  it('allows everything public, keeps private pages out and points to the sitemap', async () => {
    const text = await robotsLoader().text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of [
      '/admin',
      '/profile',
      '/order',
      '/order-confirmation',
      '/auth/',
      '/hi/order',
      '/hi/profile',
    ]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });

  it('points every Product at a page robots.txt lets crawlers read: its card on /stories', async () => {
    const robots = await robotsLoader().text();
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(([, prefix]) => prefix!);
    for (const locale of ['en', 'hi'] as const) {
      const list = storiesJsonLd(STORIES, locale) as {
        itemListElement: { item: { url: string; offers: { url: string }[] } }[];
      };
      for (const { item } of list.itemListElement) {
        const urls = [item.url, ...item.offers.map((offer) => offer.url)];
        for (const url of urls) {
          const path = new URL(url).pathname;
          expect(path).toBe(locale === 'hi' ? '/hi/stories' : '/stories');
          expect(
            disallowed.filter((prefix) => path.startsWith(prefix)),
            url,
          ).toEqual([]);
        }
      }
    }
  });
});
