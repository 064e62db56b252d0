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

/**
 * The cuts of Baloo 2 the film draws with. The site's font files are split by Unicode range, so a
 * character missing from one cut may be in another: the comma is in `latin`, not in `devanagari`;
 * "Ł" or "ő" of a name are in `latin-ext`, "ơ" in `vietnamese`.
 */
export type Script = 'latin' | 'latin-ext' | 'vietnamese' | 'devanagari';

const FILES: Record<Script, string> = {
  latin: '@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
  'latin-ext': '@fontsource-variable/baloo-2/files/baloo-2-latin-ext-wght-normal.woff2',
  vietnamese: '@fontsource-variable/baloo-2/files/baloo-2-vietnamese-wght-normal.woff2',
  devanagari: '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2',
};

/** Where a letter that is not Devanagari looks first, then next. */
const LATIN_CUTS: readonly Script[] = ['latin', 'latin-ext', 'vietnamese'];
const ALL_CUTS: readonly Script[] = ['latin', 'devanagari', 'latin-ext', 'vietnamese'];

const require = createRequire(import.meta.url);
const fonts = new Map<string, Promise<{ font: Font; upem: number; unicodes: ReadonlySet<number> }>>();

/** Baloo 2 for one script at one weight, ready to shape with, and the characters its cut has. */
export function shapingFont(
  script: Script,
  weight = 700,
): Promise<{ font: Font; upem: number; unicodes: ReadonlySet<number> }> {
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
      return { font, upem: face.upem, unicodes: new Set(face.collectUnicodes()) };
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

/** Whether a cut has a character; without it, every cut is taken to have every character. */
export type Coverage = (script: Script, codePoint: number) => boolean;

/**
 * Split text into runs of one cut. Devanagari goes to its cut, other letters and digits to the first
 * Latin cut that has them; spaces, punctuation and combining marks stay with the run they are in
 * when its cut has them (a Hindi line's spaces shape with it), else go to the first cut that does
 * (the comma of a Hindi line is drawn from `latin`, not as a missing-glyph box).
 */
export function scriptRuns(text: string, covers: Coverage = () => true): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  const firstCovering = (cuts: readonly Script[], cp: number) =>
    cuts.find((cut) => covers(cut, cp)) ?? cuts[0]!;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let script: Script;
    if (isDevanagari(ch)) script = 'devanagari';
    else if (/[\p{L}\p{N}]/u.test(ch)) script = firstCovering(LATIN_CUTS, cp);
    else if (last && (covers(last.script, cp) || /\p{M}/u.test(ch))) script = last.script;
    else script = firstCovering(ALL_CUTS, cp);
    if (last && script === last.script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/** Characters of `text` that no cut of the film's font has (they would be drawn as empty boxes). */
export async function missingCharacters(text: string, weight = 700): Promise<string[]> {
  const covers = await coverage(weight);
  return [...new Set(text.normalize('NFC'))].filter(
    (ch) => !/\s/u.test(ch) && !ALL_CUTS.some((cut) => covers(cut, ch.codePointAt(0) ?? 0)),
  );
}

async function coverage(weight: number): Promise<Coverage> {
  const sets = new Map<Script, ReadonlySet<number>>();
  for (const cut of ALL_CUTS) sets.set(cut, (await shapingFont(cut, weight)).unicodes);
  return (script, codePoint) => sets.get(script)?.has(codePoint) ?? false;
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
  const covers = await coverage(weight);
  for (const run of scriptRuns(text.normalize('NFC'), covers)) {
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
