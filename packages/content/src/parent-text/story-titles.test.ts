import { describe, expect, it } from 'vitest';
import { STORIES } from '../stories.ts';
import { STORIES_HI } from '../stories.hi.ts';
import { STORY_TITLES } from './story-titles.ts';
import { STORY_TITLES_HI } from './story-titles.hi.ts';

describe("the parent's pages' story titles", () => {
  it('are the catalogue’s titles, in English and in Hindi, for every story', () => {
    expect(STORY_TITLES).toEqual(Object.fromEntries(STORIES.map((s) => [s.id, s.title])));
    expect(STORY_TITLES_HI).toEqual(Object.fromEntries(STORIES_HI.map((s) => [s.id, s.title])));
  });
});
