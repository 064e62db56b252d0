import { BLOG_POSTS } from '@shop/content/blog-posts';
import { LOCALES, LOCALE_TAGS, localeOfPath, pathInLocale } from '@shop/contracts/locale';
import { isTranslated } from '@shop/contracts/page-paths';
import { SITE_URL } from '~/lib/config';
import { PUBLIC_PATHS } from '../../react-router.config';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Blog posts carry a real last-changed date; other pages omit lastmod rather than invent one.
const LASTMOD = new Map(BLOG_POSTS.map((post) => [`/blogs/${post.id}`, post.publishDate]));

const url = (path: string) => escapeXml(`${SITE_URL}${path}`);

/**
 * The pages search engines should index: every prerendered page, less the /hi twins of pages whose
 * text is English only (the blog), which name the English page as their canonical.
 */
export const SITEMAP_PATHS = PUBLIC_PATHS.filter((path) => localeOfPath(path) === 'en' || isTranslated(path));

// Prerendered at build time into build/client/sitemap.xml from the same list that drives prerendering,
// so every public page is listed, in both languages where it is translated, and nothing private (order,
// profile, admin) ever is. Each entry names its twin in the other language (hreflang), as the pages'
// heads do.
export function loader() {
  const urls = SITEMAP_PATHS.map((path) => {
    const english = pathInLocale(path, 'en');
    const lastmod = LASTMOD.get(english);
    const twins = isTranslated(path);
    return [
      '  <url>',
      `    <loc>${url(path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...(twins
        ? [
            ...LOCALES.map(
              (locale) =>
                `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale].lang}" href="${url(pathInLocale(english, locale))}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(english)}"/>`,
          ]
        : []),
      '  </url>',
    ].join('\n');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
