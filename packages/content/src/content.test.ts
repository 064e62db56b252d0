import { existsSync } from 'node:fs';
import { DEITIES } from '@shop/contracts/catalog';
import { extractVideoId } from '@shop/contracts/video-links';
import { describe, it, expect } from 'vitest';
import { BLOG_POSTS } from './blog-posts.ts';
import { blogPostSchema, storySchema } from './schemas.ts';
import { FAQ_ITEMS } from './faq.ts';
import { faqAnswerParts } from './faq-answer.ts';
import { HOW_TO_ORDER_COPY } from './landing-copy.ts';
import { DELIVERY_PROMISES, STATS, TRAILER } from './site.ts';
import { FEATURED_STORIES, STORIES, getStory } from './stories.ts';
import { TESTIMONIALS } from './testimonials.ts';

// Media is generated per id with this deity order, so the mapping must never drift.
const DEITY_BY_ID = DEITIES.flatMap((deity) => [deity, deity, deity]);

const YOUTUBE = /^https:\/\/www\.youtube\.com\/(?:shorts\/|watch\?v=)([A-Za-z0-9_-]{11})$/;
const INSTAGRAM = /^https:\/\/www\.instagram\.com\/reel\/([A-Za-z0-9_-]{10,11})\/$/;

// The committed media the web app serves (scripts/media writes it).
const mediaFile = (path: string) => new URL(`../../../apps/web/public/media/${path}`, import.meta.url);

function linkIds(): string[] {
  return STORIES.flatMap((story) => [
    ...(story.youtube ? [YOUTUBE.exec(story.youtube)?.[1] ?? `bad youtube ${story.id}`] : []),
    ...(story.link ? [INSTAGRAM.exec(story.link)?.[1] ?? `bad instagram ${story.id}`] : []),
  ]);
}

