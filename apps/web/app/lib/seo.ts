import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, mediaUrl } from './media';
import { SITE_NAME } from '@shop/content/site';

export interface PageSeo {
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. "/stories". */
  path: string;
  /** Content media path of the share image; defaults to the brand card. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: object[];
  extra?: MetaDescriptor[];
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page, as route `meta`. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(mediaUrl(seo.image ?? 'og/og-default.jpg'));
  const imageAlt = seo.imageAlt ?? SITE_NAME;
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
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
    ...(seo.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}
