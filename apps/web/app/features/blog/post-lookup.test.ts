import { describe, expect, it } from 'vitest';
import { BLOG_POST_IDS } from '@shop/content/blog-post-ids';
import { durationLabel, isBlogPostId, readMinutes, youtubeVideoId } from './post-lookup';

describe('isBlogPostId', () => {
  it('knows every published article', () => {
    for (const id of BLOG_POST_IDS) expect(isBlogPostId(id)).toBe(true);
  });

  it('rejects anything else, so no data request is made for it', () => {
    for (const id of [undefined, '', 'no-such-post', 'KRISHNA-STORIES-FOR-KIDS-BUTTER-THIEF', '../admin']) {
      expect(isBlogPostId(id)).toBe(false);
    }
  });
});

describe('youtubeVideoId', () => {
  it('reads the v= parameter of a watch link', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=kR7mB2xQp4k')).toBe('kR7mB2xQp4k');
    expect(youtubeVideoId('https://www.youtube.com/watch?feature=share&v=DiyaTales0A&t=3')).toBe(
      'DiyaTales0A',
    );
  });

  it('gives nothing for an id no video can have', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=kR7mB2xQp4L')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=DiyaTales01')).toBeUndefined();
  });

  it('gives nothing for missing, malformed or id-less links', () => {
    expect(youtubeVideoId(undefined)).toBeUndefined();
    expect(youtubeVideoId('not a url')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(youtubeVideoId('https://www.youtube.com/')).toBeUndefined();
  });
});

it('readMinutes and durationLabel turn content strings into numbers and labels', () => {
  expect(readMinutes('12 min read')).toBe(12);
  expect(durationLabel('PT8M30S')).toBe('8:30');
  expect(durationLabel('PT1H2M5S')).toBe('62:05');
  expect(durationLabel('PT45S')).toBe('0:45');
  expect(durationLabel(undefined)).toBeUndefined();
});
