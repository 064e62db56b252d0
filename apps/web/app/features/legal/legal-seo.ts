import type { MetaDescriptor } from 'react-router';
import type { LegalPage } from '@shop/content/legal/legal-page';
import { SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl } from '~/lib/media';
import { LOCALE_TAGS, pathInLocale, type Locale } from '@shop/contracts/locale';
import { pageMeta } from '~/lib/seo';
import { uiTextFor } from '~/lib/ui-text.server';

/** Head tags for a policy page: the shared page meta plus a WebPage JSON-LD with its breadcrumb. */
export function legalMeta(page: LegalPage, path: string, locale: Locale = 'en'): MetaDescriptor[] {
  const url = absoluteUrl(pathInLocale(path, locale));
  return pageMeta({
    title: `${page.title} | ${SITE_NAME}`,
    description: page.description,
    path,
    locale,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: page.title,
        description: page.description,
        url,
        dateModified: page.updated,
        inLanguage: LOCALE_TAGS[locale].lang,
        isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: SITE_URL },
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: uiTextFor(locale).breadcrumbs.home,
              item: absoluteUrl(pathInLocale('/', locale)),
            },
            { '@type': 'ListItem', position: 2, name: page.title, item: url },
          ],
        },
      },
    ],
  });
}
