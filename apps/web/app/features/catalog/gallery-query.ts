import type { Deity } from '@shop/contracts/catalog';
import type { Story } from '@shop/content/schemas';

// Browser code: type-only imports from the schema packages, so zod never reaches the page bundle.

// docs/product-guide.md#numbers-and-limits: the gallery shows 6 cards first and 6 more each time the reader nears the end.
export const GALLERY_PAGE_SIZE = 6;

export type DeityFilter = Deity | 'all';

export interface GalleryQuery {
  deity: DeityFilter;
  search: string;
}

export const EMPTY_QUERY: GalleryQuery = { deity: 'all', search: '' };

/** Newest first: ids grow as stories are added, so the highest id is the newest. */
export function newestFirst(stories: readonly Story[]): Story[] {
  return [...stories].sort((a, b) => b.id - a.id);
}

function normalise(text: string): string {
  return text.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** Search matches title, description or deity, case-insensitively (docs/product-guide.md#numbers-and-limits). */
export function matchesSearch(story: Story, search: string): boolean {
  const needle = normalise(search);
  if (needle === '') return true;
  return [story.title, story.description, story.god].some((field) => normalise(field).includes(needle));
}

/** The stories a query selects, newest first. */
export function filterStories(stories: readonly Story[], query: GalleryQuery): Story[] {
  return newestFirst(stories).filter(
    (story) => (query.deity === 'all' || story.god === query.deity) && matchesSearch(story, query.search),
  );
}

/** Where a story card leads: the order form with that story already chosen. */
export function orderPath(storyId: number): string {
  return `/order?story=${storyId}`;
}

/**
 * The id of a story's card on /stories: the address its structured data gives (/stories#story-27), so a
 * search result lands on the card a visitor can see (the order form behind it is not for crawlers).
 */
export function storyCardId(storyId: number): string {
  return `story-${storyId}`;
}

/** The story whose card a location hash names (#story-27), if any. */
export function storyIdOfHash(hash: string): number | null {
  const match = /^#story-(\d{1,3})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

export function isFiltered(query: GalleryQuery): boolean {
  return query.deity !== 'all' || query.search.trim() !== '';
}

/** How many cards to show after one more page, never more than there are. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(visible + GALLERY_PAGE_SIZE, total);
}

export function initialVisibleCount(total: number): number {
  return Math.min(GALLERY_PAGE_SIZE, total);
}
