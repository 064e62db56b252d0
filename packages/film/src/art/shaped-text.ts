/**
 * Text as outlines, shaped by HarfBuzz (the shaper browsers use) from the site's own Baloo 2 files,
 * so Devanagari conjuncts and vowel signs are right ("क्षत्रिय", not "क्‌षत्‌रयि") and no system font is
 * needed. Each run of one script is shaped with that script's file: a Hindi title with a name typed
 * in Latin letters is drawn with both.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import { el, g, n } from './svg.ts';

export type Script = 'latin' | 'devanagari';

const FILES: Record<Script, string> = {
  latin: '@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
  devanagari: '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2',
};

const require = createRequire(import.meta.url);
const fonts = new Map<string, Promise<{ font: Font; upem: number }>>();

/** Baloo 2 for one script at one weight, ready to shape with. */
export function shapingFont(script: Script, weight = 700): Promise<{ font: Font; upem: number }> {
  const key = `${script}:${weight}`;
  let hit = fonts.get(key);
  if (!hit) {
    hit = (async () => {
      const truetype: Buffer = await fontverter.convert(
        readFileSync(require.resolve(FILES[script])),
        'truetype',
      );
      const face = new Face(new Blob(truetype));
      const font = new Font(face);
      font.setVariations([new Variation('wght', weight)]);
      return { font, upem: face.upem };
    })();
    fonts.set(key, hit);
  }
  return hit;
}

/** Devanagari, Devanagari Extended, and the joiners that steer its conjuncts. */
function isDevanagari(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x900 && cp <= 0x97f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || cp === 0x200c || cp === 0x200d;
}

/** Split text into runs of one script; spaces and punctuation stay with the run they are in. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const script: Script | undefined = isDevanagari(ch)
      ? 'devanagari'
      : /[\p{L}\p{N}]/u.test(ch)
        ? 'latin'
        : undefined;
    const last = runs.at(-1);
    if (last && (script === undefined || script === last.script)) last.text += ch;
    else runs.push({ script: script ?? last?.script ?? 'latin', text: ch });
  }
  return runs;
}

export interface ShapedGlyph {
  script: Script;
  glyph: number;
  /** Pen position in font units of its font, scaled later. */
  x: number;
  y: number;
}

export interface ShapedText {
  /** SVG markup: one path per glyph, positioned; style it from a parent group (fill, stroke). */
  svg: string;
  /** Glyphs are drawn in font units, scaled: a stroke of `s` px is `s * unitsPerPx` font units. */
  unitsPerPx: number;
  width: number;
  glyphs: ShapedGlyph[];
}

/**
 * Shape one line at `size` (px per em) with its left end at x = 0 and its baseline at y = 0; place it
 * with a transform. `weight` is Baloo 2's wght axis (400-800).
 */
export async function shapeLine(text: string, size: number, weight = 700): Promise<ShapedText> {
  let pen = 0;
  let svg = '';
  let unitsPerPx = 1;
  const glyphs: ShapedGlyph[] = [];
  for (const run of scriptRuns(text.normalize('NFC'))) {
    const { font, upem } = await shapingFont(run.script, weight);
    const scale = size / upem;
    unitsPerPx = upem / size;
    const buffer = new ShapingBuffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    for (const info of buffer.getGlyphInfosAndPositions()) {
      const x = pen + (info.xOffset ?? 0) * scale;
      const y = -(info.yOffset ?? 0) * scale;
      const d = font.glyphToPath(info.codepoint);
      if (d)
        svg += el('path', {
          d,
          transform: `translate(${n(x)} ${n(y)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})`,
        });
      glyphs.push({ script: run.script, glyph: info.codepoint, x, y });
      pen += (info.xAdvance ?? 0) * scale;
    }
  }
  return { svg: g({}, svg), unitsPerPx, width: pen, glyphs };
}
