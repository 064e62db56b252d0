import type { Translation } from '../translation.ts';
import type { FILM_TEXT_EN } from './film-text.ts';

// The film's own words in Hindi (film-text.ts has the English and what each is). Hindi never makes a
// word agree with the name (the child may be a boy or a girl). The last credit has no comma: the
// film's Devanagari font cut has none and drew a missing-glyph box there.

export const FILM_TEXT_HI: Translation<typeof FILM_TEXT_EN> = {
  starring: 'मुख्य भूमिका में {name}',
  welcome: '{name}, यह कहानी तुम्हारे लिए है!',
  credits: ['समाप्त', 'मुख्य भूमिका में {name}', 'Diya Tales की ओर से ढेर सारे प्यार के साथ'],
  watermark: 'झलक',
  gift: {
    birthday: '{name} के जन्मदिन पर',
    festival: 'इस {festival} पर {name} के लिए',
    other: '{name} के लिए, एक ख़ास दिन पर',
    quote: '“{message}”',
    from: 'सप्रेम, {giver}',
    fromOnly: 'ढेर सारे प्यार के साथ, {giver}',
    fromUnnamed: 'ढेर सारे प्यार के साथ',
  },
};
