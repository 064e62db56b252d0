import type { MetaDescriptor } from 'react-router';
import { ABOUT_PAGE } from '@shop/content/legal/about';
import { CONTACT_EMAIL, INSTAGRAM_URL, SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl, mediaUrl } from '~/lib/media';
import { pageMeta } from '~/lib/seo';

export const ABOUT_PATH = '/about-contact';

/** Head tags for About: the shared page meta plus the Organization search engines show in a knowledge panel. */
export function aboutMeta(): MetaDescriptor[] {
  return pageMeta({
    title: `${ABOUT_PAGE.title} | Personalized Mythology Videos for Kids`,
    description: ABOUT_PAGE.description,
    path: ABOUT_PATH,
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
        name: ABOUT_PAGE.title,
        description: ABOUT_PAGE.description,
        url: absoluteUrl(ABOUT_PATH),
        about: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
      },
    ],
  });
}
