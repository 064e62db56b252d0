import { FAQ_ITEMS } from '@shop/content/faq';
import { TRAILER } from '@shop/content/site';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { describe, expect, it } from 'vitest';
import { faqJsonLd, productJsonLd, trailerJsonLd } from './landing-structured-data.server';

describe('landing structured data', () => {
  it('describes the trailer the page plays: our own film, its length, an absolute thumbnail', () => {
    const video = trailerJsonLd();
    expect(video['@type']).toBe('VideoObject');
    expect(video.duration).toBe(TRAILER.durationIso);
    expect(video.thumbnailUrl[0]).toBe('http://localhost:3000/media/trailer/trailer-poster.webp');
    // No trailer on YouTube yet: no player address is claimed, the film's own file is named.
    expect(TRAILER.youtube).toBe('');
    expect(video).not.toHaveProperty('embedUrl');
    expect(video).toMatchObject({ contentUrl: `http://localhost:3000/media/${TRAILER.film}` });
    expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the first 10 reviews, a 4.9 of 5 rating and an INR offer', () => {
    const product = productJsonLd(TESTIMONIALS);
    expect(product.review).toHaveLength(10);
    expect(product.review[0]?.author.name).toBe(TESTIMONIALS[0]?.name);
    expect(product.review[9]?.reviewBody).toBe(TESTIMONIALS[9]?.content);
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.9, bestRating: 5, reviewCount: 25 });
    // The testimonials carry no stars of their own, so no review claims any.
    expect(product.review.every((review) => !('reviewRating' in review))).toBe(true);
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
