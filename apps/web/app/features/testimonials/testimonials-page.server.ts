import { combinedReach, formatReach } from '@shop/content/follower-count';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { testimonialsMeta } from './testimonials-seo';

// Build time only (the /testimonials loader): validated content in, plain data out, so the page's
// JavaScript carries neither zod nor the content package.
export function testimonialsPageData() {
  return {
    testimonials: TESTIMONIALS,
    reach: formatReach(combinedReach(TESTIMONIALS)),
    partners: TESTIMONIALS.length,
    meta: testimonialsMeta(),
  };
}
