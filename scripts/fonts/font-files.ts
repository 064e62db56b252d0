/**
 * What the font scripts (latin-core.ts, devanagari-core.ts, hindi-words.ts) and their tests share:
 * where the shop's text and Fontsource's files are, and how app.css declares a committed cut.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Baloo 2's Devanagari file, the source of the Hindi words and Devanagari cuts. */
export const BALOO_DEVANAGARI = '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2';

/** Where the text pages show is written: the content, the contracts' messages, the web app. */
const TEXT_SOURCES = ['packages/content', 'packages/contracts/src', 'apps/web/app'];
const TEXT_FILE = /\.(ts|tsx|md)$/;

/** The films' storyboards: their narration is spoken and captioned in a player, never set in a page. */
const NOT_PAGE_TEXT = join(repoRoot, 'packages/content/src/storyboards');

/** Every file holding text the pages show. */
export function shopTextFiles(): string[] {
  return TEXT_SOURCES.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name) && !entry.name.includes('.test.'))
      .filter((entry) => !entry.parentPath.startsWith(NOT_PAGE_TEXT))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

/** A font file of a Fontsource package, as the web app resolves it. */
export function fontsourceFile(source: string): Buffer {
  return readFileSync(createRequire(join(repoRoot, 'apps/web/package.json')).resolve(source));
}

/** A CSS unicode-range naming exactly these code points (runs of neighbours as one range). */
export function unicodeRange(codePoints: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/**
 * The app.css @font-face naming a committed cut (apps/web/app/fonts/<name>), on one line ('' if none),
 * and whether it comes after the @imports that bring Fontsource's faces (the last declared face wins).
 */
export function appCssFace(file: string): { rule: string; afterFontsource: boolean } {
  const appCss = readFileSync(join(repoRoot, 'apps/web/app/app.css'), 'utf8');
  const url = `./fonts/${file.split('/').pop() ?? ''}`;
  const rule = appCss.split('@font-face').find((face) => face.includes(url)) ?? '';
  return {
    rule: rule.replace(/\s+/g, ' '),
    afterFontsource: appCss.indexOf(url) > appCss.lastIndexOf('@import'),
  };
}