describe('stories', () => {
  it('has 27 stories with ids 1 to 27 and three per deity in the fixed order', () => {
    expect(STORIES.map((story) => story.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(STORIES.map((story) => story.god)).toEqual(DEITY_BY_ID);
  });

  it('names media files after the two-digit id', () => {
    for (const story of STORIES) {
      const nn = String(story.id).padStart(2, '0');
      expect(story.src).toBe(`stories/story-${nn}.mp4`);
      expect(story.thumbnail).toBe(`stories/story-${nn}.webp`);
    }
  });

  it('has unique titles', () => {
    expect(new Set(STORIES.map((story) => story.title)).size).toBe(STORIES.length);
  });

  it('gives every story well-formed links with unique ids, and its own clip to play', () => {
    const ids = linkIds();
    expect(ids.filter((id) => id.startsWith('bad'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // Without a YouTube video, "Watch" plays the story's own preview clip (docs/decisions/069).
    for (const story of STORIES) expect(existsSync(mediaFile(story.src)), story.src).toBe(true);
  });

  it('features six stories from six different deities', () => {
    expect(FEATURED_STORIES).toHaveLength(6);
    expect(new Set(FEATURED_STORIES.map((story) => story.god)).size).toBe(6);
  });

  it('looks a story up by id', () => {
    expect(getStory(8)?.god).toBe('Hanuman');
    expect(getStory(0)).toBeUndefined();
    expect(getStory(28)).toBeUndefined();
  });
});

describe('video links', () => {
  // Every YouTube link the content configures: the stories', the trailer's and the blog posts'.
  const configured = [
    ...STORIES.map((story) => story.youtube),
    TRAILER.youtube,
    ...BLOG_POSTS.map((post) => post.youtubeUrl ?? ''),
  ].filter((link) => link !== '');

  it('names only ids a real video can have (the last of 11 characters is one of AEIMQUYcgkosw048)', () => {
    for (const link of configured)
      expect(extractVideoId(link), link).toMatch(/^[\w-]{10}[AEIMQUYcgkosw048]$/);
  });

  it('refuses an impossible id where content is checked, so none reaches a page', () => {
    const story = STORIES[0]!;
    for (const link of [
      'https://www.youtube.com/watch?v=NlxMJWixcwD',
      'https://www.youtube.com/shorts/S8kjEvL8_t2',
    ]) {
      expect(storySchema.safeParse({ ...story, youtube: link }).success, link).toBe(false);
    }
    expect(
      storySchema.safeParse({ ...story, youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).success,
    ).toBe(true);
    const post = BLOG_POSTS[0]!;
    expect(
      blogPostSchema.safeParse({ ...post, youtubeUrl: 'https://www.youtube.com/watch?v=kR7mB2xQp4L' })
        .success,
    ).toBe(false);
  });

  it('has the trailer play our own film while it has no YouTube video', () => {
    expect(TRAILER.youtube === '' || extractVideoId(TRAILER.youtube) !== null).toBe(true);
    expect(existsSync(mediaFile(TRAILER.film)), TRAILER.film).toBe(true);
  });
});

describe('testimonials', () => {
  it('has 25 entries with unique ids and handles', () => {
    expect(TESTIMONIALS).toHaveLength(25);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(25);
    expect(new Set(TESTIMONIALS.map((t) => t.handle.toLowerCase())).size).toBe(25);
  });

  it('links each avatar and profile to its own entry', () => {
    for (const t of TESTIMONIALS) {
      expect(t.image).toBe(`avatars/avatar-${String(t.id).padStart(2, '0')}.webp`);
      expect(t.instagramUrl).toBe(`https://www.instagram.com/${t.handle.slice(1)}/`);
    }
  });

  it('has testimonial images for exactly the eight generated ids', () => {
    const withImage = TESTIMONIALS.filter((t) => t.testimonialImage);
    expect(withImage.map((t) => t.id)).toEqual([1, 3, 5, 8, 12, 16, 20, 24]);
    for (const t of withImage) {
      expect(t.testimonialImage).toBe(`testimonials/testimonial-${String(t.id).padStart(2, '0')}.webp`);
    }
  });

  it('features about ten entries for the landing page', () => {
    const featured = TESTIMONIALS.filter((t) => t.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
  });
});

describe('faq', () => {
  it('has six questions, at least three answers with links to known pages', () => {
    expect(FAQ_ITEMS).toHaveLength(6);
    const hrefs = FAQ_ITEMS.flatMap((item) =>
      faqAnswerParts(item.answer).flatMap((part) => ('href' in part ? [part.href] : [])),
    );
    const answersWithLinks = FAQ_ITEMS.filter((item) => faqAnswerParts(item.answer).some((p) => 'href' in p));
    expect(answersWithLinks.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) {
      expect(['/stories', '/order', '/shipping', '/refund-policy', '/privacy-policy']).toContain(href);
    }
  });

  it("states the FAQ's own delivery promise", () => {
    expect(FAQ_ITEMS.some((item) => item.answer.includes(DELIVERY_PROMISES.faq))).toBe(true);
    expect(DELIVERY_PROMISES.faq).toBe('2-3 business days');
  });
});

describe('site texts', () => {
  it('shows the stats band exactly as docs/product-guide.md#landing-page gives it', () => {
    expect(STATS).toEqual([
      { value: '20+', label: 'Epic Tales' },
      { value: '50+', label: 'Happy Kids' },
      { value: '3 days', label: 'Delivery Time' },
    ]);
  });

  it('keeps the three How to Order steps and their links (docs/product-guide.md#landing-page)', () => {
    expect(HOW_TO_ORDER_COPY.steps.map((step) => step.links.map((link) => link.href))).toEqual([
      ['/stories', '/blogs'],
      ['/order'],
      ['/shipping', '/refund-policy'],
    ]);
    expect(HOW_TO_ORDER_COPY.finalLink).toEqual({
      label: 'Start Your Mythology Video Order',
      href: '/stories',
    });
  });
});
