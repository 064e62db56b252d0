import type { Locale } from '@shop/contracts/locale';
import { combinedReach, formatReach } from '@shop/content/follower-count';
import { TESTIMONIALS } from '@shop/content/testimonials';
import { TESTIMONIALS_HI, hindiCount } from '@shop/content/testimonials.hi';
import { testimonialsMeta } from './testimonials-seo';

// Build time only (the /testimonials loader): validated content in, plain data out, so the page's
// JavaScript carries neither zod nor the content package.
export function testimonialsPageData(locale: Locale = 'en') {
  const reach = combinedReach(TESTIMONIALS);
  return {
    testimonials: locale === 'hi' ? TESTIMONIALS_HI : TESTIMONIALS,
    reach: locale === 'hi' ? `${hindiCount(reach)}+` : formatReach(reach),
    partners: TESTIMONIALS.length,
    meta: testimonialsMeta(locale),
  };
}
