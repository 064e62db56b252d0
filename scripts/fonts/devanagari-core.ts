/**
 * Hindi pages set their text in Baloo 2's Devanagari file and fetch it before anything else, because a
 * late font reflowed the hero (decision 051). That file is 115 kB, 817 glyphs: every conjunct of the
 * script at every weight, and Lighthouse's model of a slow phone counts all of it before /hi's largest
 * paint. The shop's Hindi text uses about 220 of those glyphs. This writes a cut of the file holding:
 *
 * - every letter of the Devanagari block, so any Hindi a parent types still shows;
 * - every glyph HarfBuzz (the shaper Chrome uses) reaches while shaping each Devanagari word of the
 *   shop's text, including the intermediate ones a conjunct is built through, so that text is drawn
 *   exactly as with the whole file (devanagari-core.test.ts shapes every word both ways);
 * - each consonant's half form, reph, rakar and yakar forms, and each consonant with each vowel sign,
 *   so a name outside the shop's text is still joined the usual way (only a few rare ligatures fall
 *   back to a visible virama, as many Devanagari fonts draw them anyway).
 *
 * Glyph ids are kept (RETAIN_GIDS), so the cut's glyphs are the whole file's. Rerun after the shop's
 * Hindi text changes (devanagari-core.test.ts fails until then):
 *
 *   node --import tsx scripts/fonts/devanagari-core.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape, shapeWithTrace } from 'harfbuzzjs';
import { BALOO_DEVANAGARI, fontsourceFile, repoRoot, shopTextFiles } from './font-files';

const require = createRequire(import.meta.url);

/** The committed cut, named by apps/web/app/app.css and preloaded by Hindi pages (root.tsx). */
export const DEVANAGARI_CORE_FONT = join(repoRoot, 'apps/web/app/fonts/baloo-2-devanagari-core.woff2');

/** The characters the cut answers for: the Devanagari block, the joiners, the dotted circle, ₹. */
export const DEVANAGARI_CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x80 }, (_, index) => 0x900 + index),
  0x200c,
  0x200d,
  0x20b9,
  0x25cc,
];

const DEVANAGARI_WORD = /[\u0900-\u097F\u200C\u200D]+/g;
const VIRAMA = '\u094d';

/** Every distinct Devanagari word of the shop's text. */
export function shopDevanagariWords(): string[] {
  const words = new Set<string>();
  for (const file of shopTextFiles()) {
    for (const [word] of readFileSync(file, 'utf8').matchAll(DEVANAGARI_WORD)) words.add(word);
  }
  return [...words].sort();
}

/** The joins a name outside the shop's text needs most: see the file's comment. */
function commonJoins(): string[] {
  const consonants = Array.from({ length: 0x939 - 0x915 + 1 }, (_, index) =>
    String.fromCodePoint(0x915 + index),
  );
  const vowelSigns = Array.from({ length: 0x94c - 0x93e + 1 }, (_, index) =>
    String.fromCodePoint(0x93e + index),
  );
  const signs = [...vowelSigns, '\u0901', '\u0902', '\u0903']; // and candrabindu, anusvara, visarga
  return consonants.flatMap((consonant) => [
    ...signs.map((sign) => consonant + sign),
    consonant + VIRAMA,
    consonant + VIRAMA + '\u200d',
    consonant + VIRAMA + 'क',
    consonant + VIRAMA + 'र',
    consonant + VIRAMA + 'य',
    'र' + VIRAMA + consonant,
  ]);
}

/** A font HarfBuzz can shape with, from an sfnt (TrueType) file. */
export function shapingFont(truetype: Uint8Array): Font {
  return new Font(new Face(new Blob(truetype)));
}

/** The glyphs HarfBuzz draws a word with, each with its advance and offsets. */
export function shapeWord(font: Font, word: string): number[][] {
  const buffer = new ShapingBuffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map((glyph) => [glyph.codepoint, glyph.xAdvance ?? 0, glyph.xOffset ?? 0, glyph.yOffset ?? 0]);
}

/** Every glyph shaping a word passes through, the intermediate forms of a conjunct included. */
function glyphsReached(font: Font, word: string): number[] {
  const buffer = new ShapingBuffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  const trace = shapeWithTrace(font, buffer, [], 0, 0);
  const reached = trace.flatMap((step) => (step.glyphs ? (step.t as { g: number }[]).map(({ g }) => g) : []));
  return [...reached, ...buffer.getGlyphInfos().map((glyph) => glyph.codepoint)];
}

export async function wholeDevanagariFile(): Promise<Uint8Array> {
  return fontverter.convert(fontsourceFile(BALOO_DEVANAGARI), 'truetype');
}

// harfbuzz's subsetter (the wasm build subset-font uses), called directly: subset-font takes
// characters, not glyphs. Typed here: the scripts compile without the DOM library that types wasm.
interface HarfBuzzSubset {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
};
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

async function subsetToGlyphs(truetype: Uint8Array, codePoints: readonly number[], glyphs: Set<number>) {
  const binary = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const hb = (await wasm.instantiate(binary)).instance.exports as HarfBuzzSubset;
  hb._initialize();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const fontData = hb.malloc(truetype.byteLength);
  heap().set(truetype, fontData);
  const blob = hb.hb_blob_create(fontData, truetype.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hb.hb_set_clear(features);
  hb.hb_set_invert(features); // keep every layout feature
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
  const glyphSet = hb.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
  const flags = HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE;
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | flags);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error('hb_subset_or_fail returned nothing');
  const result = hb.hb_face_reference_blob(subset);
  const start = hb.hb_blob_get_data(result, 0);
  const cut = Buffer.from(heap().subarray(start, start + hb.hb_blob_get_length(result)));
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(subset);
  hb.hb_face_destroy(face);
  hb.free(fontData);
  return cut;
}

async function main(): Promise<void> {
  const whole = await wholeDevanagariFile();
  const font = shapingFont(whole);
  const glyphs = new Set<number>();
  for (const text of [...shopDevanagariWords(), ...commonJoins()]) {
    for (const glyph of glyphsReached(font, text)) glyphs.add(glyph);
  }
  const cut = await subsetToGlyphs(whole, DEVANAGARI_CORE_CODE_POINTS, glyphs);
  const woff2: Buffer = await fontverter.convert(cut, 'woff2', 'truetype');
  writeFileSync(DEVANAGARI_CORE_FONT, woff2);
  process.stdout.write(`wrote ${DEVANAGARI_CORE_FONT} (${glyphs.size} glyphs, ${woff2.length} bytes)\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
