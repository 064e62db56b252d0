import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEVANAGARI_CORE_CODE_POINTS,
  DEVANAGARI_CORE_FONT,
  shapeWord,
  shapingFont,
  shopDevanagariWords,
  wholeDevanagariFile,
} from './devanagari-core';
import { appCssFace, BALOO_DEVANAGARI, fontsourceFile, unicodeRange } from './font-files';

// Shaped with HarfBuzz, the shaper Chrome uses, so "drawn the same" here is drawn the same on screen.
describe('the Devanagari cut of Baloo 2', () => {
  const words = shopDevanagariWords();
  let whole: ReturnType<typeof shapingFont>;
  let cut: ReturnType<typeof shapingFont>;
  beforeAll(async () => {
    whole = shapingFont(await wholeDevanagariFile());
    cut = shapingFont(await fontverter.convert(readFileSync(DEVANAGARI_CORE_FONT), 'truetype'));
  });

  it('draws every Devanagari word of the shop’s text exactly as the whole file does', () => {
    expect(words.length).toBeGreaterThan(1000);
    const drawnOtherwise = words.filter(
      (word) => JSON.stringify(shapeWord(cut, word)) !== JSON.stringify(shapeWord(whole, word)),
    );
    expect(drawnOtherwise).toEqual([]);
  });

  it('has every letter, and joins a name the shop never wrote the usual way', () => {
    const notdef = 0;
    for (const codePoint of DEVANAGARI_CORE_CODE_POINTS) {
      const letter = String.fromCodePoint(codePoint);
      const wholeHasIt = shapeWord(whole, letter).every(([glyph]) => glyph !== notdef);
      if (wholeHasIt)
        expect(
          shapeWord(cut, letter).map(([glyph]) => glyph),
          letter,
        ).not.toContain(notdef);
    }
    // Names with joins (half forms, reph, conjuncts) that appear nowhere in the shop's text.
    for (const name of ['अद्वैत', 'ऋद्धि', 'श्रद्धा', 'त्र्यंबक', 'हृदय'].filter((n) => !words.includes(n))) {
      expect(shapeWord(cut, name), name).toEqual(shapeWord(whole, name));
    }
  });

  it('is a cut: under half the whole file, and a rare three-letter conjunct is drawn from its parts', () => {
    expect(readFileSync(DEVANAGARI_CORE_FONT).length).toBeLessThan(
      fontsourceFile(BALOO_DEVANAGARI).length / 2,
    );
    const rare = 'प्रज्ज्वल'; // ज्ज्व: joined in the whole file, half forms in the cut
    expect(words).not.toContain(rare);
    expect(shapeWord(cut, rare)).not.toEqual(shapeWord(whole, rare));
    expect(shapeWord(cut, rare).map(([glyph]) => glyph)).not.toContain(0);
  });

  it('is declared in app.css for its characters, after Fontsource’s faces', () => {
    const face = appCssFace(DEVANAGARI_CORE_FONT);
    expect(face.rule).toContain("font-family: 'Baloo 2 Variable'");
    expect(face.rule).toContain(`unicode-range: ${unicodeRange(DEVANAGARI_CORE_CODE_POINTS)};`);
    expect(face.afterFontsource).toBe(true);
  });
});
