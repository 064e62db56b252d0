import { FAQ_ITEMS } from '@shop/content/faq';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { describe, expect, it } from 'vitest';
import { faqJsonLd, productJsonLd, trailerJsonLd } from './landing-structured-data.server';

describe('landing structured data', () => {
  it('describes the 2:30 trailer with an absolute thumbnail and an embed address', () => {
    const video = trailerJsonLd();
    expect(video['@type']).toBe('VideoObject');
    expect(video.duration).toBe('PT2M30S');
    expect(video.thumbnailUrl[0]).toBe('http://localhost:3000/media/trailer/trailer-poster.webp');
    expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the first 10 reviews, a 4.9 of 5 rating and an INR offer', () => {
    const product = productJsonLd(TESTIMONIALS);
    expect(product.review).toHaveLength(10);
    expect(product.review[0]?.author.name).toBe(TESTIMONIALS[0]?.name);
    expect(product.review[9]?.reviewBody).toBe(TESTIMONIALS[9]?.content);
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.9, bestRating: 5, reviewCount: 25 });
    expect(product.offers).toMatchObject({ price: '1299', priceCurrency: 'INR' });
  });

  it('lists the 6 questions with plain-text answers (link labels kept, markup dropped)', () => {
    const faq = faqJsonLd(FAQ_ITEMS);
    expect(faq.mainEntity).toHaveLength(6);
    for (const question of faq.mainEntity) {
      expect(question.acceptedAnswer.text).not.toMatch(/\]\(|\[/);
    }
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toContain('the stories page');
  });
});
