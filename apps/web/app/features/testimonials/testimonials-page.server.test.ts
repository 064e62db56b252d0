import { describe, expect, it } from 'vitest';
import { combinedReach, formatReach } from '@shop/content/follower-count';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { testimonialsPageData } from './testimonials-page.server';

describe('testimonials page data', () => {
  const data = testimonialsPageData();

  it('figures: combined reach of all creators and the partner count', () => {
    expect(data.reach).toBe(formatReach(combinedReach(TESTIMONIALS)));
    expect(data.reach).toMatch(/^\d+\.\d[KM]\+$/);
    expect(data.partners).toBe(25);
  });

  it('has its own title, description and JSON-LD', () => {
    expect(data.meta.find((m) => 'title' in m)).toEqual({
      title: expect.stringMatching(/Reviews|Testimonials/),
    });
    expect(data.meta.some((m) => 'script:ld+json' in m)).toBe(true);
  });
});
