import { DEITIES } from '@shop/contracts/catalog';
import { describe, it, expect } from 'vitest';
import { FAQ_ITEMS } from './faq.ts';
import { faqAnswerParts } from './faq-answer.ts';
import { HOW_TO_ORDER_COPY } from './landing-copy.ts';
import { DELIVERY_PROMISES, STATS } from './site.ts';
import { FEATURED_STORIES, STORIES, getStory } from './stories.ts';
import { TESTIMONIALS } from './testimonials.ts';

// Media is generated per id with this deity order, so the mapping must never drift.
const DEITY_BY_ID = DEITIES.flatMap((deity) => [deity, deity, deity]);

const YOUTUBE = /^https:\/\/www\.youtube\.com\/(?:shorts\/|watch\?v=)([A-Za-z0-9_-]{11})$/;
const INSTAGRAM = /^https:\/\/www\.instagram\.com\/reel\/([A-Za-z0-9_-]{10,11})\/$/;

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

  it('gives every story a well-formed link, with unique video ids, mostly on youtube', () => {
    const ids = linkIds();
    expect(ids.filter((id) => id.startsWith('bad'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(STORIES.filter((story) => !story.youtube && !story.link)).toEqual([]);
    expect(STORIES.filter((story) => story.youtube).length).toBeGreaterThan(STORIES.length / 2);
  });

  it('features six stories from six different deities', () => {
    expect(FEATURED_STORIES).toHaveLength(6);
    expect(new Set(FEATURED_STORIES.map((story) => story.god)).size).toBe(6);
  });

  it('features a shorts link, a watch link and an Instagram-only story to exercise each card path', () => {
    expect(FEATURED_STORIES.some((story) => story.youtube.includes('/shorts/'))).toBe(true);
    expect(FEATURED_STORIES.some((story) => story.youtube.includes('/watch?v='))).toBe(true);
    expect(FEATURED_STORIES.some((story) => !story.youtube && story.link)).toBe(true);
  });

  it('looks a story up by id', () => {
    expect(getStory(8)?.god).toBe('Hanuman');
    expect(getStory(0)).toBeUndefined();
    expect(getStory(28)).toBeUndefined();
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
  it('shows the stats band exactly as the spec gives it', () => {
    expect(STATS).toEqual([
      { value: '20+', label: 'Epic Tales' },
      { value: '50+', label: 'Happy Kids' },
      { value: '3 days', label: 'Delivery Time' },
    ]);
  });

  it('keeps the three How to Order steps and their links from the spec', () => {
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
