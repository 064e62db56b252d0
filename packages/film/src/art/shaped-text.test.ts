import { Buffer as ShapingBuffer, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { scriptRuns, shapeLine, shapingFont } from './shaped-text.ts';

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
});
