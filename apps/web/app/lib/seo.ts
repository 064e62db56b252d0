import type { MetaDescriptor } from 'react-router';
import { LOCALES, LOCALE_TAGS, pathInLocale, type Locale } from '@shop/contracts/locale';
import { isTranslated } from '@shop/contracts/page-paths';
import { absoluteUrl, mediaUrl } from './media';
import { SITE_NAME } from '@shop/content/site';

export interface PageSeo {
  title: string;
  description: string;
  /** Site-relative path of the page in English, e.g. "/stories"; the Hindi one is derived from it. */
  path: string;
  /** The page's language (default English). */
  locale?: Locale;
  /** An absolute URL elsewhere that is this page's original (a post published there first). */
  canonicalUrl?: string;
  /** Content media path of the share image; defaults to the brand card. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: object[];
  extra?: MetaDescriptor[];
}

// JSON-LD types that are creative works, so they can say which language they are written in.
const WORKS = new Set([
  'WebPage',
  'CollectionPage',
  'AboutPage',
  'FAQPage',
  'VideoObject',
  'Article',
  'BlogPosting',
]);

function withLanguage(data: object, lang: string): object {
  const type = (data as { '@type'?: unknown })['@type'];
  return typeof type === 'string' && WORKS.has(type) && !('inLanguage' in data)
    ? { ...data, inLanguage: lang }
    : data;
}

/** hreflang links to the page in each language and x-default to the English one (issue 16). */
function alternates(path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LOCALE_TAGS[other].lang,
      href: absoluteUrl(pathInLocale(path, other)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(pathInLocale(path, 'en')) },
  ];
}

/**
 * Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page, as route `meta`.
 * A translated page names itself as canonical and its twin as an alternate; a page whose text is
 * English only (the blog, also under /hi) says English throughout and names the English page as
 * canonical from both paths, so each page tells one story: its language, its canonical, its twins.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const translated = isTranslated(seo.path);
  const locale = translated ? (seo.locale ?? 'en') : 'en';
  const lang = LOCALE_TAGS[locale].lang;
  const url = seo.canonicalUrl ?? absoluteUrl(pathInLocale(seo.path, locale));
  const image = absoluteUrl(mediaUrl(seo.image ?? 'og/og-default.jpg'));
  const imageAlt = seo.imageAlt ?? SITE_NAME;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(translated ? alternates(seo.path) : []),
    { property: 'og:locale', content: LOCALE_TAGS[locale].og },
    ...(translated
      ? LOCALES.filter((other) => other !== locale).map((other) => ({
          property: 'og:locale:alternate',
          content: LOCALE_TAGS[other].og,
        }))
      : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    ...(seo.extra ?? []),
    ...(seo.jsonLd ?? []).map((data) => ({ 'script:ld+json': withLanguage(data, lang) })),
  ];
}
