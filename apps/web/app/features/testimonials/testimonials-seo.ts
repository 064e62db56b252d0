import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl } from '~/lib/media';
import { pathInLocale, type Locale } from '@shop/contracts/locale';
import { pageMeta } from '~/lib/seo';
import { fillText } from '~/lib/ui-text';
import { uiTextFor } from '~/lib/ui-text.server';

export const TESTIMONIALS_PATH = '/testimonials';

export function testimonialsMeta(locale: Locale = 'en'): MetaDescriptor[] {
  const ui = uiTextFor(locale);
  const description = fillText(ui.testimonials.seoDescription, { site: SITE_NAME });
  const url = absoluteUrl(pathInLocale(TESTIMONIALS_PATH, locale));
  return pageMeta({
    title: fillText(ui.testimonials.seoTitle, { site: SITE_NAME }),
    description,
    path: TESTIMONIALS_PATH,
    locale,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: ui.testimonials.collectionName,
        description,
        url,
        isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: SITE_URL },
        about: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: ui.breadcrumbs.home,
              item: absoluteUrl(pathInLocale('/', locale)),
            },
            { '@type': 'ListItem', position: 2, name: ui.breadcrumbs.testimonials, item: url },
          ],
        },
      },
    ],
  });
}
