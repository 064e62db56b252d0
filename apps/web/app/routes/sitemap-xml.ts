import { BLOG_POSTS } from '@shop/content/blog-posts';
import { SITE_URL } from '~/lib/config';
import { PUBLIC_PATHS } from '../../react-router.config';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Blog posts carry a real last-changed date; other pages omit lastmod rather than invent one.
const LASTMOD = new Map(BLOG_POSTS.map((post) => [`/blogs/${post.id}`, post.publishDate]));

// Prerendered at build time into build/client/sitemap.xml from the same list that drives prerendering,
// so every public page is listed and nothing private (order, profile, admin) ever is.
export function loader() {
  const urls = PUBLIC_PATHS.map((path) => {
    const lastmod = LASTMOD.get(path);
    return [
      '  <url>',
      `    <loc>${escapeXml(`${SITE_URL}${path === '/' ? '/' : path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
