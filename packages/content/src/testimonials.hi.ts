import type { Testimonial } from './schemas.ts';

// The quotes stay as their authors wrote them (testimonials.ts); only the role line under a name on a
// review card is ours to translate.
export const TESTIMONIAL_ROLE_HI: Record<Testimonial['role'], string> = {
  'Parenting Influencer': 'पेरेंटिंग इन्फ्लुएंसर',
};
