import type { MetaDescriptor } from 'react-router';
import { pathInLocale, type Locale } from '@shop/contracts/locale';
import { uiTextFor } from '~/lib/ui-text.server';
import { CONTACT_EMAIL, INSTAGRAM_URL, SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl, mediaUrl } from '~/lib/media';
import { pageMeta } from '~/lib/seo';

export const ABOUT_PATH = '/about-contact';

/** Head tags for About: the shared page meta plus the Organization search engines show in a knowledge panel. */
export function aboutMeta(
  page: { title: string; description: string },
  locale: Locale = 'en',
): MetaDescriptor[] {
  return pageMeta({
    title: `${page.title} | ${uiTextFor(locale).legal.aboutSeoSuffix}`,
    description: page.description,
    path: ABOUT_PATH,
    locale,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: SITE_URL,
        logo: absoluteUrl(mediaUrl('brand/logo.svg')),
        email: CONTACT_EMAIL,
        sameAs: [INSTAGRAM_URL],
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: CONTACT_EMAIL },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: page.title,
        description: page.description,
        url: absoluteUrl(pathInLocale(ABOUT_PATH, locale)),
        about: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
      },
    ],
  });
}
