import type { Locale } from '@shop/contracts/locale';
import { FAQ_ITEMS } from '@shop/content/faq';
import { FAQ_ITEMS_HI } from '@shop/content/faq.hi';
import * as en from '@shop/content/landing-copy';
import * as hi from '@shop/content/landing-copy.hi';
import { AGE_RANGE, SITE_NAME, SITE_TAGLINE, STATS, TRAILER, VIDEO_DURATION } from '@shop/content/site';
import { SITE_TAGLINE_HI, STATS_HI, TRAILER_TEXT_HI, VIDEO_DURATION_HI } from '@shop/content/site.hi';
import { FEATURED_STORIES } from '@shop/content/stories';
import { STORIES_HI } from '@shop/content/stories.hi';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { TESTIMONIALS_HI } from '@shop/content/testimonials.hi';
import { faqJsonLd, productJsonLd, trailerJsonLd } from './landing-structured-data.server';

// The landing page's words in each language (issue 16); everything else (media, links, figures) is
// the English catalogue's, so one edit reaches both pages.
const COPY = {
  en: {
    hero: en.HERO_COPY,
    about: en.ABOUT_COPY,
    features: en.FEATURES_COPY,
    stories: en.STORY_SECTION_COPY,
    trailer: en.TRAILER_SECTION_COPY,
    reviews: en.REVIEWS_COPY,
    faq: en.FAQ_COPY,
    contact: en.CONTACT_COPY,
    howToOrder: en.HOW_TO_ORDER_COPY,
  },
  hi: {
    hero: hi.HERO_COPY_HI,
    about: hi.ABOUT_COPY_HI,
    features: hi.FEATURES_COPY_HI,
    stories: hi.STORY_SECTION_COPY_HI,
    trailer: hi.TRAILER_SECTION_COPY_HI,
    reviews: hi.REVIEWS_COPY_HI,
    faq: hi.FAQ_COPY_HI,
    contact: hi.CONTACT_COPY_HI,
    howToOrder: hi.HOW_TO_ORDER_COPY_HI,
  },
};

const FEATURED_IDS = new Set(FEATURED_STORIES.map((story) => story.id));

function siteText(locale: Locale) {
  const hindi = locale === 'hi';
  return {
    title: SITE_NAME,
    tagline: hindi ? SITE_TAGLINE_HI : SITE_TAGLINE,
    ageRange: AGE_RANGE,
    videoDuration: hindi ? VIDEO_DURATION_HI : VIDEO_DURATION,
    stats: hindi ? STATS_HI : STATS,
    trailer: {
      ...TRAILER,
      ...(hindi ? TRAILER_TEXT_HI : {}),
    },
  };
}

/**
 * Everything the landing page shows from the content package, in the page's language, read by the
 * route loader at build time. The content modules validate themselves with zod when imported; going
 * through the loader keeps them (and zod, and the other language) out of the browser bundle, and the
 * prerendered page carries the data instead.
 */
export function loadLandingContent(locale: Locale = 'en') {
  const hindi = locale === 'hi';
  const faqItems = hindi ? FAQ_ITEMS_HI : FAQ_ITEMS;
  const site = siteText(locale);
  return {
    copy: COPY[locale],
    site,
    featuredStories: hindi ? STORIES_HI.filter((story) => FEATURED_IDS.has(story.id)) : FEATURED_STORIES,
    testimonials: hindi ? TESTIMONIALS_HI : TESTIMONIALS,
    faqItems,
    jsonLd: [trailerJsonLd(site.trailer), productJsonLd(TESTIMONIALS), faqJsonLd(faqItems)],
  };
}

export type LandingContent = ReturnType<typeof loadLandingContent>;
export type LandingCopy = LandingContent['copy'];
export type LandingSite = LandingContent['site'];
