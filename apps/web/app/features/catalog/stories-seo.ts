import type { MetaDescriptor } from 'react-router';
import { STORY_COUNT } from '@shop/contracts/catalog';
import { PRICES } from '@shop/contracts/pricing';
import type { Story } from '@shop/content/schemas';
import { SITE_NAME } from '@shop/content/site';
import { absoluteUrl, mediaUrl } from '~/lib/media';
import { pathInLocale, type Locale } from '@shop/contracts/locale';
import { pageMeta } from '~/lib/seo';
import { fillText } from '~/lib/ui-text';
import { uiTextFor } from '~/lib/ui-text.server';
import { newestFirst, storyCardId } from './gallery-query';

// One Offer per market, from the one price list (docs/product-guide.md#prices). Structured data only: the server alone
// decides what is charged. Both currencies have two decimals, so minor units / 100 is the price.
const STORY_OFFERS = [
  { price: PRICES.india, region: { '@type': 'Country', name: 'IN' } },
  { price: PRICES.international, region: { '@type': 'Place', name: 'Worldwide outside India' } },
].map(({ price, region }) => ({
  price: (price.amountMinor / 100).toFixed(2),
  currency: price.currency,
  region,
}));

export const STORIES_PATH = '/stories';

function headTexts(locale: Locale) {
  const text = uiTextFor(locale).stories;
  return {
    heading: text.heading,
    title: fillText(text.seoTitle, { site: SITE_NAME }),
    description: fillText(text.seoDescription, { count: STORY_COUNT }),
  };
}

// Each story is marked up where a visitor sees it: its card on this page (the order form it leads to is
// kept out of search by robots.txt), which the gallery reveals and scrolls to when the link names it.
function productJsonLd(story: Story, locale: Locale): Record<string, unknown> {
  const cardUrl = `${absoluteUrl(pathInLocale(STORIES_PATH, locale))}#${storyCardId(story.id)}`;
  return {
    '@type': 'Product',
    '@id': cardUrl,
    sku: `story-${story.id}`,
    name: story.title,
    description: story.description,
    image: absoluteUrl(mediaUrl(story.thumbnail)),
    url: cardUrl,
    category: 'Personalized animated video',
    brand: { '@type': 'Brand', name: SITE_NAME },
    audience: { '@type': 'PeopleAudience', suggestedMinAge: 3, suggestedMaxAge: 12 },
    additionalProperty: [{ '@type': 'PropertyValue', name: 'Deity', value: story.god }],
    offers: STORY_OFFERS.map((offer) => ({
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      url: cardUrl,
      eligibleRegion: offer.region,
    })),
  };
}

/** ItemList of every story as a Product, newest first, so search engines see the whole catalogue. */
export function storiesJsonLd(stories: readonly Story[], locale: Locale = 'en'): Record<string, unknown> {
  const ordered = newestFirst(stories);
  const head = headTexts(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: head.heading,
    description: head.description,
    url: absoluteUrl(pathInLocale(STORIES_PATH, locale)),
    numberOfItems: ordered.length,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: ordered.map((story, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productJsonLd(story, locale),
    })),
  };
}

export function storiesMeta(stories: readonly Story[], locale: Locale = 'en'): MetaDescriptor[] {
  const head = headTexts(locale);
  const crumbs = uiTextFor(locale).breadcrumbs;
  return pageMeta({
    title: head.title,
    description: head.description,
    path: STORIES_PATH,
    locale,
    jsonLd: [
      // A list of products is not a creative work, so the page's language goes on a WebPage beside it.
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: head.heading,
        description: head.description,
        url: absoluteUrl(pathInLocale(STORIES_PATH, locale)),
      },
      storiesJsonLd(stories, locale),
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: crumbs.home,
            item: absoluteUrl(pathInLocale('/', locale)),
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: crumbs.stories,
            item: absoluteUrl(pathInLocale(STORIES_PATH, locale)),
          },
        ],
      },
    ],
  });
}
