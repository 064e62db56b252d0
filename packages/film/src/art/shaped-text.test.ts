import { Buffer as ShapingBuffer, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FILM_TEXT } from '@shop/content/storyboards/film-text';
import { STORIES } from '@shop/content/stories';
import { STORIES_HI } from '@shop/content/stories.hi';
import { missingCharacters, scriptRuns, shapeLine, shapingFont } from './shaped-text.ts';

async function harfbuzzGlyphs(text: string): Promise<number[]> {
  const { font } = await shapingFont('devanagari');
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

describe('shaped text', () => {
  it.each(['आरव', 'क्षत्रिय'])(
    'draws %s with Baloo 2 Devanagari, glyph for glyph as HarfBuzz shapes it',
    async (word) => {
      const shaped = await shapeLine(word, 40);
      const expected = await harfbuzzGlyphs(word);
      expect(shaped.glyphs.map((glyph) => glyph.glyph)).toEqual(expected);
      expect(shaped.glyphs.every((glyph) => glyph.script === 'devanagari')).toBe(true);
      const { font } = await shapingFont('devanagari');
      for (const glyph of expected) expect(shaped.svg).toContain(font.glyphToPath(glyph));
    },
  );

  it('joins a conjunct instead of drawing its parts apart', async () => {
    // क्ष (ka + virama + ssa) is one glyph, and the i-matra of त्रि comes before its consonants.
    const shaped = await shapeLine('क्षत्रिय', 40);
    expect(shaped.glyphs.length).toBeLessThan([...'क्षत्रिय'].length);
  });

  it('differs from what a Latin font would draw (empty boxes)', async () => {
    const { font: latin } = await shapingFont('latin');
    const buffer = new ShapingBuffer();
    buffer.addText('आरव');
    buffer.guessSegmentProperties();
    shape(latin, buffer);
    const fallback = buffer
      .getGlyphInfos()
      .map((info) => latin.glyphToPath(info.codepoint))
      .join('');
    const shaped = await shapeLine('आरव', 40);
    expect(shaped.svg).not.toContain(fallback);
  });

  it('shapes each script with its own file: a Latin name in a Hindi line', () => {
    expect(scriptRuns('मुख्य भूमिका में Aarav')).toEqual([
      { script: 'devanagari', text: 'मुख्य भूमिका में ' },
      { script: 'latin', text: 'Aarav' },
    ]);
  });

  // Every word the renderer draws itself: the title cards (each story's title in both languages), the
  // credits and the watermark, with a name of each kind a parent may type. A glyph 0 is the font's
  // missing-glyph box, as once seen in a Hindi frame (a comma the Devanagari cut does not have).
  const drawn = [
    ...STORIES.map((story) => story.title),
    ...STORIES_HI.map((story) => story.title),
    ...(['en', 'hi'] as const).flatMap((language) => {
      const text = FILM_TEXT[language];
      return [text.starring, ...text.credits, text.watermark].flatMap((line) =>
        ['Aarav', 'आरव', "Zoë D'Souza-Łukasz", 'Nguyễn'].map((name) => line.replaceAll('{name}', name)),
      );
    }),
  ];

  it('has every character of every line the film draws, in some cut of its font', async () => {
    const missing = new Map<string, string[]>();
    for (const line of drawn) {
      const chars = await missingCharacters(line);
      if (chars.length) missing.set(line, chars);
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('draws no missing-glyph box in any line the film draws', async () => {
    const boxes: string[] = [];
    for (const line of drawn) {
      const shaped = await shapeLine(line, 40, 800);
      if (shaped.glyphs.some((glyph) => glyph.glyph === 0)) boxes.push(line);
    }
    expect(boxes).toEqual([]);
  });

  it('takes punctuation a cut lacks from another cut: a comma in a Hindi line', async () => {
    const shaped = await shapeLine('नमस्ते, आरव!', 40);
    expect(shaped.glyphs.some((glyph) => glyph.glyph === 0)).toBe(false);
    expect(shaped.glyphs.some((glyph) => glyph.script === 'latin')).toBe(true);
  });

  it('names a character no cut has, so it is found before a frame shows a box', async () => {
    expect(await missingCharacters('Aarav 🌟 அருண்')).toEqual(['🌟', 'அ', 'ர', 'ு', 'ண', '்']);
  });
});
