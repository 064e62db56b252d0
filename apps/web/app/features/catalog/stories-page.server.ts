import { DEITIES, type Deity } from '@shop/contracts/catalog';
import type { Story } from '@shop/content/schemas';
import type { Locale } from '@shop/contracts/locale';
import { STORIES } from '@shop/content/stories';
import { STORIES_HI } from '@shop/content/stories.hi';
import { VIDEO_DURATION } from '@shop/content/site';
import { VIDEO_DURATION_HI } from '@shop/content/site.hi';
import { newestFirst } from './gallery-query';
import { storiesMeta } from './stories-seo';

// Build time only (the /stories loader): the catalogue's validation (zod) and the JSON-LD builders stay
// out of the browser; the page receives plain data, inlined in its prerendered HTML.

/** One chip per deity that actually has stories, in the catalogue's canonical deity order. */
export function deityFilters(stories: readonly Story[]): Deity[] {
  const present = new Set(stories.map((story) => story.god));
  return DEITIES.filter((deity) => present.has(deity));
}

export function storiesPageData(locale: Locale = 'en') {
  const stories = locale === 'hi' ? STORIES_HI : STORIES;
  return {
    stories: newestFirst(stories),
    deities: deityFilters(stories),
    videoDuration: locale === 'hi' ? VIDEO_DURATION_HI : VIDEO_DURATION,
    meta: storiesMeta(stories, locale),
  };
}
