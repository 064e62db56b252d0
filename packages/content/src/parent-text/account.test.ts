import { describe, expect, it } from 'vitest';
import { STORIES } from '../stories.ts';
import { STORIES_HI } from '../stories.hi.ts';
import { ACCOUNT_TEXT } from './account.ts';
import { ACCOUNT_TEXT_HI } from './account.hi.ts';

// The account pages name an order's story by the catalogue's title in the page's language; the Hindi
// titles are written out in account.hi.ts (so the Hindi page words do not carry the descriptions).

describe("the account pages' story titles", () => {
  it('are the catalogue’s titles, in English and in Hindi, for every story', () => {
    expect(ACCOUNT_TEXT.storyTitles).toEqual(Object.fromEntries(STORIES.map((s) => [s.id, s.title])));
    expect(ACCOUNT_TEXT_HI.storyTitles).toEqual(Object.fromEntries(STORIES_HI.map((s) => [s.id, s.title])));
  });
});
