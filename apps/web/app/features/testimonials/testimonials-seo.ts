import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl } from '~/lib/media';
import { pageMeta } from '~/lib/seo';

export const TESTIMONIALS_PATH = '/testimonials';
const TITLE = `Parent Reviews & Customer Testimonials | ${SITE_NAME}`;
const DESCRIPTION = `Read what parents and parenting creators say about ${SITE_NAME}: personalized animated Indian mythology videos that make their children the heroes.`;

export function testimonialsMeta(): MetaDescriptor[] {
  return pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: TESTIMONIALS_PATH,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'Customer Testimonials & Reviews',
        description: DESCRIPTION,
        url: absoluteUrl(TESTIMONIALS_PATH),
        isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: SITE_URL },
        about: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
            { '@type': 'ListItem', position: 2, name: 'Testimonials', item: absoluteUrl(TESTIMONIALS_PATH) },
          ],
        },
      },
    ],
  });
}
