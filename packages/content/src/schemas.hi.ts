import { z } from 'zod';
import { faqItemSchema, storySchema } from './schemas.ts';

// Hindi limits beside the English ones, never by loosening them. Devanagari writes a syllable as a
// consonant plus a vowel sign (and a virama in a cluster), each its own UTF-16 unit, so a Hindi text
// counts up to a quarter more in `.length` than its English (0.9-1.25x measured on the stories, FAQ and
// policy descriptions) while taking about the same room on screen. The Hindi maxima are the English
// ones x 1.3; the minima stay, a short text is short in either script.
const HINDI_LENGTH_FACTOR = 1.3;
const hindiMax = (englishMax: number) => Math.round(englishMax * HINDI_LENGTH_FACTOR);

export const hindiStorySchema = storySchema.extend({
  title: z.string().min(3).max(hindiMax(70)),
  description: z.string().min(60).max(hindiMax(320)),
});

export const hindiFaqItemSchema = faqItemSchema.extend({
  question: z.string().min(8).max(hindiMax(160)),
  answer: z.string().min(20).max(hindiMax(700)),
});

/** A search result's snippet under the title; English keeps its 160 (legal-pages.test.ts). */
export const hindiMetaDescriptionSchema = z.string().min(50).max(hindiMax(160));
