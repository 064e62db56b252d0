/**
 * English pages show a few Hindi words: the way to the Hindi site ("हिंदी") and its offer bar. Baloo 2's
 * whole Devanagari file is 115 kB, too much for five words on every English page, and a phone or PC
 * without a Devanagari system font drew them as empty boxes. This writes a subset of it holding just
 * the letters of those words (harfbuzz keeps the shaping rules that join them), which app.css uses
 * for Hindi words on English pages. Rerun after changing `otherLanguage` in the English catalogue:
 *
 *   node --import tsx scripts/fonts/hindi-words.ts
 *
 * hindi-words.test.ts fails while the committed file lacks a letter those words use.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { UI_TEXT } from '@shop/content/ui-text';
import { BALOO_DEVANAGARI, fontsourceFile, repoRoot } from './font-files';

/** The committed subset, imported by apps/web/app/app.css. */
export const HINDI_WORDS_FONT = join(repoRoot, 'apps/web/app/fonts/baloo-2-hindi-words.woff2');

/** Every Hindi word an English page shows. */
export const HINDI_WORDS_ON_ENGLISH_PAGES: readonly string[] = Object.values(UI_TEXT.otherLanguage);

async function main(): Promise<void> {
  const subset = await subsetFont(fontsourceFile(BALOO_DEVANAGARI), HINDI_WORDS_ON_ENGLISH_PAGES.join(''), {
    targetFormat: 'woff2',
  });
  writeFileSync(HINDI_WORDS_FONT, subset);
  process.stdout.write(`wrote ${HINDI_WORDS_FONT} (${subset.length} bytes)\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
