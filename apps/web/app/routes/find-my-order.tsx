import { localeOfPath, pathInLocale } from '@shop/contracts/locale';
import { FIND_MY_ORDER_PATH } from '@shop/contracts/page-paths';
import { SITE_NAME } from '@shop/content/site';
import { FindOrderPage } from '~/features/find-order/components/find-order-page';
import { absoluteUrl } from '~/lib/media';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/find-my-order';

// The head in the page's language, from the screen words the root loader gave this page.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const text = matches[0].loaderData.ui.findOrder;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: `${text.title} | ${SITE_NAME}`,
    description: text.seoDescription,
    path: FIND_MY_ORDER_PATH,
    locale,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: text.title,
        description: text.seoDescription,
        url: absoluteUrl(pathInLocale(FIND_MY_ORDER_PATH, locale)),
      },
    ],
  });
};

export default function FindMyOrderRoute() {
  return <FindOrderPage />;
}
