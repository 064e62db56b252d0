import { parseFollowers } from './follower-count.ts';
import type { Testimonial } from './schemas.ts';
import { TESTIMONIALS } from './testimonials.ts';
import { UI_TEXT_HI } from './ui-text.hi.ts';

// The quotes stay as their authors wrote them (testimonials.ts); only the role line under a name on a
// review card is ours to translate.
export const TESTIMONIAL_ROLE_HI: Record<Testimonial['role'], string> = UI_TEXT_HI.reviews.roles;

// Follower counts read as Hindi readers count: "4.5 लाख", "86.5 हज़ार" (Intl in the page's locale).
const HINDI_COUNT = new Intl.NumberFormat('hi-IN', { notation: 'compact', maximumSignificantDigits: 3 });

export const hindiCount = (count: number): string => HINDI_COUNT.format(count);

/** The testimonials for Hindi pages: the same quotes, the follower counts in Hindi. */
export const TESTIMONIALS_HI: Testimonial[] = TESTIMONIALS.map((testimonial) => ({
  ...testimonial,
  followers: hindiCount(parseFollowers(testimonial.followers)),
}));
