import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as parseFont, type Font } from 'fontkit';

// The shop's printed documents (the invoice, docs/decisions/024; the certificate, docs/decisions/117)
// share one look and one way of setting type: the brand in Baloo 2 like the site's headings,
// everything else in Noto Sans Devanagari, which carries Latin, Devanagari and the rupee sign, so a
// name in Hindi prints as written. pdfkit shapes Devanagari (conjuncts, matras, reph) through
// fontkit and embeds only the glyphs used.

type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
export const BRAND_FONT_FILES = {
  brand: '@expo-google-fonts/baloo-2/700Bold/Baloo2_700Bold.ttf',
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf',
} as const;
export type BrandFontName = keyof typeof BRAND_FONT_FILES;

// Read and parsed once per process, on the first document, then shared by every document: parsing the
// three files costs more than drawing a document (measured in docs/decisions/024).
let fonts: Record<BrandFontName, Font> | undefined;
function parsedFonts(): Record<BrandFontName, Font> {
  fonts ??= Object.fromEntries(
    Object.entries(BRAND_FONT_FILES).map(([name, file]) => [
      name,
      parseFont(readFileSync(require.resolve(file))),
    ]),
  ) as Record<BrandFontName, Font>;
  return fonts;
}

/** Registers the brand's fonts on a new document under their names ('brand', 'regular', 'bold'). */
export function registerBrandFonts(doc: Doc) {
  const parsed = parsedFonts();
  // pdfkit takes a parsed fontkit font as it takes a file (its types predate that).
  for (const name of Object.keys(BRAND_FONT_FILES) as BrandFontName[])
    doc.registerFont(name, parsed[name] as never);
}

// The site's palette (apps/web/app/app.css).
export const BRAND_COLORS = {
  cream: '#fff8ec',
  marigold100: '#ffefc7',
  marigold300: '#ffd166',
  marigold500: '#f5a300',
  saffron500: '#f97316',
  saffron700: '#b54708',
  ember: '#c2410c',
  peacock700: '#0b5e63',
  night900: '#1a1446',
  ink: '#2a1d12',
  muted: '#6b5a4a',
  rule: '#ead9bf',
};

// Each font's glyphs and the characters its character map draws with them, read once per font.
const charactersOfGlyphs = new WeakMap<Font, Map<number, number[]>>();
function charactersOf(font: Font): Map<number, number[]> {
  let map = charactersOfGlyphs.get(font);
  if (!map) {
    map = new Map();
    for (const codePoint of font.characterSet) {
      const { id } = font.glyphForCodePoint(codePoint);
      if (id !== 0) map.set(id, [...(map.get(id) ?? []), codePoint]);
    }
    charactersOfGlyphs.set(font, map);
  }
  return map;
}

/**
 * A reader that ignores ActualText maps glyphs to characters with the font's ToUnicode table, which
 * pdfkit fills from the first run that used each glyph. The shaper hands a glyph the characters of
 * its whole cluster, so आ's glyph, first met inside ओ (drawn as आ and a sign), read as ओ everywhere:
 * "आरव" copied as "ओरव". A glyph the font maps a character to reads as that character; only glyphs
 * the shaper composed (conjuncts) keep the characters they were made from.
 */
export function mapGlyphsToTheirOwnCharacters(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies;
  for (const embedded of new Set(Object.values(families))) {
    const { font, subset, unicode } = embedded as {
      font?: Font;
      subset?: { glyphs: number[] };
      unicode?: (number[] | undefined)[];
    };
    if (!font || !subset || !unicode) continue;
    const characters = charactersOf(font);
    subset.glyphs.forEach((glyphId, gid) => {
      const own = characters.get(glyphId);
      const used = unicode[gid];
      if (!own || !used || (used.length === 1 && own.includes(used[0]!))) return;
      unicode[gid] = [own[0]!];
    });
  }
}

/**
 * Every line of text says what it reads (a marked-content span with ActualText), so copying, searching
 * and text extraction give the words as written. The glyphs alone cannot: a Devanagari syllable is
 * drawn with its glyphs reordered and joined (ि before its consonant, conjuncts, reph), which no
 * one-glyph-one-character map (the font's ToUnicode) can read back, and letter-spaced capitals read
 * as single letters ("B I L L E D TO"). pdfkit draws each line of a text() call as BT … ET inside its
 * own q … Q; a reader places the span by the graphics state at its end, so the span opens right before
 * that BT and closes right after that ET (around the whole call, the text lands elsewhere on the page).
 * pdfkit (pinned) has no option for it, hence the two wrapped internals; invoice-pdf.test.ts and
 * certificate-pdf.test.ts read the documents back with poppler's pdftotext, which fails if they change.
 */
export function actualTextOnEveryLine(doc: Doc) {
  const internals = doc as unknown as {
    _fragment: (text: string, ...rest: unknown[]) => unknown;
    addContent: (data: string) => Doc;
  };
  const drawLine = internals._fragment.bind(doc);
  const addContent = internals.addContent.bind(doc);
  let line: string | null = null;
  internals._fragment = (text, ...rest) => {
    line = text;
    try {
      return drawLine(text, ...rest);
    } finally {
      line = null;
    }
  };
  internals.addContent = (data) => {
    if (data === 'BT' && line !== null) doc.markContent('Span', { actual: line });
    addContent(data);
    if (data === 'ET' && line !== null) doc.endMarkedContent();
    return doc;
  };
}

/** The site's diya mark (apps/web/public/favicon.svg, 64 × 64), in flat colours. */
export function drawDiya(doc: Doc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.circle(32, 24, 22).fillOpacity(0.35).fill(BRAND_COLORS.marigold300).fillOpacity(1);
  doc
    .path('M32 4C38 13 42 19 42 25.5C42 31 37.5 35 32 35S22 31 22 25.5C22 19 26 13 32 4Z')
    .fill(BRAND_COLORS.marigold500);
  doc
    .path(
      'M32 17C35 21.5 36.5 24.5 36.5 27.5C36.5 30.5 34.5 32.5 32 32.5S27.5 30.5 27.5 27.5C27.5 24.5 29 21.5 32 17Z',
    )
    .fill('#fff4cc');
  doc
    .path('M5 37C9 36 15 37.5 32 37.5S55 36 59 37C57 48 46 55 32 55S7 48 5 37Z')
    .fill(BRAND_COLORS.saffron500);
  doc.path('M24 55H40L37 60H27Z').fill(BRAND_COLORS.ember);
  doc.restore();
}

/** A date as India reads it (an invoice's financial year is India's too): "1 April 2026", "1 अप्रैल 2026". */
export function formatIndiaDate(moment: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(moment);
}
