import type { MetaDescriptor } from 'react-router';
import { STORY_COUNT } from '@shop/contracts/catalog';
import { PRICES } from '@shop/contracts/pricing';
import type { Story } from '@shop/content/schemas';
import { SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl, mediaUrl } from '~/lib/media';
import { pageMeta } from '~/lib/seo';
import { STORIES_HEADING } from './catalog-text';
import { newestFirst, orderPath } from './gallery-query';

// One Offer per market, from the one price list (SPEC §9). Structured data only: the server alone
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
const TITLE = `${STORIES_HEADING} | Personalized Videos | ${SITE_NAME}`;
const DESCRIPTION = `Choose from ${STORY_COUNT} animated Indian mythology adventures with Krishna, Ganesha, Hanuman, Rama, Shiva and Durga, personalized so your child (3-12) is the hero.`;

function productJsonLd(story: Story): Record<string, unknown> {
  const orderUrl = absoluteUrl(orderPath(story.id));
  return {
    '@type': 'Product',
    '@id': `${absoluteUrl(STORIES_PATH)}#story-${story.id}`,
    sku: `story-${story.id}`,
    name: story.title,
    description: story.description,
    image: absoluteUrl(mediaUrl(story.thumbnail)),
    url: orderUrl,
    category: 'Personalized animated video',
    brand: { '@type': 'Brand', name: SITE_NAME },
    audience: { '@type': 'PeopleAudience', suggestedMinAge: 3, suggestedMaxAge: 12 },
    additionalProperty: [{ '@type': 'PropertyValue', name: 'Deity', value: story.god }],
    offers: STORY_OFFERS.map((offer) => ({
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      url: orderUrl,
      eligibleRegion: offer.region,
    })),
  };
}

/** ItemList of every story as a Product, newest first, so search engines see the whole catalogue. */
export function storiesJsonLd(stories: readonly Story[]): Record<string, unknown> {
  const ordered = newestFirst(stories);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: STORIES_HEADING,
    description: DESCRIPTION,
    url: absoluteUrl(STORIES_PATH),
    numberOfItems: ordered.length,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: ordered.map((story, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productJsonLd(story),
    })),
  };
}

export function storiesMeta(stories: readonly Story[]): MetaDescriptor[] {
  return pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: STORIES_PATH,
    jsonLd: [
      storiesJsonLd(stories),
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
          { '@type': 'ListItem', position: 2, name: 'Stories', item: absoluteUrl(STORIES_PATH) },
        ],
      },
    ],
  });
}
