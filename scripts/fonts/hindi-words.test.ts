import { openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { HINDI_WORDS_FONT, HINDI_WORDS_ON_ENGLISH_PAGES } from './hindi-words';

// Glyph 0 is .notdef, the empty box a font draws for a letter it does not have.
const missingLetters = (text: string) => {
  const font = openSync(HINDI_WORDS_FONT);
  return [...text].filter((letter) => letter.trim() !== '' && font.layout(letter).glyphs[0]?.id === 0);
};

describe('the Hindi words font of English pages', () => {
  it('has every letter of the Hindi words English pages show', () => {
    expect(HINDI_WORDS_ON_ENGLISH_PAGES.length).toBeGreaterThan(0);
    for (const words of HINDI_WORDS_ON_ENGLISH_PAGES) expect(missingLetters(words), words).toEqual([]);
  });

  it('is a subset: a letter those words do not use is missing', () => {
    expect(missingLetters('क')).toEqual(['क']);
  });
});
