import { readFileSync } from 'node:fs';
import { create, openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { appCssFace, fontsourceFile, unicodeRange } from './font-files';
import { LATIN_CORE_FONTS, latinCoreCodePoints } from './latin-core';

describe('the Latin core cuts of the web fonts', () => {
  const used = latinCoreCodePoints();

  it('take in printable ASCII and the signs the shop text uses, nothing of Latin-1 it does not', () => {
    expect(used).toContain('A'.codePointAt(0));
    expect(used).toContain('…'.codePointAt(0));
    expect(used).toContain('’'.codePointAt(0));
    expect(used).not.toContain('ë'.codePointAt(0));
    expect(used.every((codePoint) => codePoint >= 0x20)).toBe(true);
  });

  for (const font of LATIN_CORE_FONTS) {
    describe(font.family, () => {
      const core = openSync(font.file);
      const full = create(fontsourceFile(font.source));

      it('has every character of the shop text its Fontsource file has', () => {
        const missing = used.filter(
          (codePoint) => full.hasGlyphForCodePoint(codePoint) && !core.hasGlyphForCodePoint(codePoint),
        );
        expect(missing.map((codePoint) => String.fromCodePoint(codePoint))).toEqual([]);
      });

      it('is a cut: letters the shop text does not use stay in the full file', () => {
        expect(full.hasGlyphForCodePoint('ë'.codePointAt(0) ?? 0)).toBe(true);
        expect(core.hasGlyphForCodePoint('ë'.codePointAt(0) ?? 0)).toBe(false);
        expect(readFileSync(font.file).length).toBeLessThan(fontsourceFile(font.source).length * 0.75);
      });

      it('is declared in app.css for exactly those characters, after Fontsource’s faces', () => {
        const face = appCssFace(font.file);
        expect(face.rule).toContain(`font-family: '${font.family}'`);
        expect(face.rule).toContain(`unicode-range: ${unicodeRange(used)};`);
        expect(face.afterFontsource).toBe(true);
      });
    });
  }

  it('writes runs of neighbouring characters as one range', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe('U+0020-0022, U+00A0, U+2013-2014');
  });
});
