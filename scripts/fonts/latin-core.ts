/**
 * Every page preloads the Latin files of its two web fonts (decision 017), and Lighthouse's model of a
 * slow phone counts them before the largest paint. Fontsource's Latin files cover all of Latin-1 and
 * more (33 kB Baloo 2, 39 kB Nunito); the shop's own text uses printable ASCII and a dozen signs. This
 * writes a "core" cut of each (22 + 24 kB) holding just the characters the shop's text uses; app.css
 * declares it after Fontsource's faces with a unicode-range of exactly those characters, so it is the
 * one a page loads, and a letter outside it (a parent typing "Zoë") still loads Fontsource's full file.
 * Rerun after the shop's text gains a new sign (latin-core.test.ts fails until then):
 *
 *   node --import tsx scripts/fonts/latin-core.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontsourceFile, repoRoot, shopTextFiles, unicodeRange } from './font-files';

/** Each core cut: the Fontsource file it is cut from and the committed file app.css names. */
export const LATIN_CORE_FONTS = [
  {
    family: 'Baloo 2 Variable',
    source: '@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
    file: join(repoRoot, 'apps/web/app/fonts/baloo-2-latin-core.woff2'),
  },
  {
    family: 'Nunito Variable',
    source: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    file: join(repoRoot, 'apps/web/app/fonts/nunito-latin-core.woff2'),
  },
] as const;

/**
 * Fontsource's "latin" unicode-range: the characters its Latin file is loaded for, so the only ones a
 * core cut can take over (a character outside it comes from another subset: latin-ext, Devanagari).
 */
const FONTSOURCE_LATIN: readonly (readonly [number, number])[] = [
  [0x00, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const inFontsourceLatin = (codePoint: number) =>
  FONTSOURCE_LATIN.some(([first, last]) => codePoint >= first && codePoint <= last);

/** The characters of the Fontsource Latin range the shop's text uses: printable ASCII and its signs. */
export function latinCoreCodePoints(): number[] {
  const used = new Set<number>();
  for (let codePoint = 0x20; codePoint <= 0x7e; codePoint++) used.add(codePoint);
  // The spaces Intl writes into numbers, dates and times (no-break, narrow no-break, thin).
  for (const space of [0xa0, 0x202f, 0x2009]) used.add(space);
  for (const file of shopTextFiles()) {
    for (const character of readFileSync(file, 'utf8')) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (codePoint > 0x7e && inFontsourceLatin(codePoint)) used.add(codePoint);
    }
  }
  return [...used].sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const codePoints = latinCoreCodePoints();
  const text = String.fromCodePoint(...codePoints);
  for (const font of LATIN_CORE_FONTS) {
    const subset = await subsetFont(fontsourceFile(font.source), text, { targetFormat: 'woff2' });
    writeFileSync(font.file, subset);
    process.stdout.write(`wrote ${font.file} (${subset.length} bytes)\n`);
  }
  process.stdout.write(`app.css unicode-range of both core faces:\n  ${unicodeRange(codePoints)};\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
