import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '@shop/content/blog-posts';
import { PUBLIC_PATHS } from '../../react-router.config';
import { loader as robotsLoader } from './robots-txt';
import { loader as sitemapLoader } from './sitemap-xml';

describe('sitemap.xml', () => {
  it('lists every public URL once, absolute, and nothing private', async () => {
    const response = sitemapLoader();
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((path) => `http://localhost:3000${path}`));
    expect(locs).toContain('http://localhost:3000/stories');
    expect(locs).toContain('http://localhost:3000/about-contact');
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toMatch(/\/(order|profile|admin|auth)/);
  });

  it('gives every blog post its publish date as lastmod', async () => {
    const xml = await sitemapLoader().text();
    for (const post of BLOG_POSTS) {
      expect(xml).toContain(
        `<loc>http://localhost:3000/blogs/${post.id}</loc>\n    <lastmod>${post.publishDate}</lastmod>`,
      );
    }
    expect(xml.match(/<lastmod>/g)).toHaveLength(BLOG_POSTS.length);
  });
});

describe('robots.txt', () => {
  it('allows everything public, keeps private pages out and points to the sitemap', async () => {
    const text = await robotsLoader().text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/admin', '/profile', '/order', '/order-confirmation', '/auth/']) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});
