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
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { UI_TEXT } from '@shop/content/ui-text';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The committed subset, imported by apps/web/app/app.css. */
export const HINDI_WORDS_FONT = join(repoRoot, 'apps/web/app/fonts/baloo-2-hindi-words.woff2');

/** Every Hindi word an English page shows. */
export const HINDI_WORDS_ON_ENGLISH_PAGES: readonly string[] = Object.values(UI_TEXT.otherLanguage);

function balooDevanagari(): Buffer {
  const require = createRequire(join(repoRoot, 'apps/web/package.json'));
  const pkg = dirname(require.resolve('@fontsource-variable/baloo-2/package.json'));
  return readFileSync(join(pkg, 'files/baloo-2-devanagari-wght-normal.woff2'));
}

async function main(): Promise<void> {
  const subset = await subsetFont(balooDevanagari(), HINDI_WORDS_ON_ENGLISH_PAGES.join(''), {
    targetFormat: 'woff2',
  });
  writeFileSync(HINDI_WORDS_FONT, subset);
  process.stdout.write(`wrote ${HINDI_WORDS_FONT} (${subset.length} bytes)\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
