import { FAQ_ITEMS } from '@shop/content/faq';
import {
  ABOUT_COPY,
  CONTACT_COPY,
  FAQ_COPY,
  FEATURES_COPY,
  HERO_COPY,
  HOW_TO_ORDER_COPY,
  REVIEWS_COPY,
  STORY_SECTION_COPY,
  TRAILER_SECTION_COPY,
} from '@shop/content/landing-copy';
import { FEATURED_STORIES } from '@shop/content/stories';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { faqJsonLd, productJsonLd, trailerJsonLd } from './landing-structured-data.server';

/**
 * Everything the landing page shows from the content package, read by the route loader at build time.
 * The content modules validate themselves with zod when imported; going through the loader keeps them
 * (and zod) out of the browser bundle, and the prerendered page carries the data instead.
 */
export function loadLandingContent() {
  return {
    copy: {
      hero: HERO_COPY,
      about: ABOUT_COPY,
      features: FEATURES_COPY,
      stories: STORY_SECTION_COPY,
      trailer: TRAILER_SECTION_COPY,
      reviews: REVIEWS_COPY,
      faq: FAQ_COPY,
      contact: CONTACT_COPY,
      howToOrder: HOW_TO_ORDER_COPY,
    },
    featuredStories: FEATURED_STORIES,
    testimonials: TESTIMONIALS,
    faqItems: FAQ_ITEMS,
    jsonLd: [trailerJsonLd(), productJsonLd(TESTIMONIALS), faqJsonLd(FAQ_ITEMS)],
  };
}

export type LandingContent = ReturnType<typeof loadLandingContent>;
export type LandingCopy = LandingContent['copy'];
