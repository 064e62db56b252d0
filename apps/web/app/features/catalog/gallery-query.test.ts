import { describe, expect, it } from 'vitest';
import type { Story } from '@shop/content/schemas';
import { STORIES } from '@shop/content/stories';
import {
  EMPTY_QUERY,
  GALLERY_PAGE_SIZE,
  filterStories,
  initialVisibleCount,
  isFiltered,
  matchesSearch,
  newestFirst,
  nextVisibleCount,
  orderPath,
} from './gallery-query';

function story(
  id: number,
  god: Story['god'],
  title: string,
  description = 'A gentle tale for children.',
): Story {
  return {
    id,
    god,
    title,
    description,
    src: `stories/story-${id}.mp4`,
    thumbnail: `stories/story-${id}.webp`,
    link: '',
    youtube: '',
    featured: false,
  };
}

const SAMPLE: Story[] = [
  story(1, 'Krishna', 'Little Krishna the Butter Thief', 'Butter, friends and a wobbly tower.'),
  story(2, 'Ganesh', 'Ganesha Races the World', 'Circling his parents is the wisest race.'),
  story(3, 'Hanuman', 'The Great Leap', 'Hanuman leaps across the ocean to find Sita.'),
  story(4, 'Krishna', 'Govardhan Hill', 'Krishna lifts a hill to shelter Vrindavan.'),
];

describe('newest first', () => {
  it('orders by id, highest first, without touching the input', () => {
    expect(newestFirst(SAMPLE).map((s) => s.id)).toEqual([4, 3, 2, 1]);
    expect(SAMPLE.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('applies to the whole catalogue: story 27 comes first', () => {
    expect(filterStories(STORIES, EMPTY_QUERY)[0]?.id).toBe(27);
    expect(filterStories(STORIES, EMPTY_QUERY)).toHaveLength(27);
  });
});

describe('search', () => {
  it('matches title, description and deity, ignoring case', () => {
    expect(matchesSearch(SAMPLE[0]!, 'BUTTER thief')).toBe(true);
    expect(matchesSearch(SAMPLE[2]!, 'ocean')).toBe(true);
    expect(matchesSearch(SAMPLE[1]!, 'ganesh')).toBe(true);
    expect(matchesSearch(SAMPLE[1]!, 'hanuman')).toBe(false);
  });

  it('treats blank or padded input sensibly', () => {
    expect(filterStories(SAMPLE, { deity: 'all', search: '   ' })).toHaveLength(4);
    expect(filterStories(SAMPLE, { deity: 'all', search: '  krishna ' }).map((s) => s.id)).toEqual([4, 1]);
  });

  it('finds stories by a word in the description only', () => {
    expect(filterStories(SAMPLE, { deity: 'all', search: 'shelter' }).map((s) => s.id)).toEqual([4]);
  });
});

describe('deity filter', () => {
  it('keeps only that deity, newest first, combined with search', () => {
    expect(filterStories(SAMPLE, { deity: 'Krishna', search: '' }).map((s) => s.id)).toEqual([4, 1]);
    expect(filterStories(SAMPLE, { deity: 'Krishna', search: 'butter' }).map((s) => s.id)).toEqual([1]);
    expect(filterStories(SAMPLE, { deity: 'Hanuman', search: 'butter' })).toEqual([]);
  });

  it('every deity in the catalogue has at least one story', () => {
    for (const god of new Set(STORIES.map((s) => s.god))) {
      expect(filterStories(STORIES, { deity: god, search: '' }).length).toBeGreaterThan(0);
    }
  });

  it('knows when anything is filtered', () => {
    expect(isFiltered(EMPTY_QUERY)).toBe(false);
    expect(isFiltered({ deity: 'all', search: ' ' })).toBe(false);
    expect(isFiltered({ deity: 'Shiva', search: '' })).toBe(true);
    expect(isFiltered({ deity: 'all', search: 'x' })).toBe(true);
  });
});

describe('paging', () => {
  it('shows 6 first, then 6 more each time, never more than there are', () => {
    expect(GALLERY_PAGE_SIZE).toBe(6);
    expect(initialVisibleCount(27)).toBe(6);
    expect(initialVisibleCount(4)).toBe(4);
    const pages = [initialVisibleCount(27)];
    while (pages.at(-1)! < 27) pages.push(nextVisibleCount(pages.at(-1)!, 27));
    expect(pages).toEqual([6, 12, 18, 24, 27]);
  });
});

it('cards lead to the order form with the story chosen', () => {
  expect(orderPath(12)).toBe('/order?story=12');
});
