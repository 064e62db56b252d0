import { CERTIFICATE_TEXT_IN } from '@shop/content/parent-mail/by-language';
import { SITE_NAME } from '@shop/content/site';
import type { SiteLanguage } from '@shop/contracts/site-language';
import PDFDocument from 'pdfkit';
import {
  actualTextOnEveryLine,
  BRAND_COLORS as COLORS,
  drawDiya,
  formatIndiaDate,
  mapGlyphsToTheirOwnCharacters,
  registerBrandFonts,
} from '../../lib/pdf/brand-pdf.ts';

// The keepsake certificate (issue 36 point 4, docs/decisions/117): one A4 page in the printed
// documents' look (lib/pdf/brand-pdf.ts), "{name}, hero of {story}" in the film's language, the
// story's art, and the child's portrait only when the parent allowed it. Made in memory for each
// download, never stored: the portrait is children's data.

/** What a certificate shows; `art` and `portrait` are JPEG or PNG bytes (either may be missing). */
export interface CertificateFacts {
  childName: string;
  storyTitle: string;
  language: SiteLanguage;
  /** The day the film was delivered: the certificate's date, so every download is the same page. */
  givenAt: Date;
  art: Buffer | null;
  portrait: Buffer | null;
}

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89 };
const CENTRE = PAGE.width / 2;
const ART = { width: 400, height: 225, top: 132 };
const PORTRAIT = 118;

export function certificateFileName(childName: string, language: SiteLanguage): string {
  return CERTIFICATE_TEXT_IN[language].fileName(childName);
}

export function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const text = CERTIFICATE_TEXT_IN[facts.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: text.locale,
    displayTitle: true,
    info: {
      Title: text.title(facts.childName),
      Author: SITE_NAME,
      Subject: text.wholeLine(facts.childName, facts.storyTitle),
      CreationDate: facts.givenAt,
    },
  });
  actualTextOnEveryLine(doc);
  registerBrandFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawFrame(doc);
  drawBrand(doc);
  const artBottom = drawArt(doc, facts.art);
  if (facts.portrait) drawPortrait(doc, facts.portrait, artBottom);
  drawWords(doc, facts, text, artBottom + (facts.portrait ? PORTRAIT / 2 + 26 : 34));
  mapGlyphsToTheirOwnCharacters(doc);
  doc.end();
  return done;
}

/** A warm page inside a double border, with a small diya in each corner. */
function drawFrame(doc: Doc) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLORS.cream);
  doc
    .lineWidth(6)
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .stroke(COLORS.marigold500);
  doc
    .lineWidth(1.2)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke(COLORS.saffron700);
  for (const [x, y] of [
    [38, 38],
    [PAGE.width - 62, 38],
    [38, PAGE.height - 62],
    [PAGE.width - 62, PAGE.height - 62],
  ] as const)
    drawDiya(doc, x, y, 24);
}

function drawBrand(doc: Doc) {
  doc.font('brand').fontSize(26);
  const width = doc.widthOfString(SITE_NAME);
  const x = CENTRE - (width + 40) / 2;
  drawDiya(doc, x, 62, 34);
  doc.fillColor(COLORS.night900).text(SITE_NAME, x + 40, 64, { lineBreak: false });
}

/** The story's art in a rounded frame; without art, a marigold panel keeps the page's shape. */
function drawArt(doc: Doc, art: Buffer | null): number {
  const x = CENTRE - ART.width / 2;
  doc.save();
  doc.roundedRect(x, ART.top, ART.width, ART.height, 18).clip();
  if (art)
    doc.image(art, x, ART.top, {
      cover: [ART.width, ART.height],
      align: 'center',
      valign: 'center',
    });
  else doc.rect(x, ART.top, ART.width, ART.height).fill(COLORS.marigold100);
  doc.restore();
  doc.lineWidth(3).roundedRect(x, ART.top, ART.width, ART.height, 18).stroke(COLORS.marigold300);
  return ART.top + ART.height;
}

/** The child's portrait in a round medallion over the art's lower edge. */
function drawPortrait(doc: Doc, portrait: Buffer, artBottom: number) {
  const top = artBottom - PORTRAIT / 2;
  const left = CENTRE - PORTRAIT / 2;
  doc.circle(CENTRE, top + PORTRAIT / 2, PORTRAIT / 2 + 6).fill(COLORS.marigold500);
  doc.save();
  doc.circle(CENTRE, top + PORTRAIT / 2, PORTRAIT / 2).clip();
  doc.image(portrait, left, top, { cover: [PORTRAIT, PORTRAIT], align: 'center', valign: 'center' });
  doc.restore();
}

type CertificateText = (typeof CERTIFICATE_TEXT_IN)['en'];

function drawWords(doc: Doc, facts: CertificateFacts, text: CertificateText, top: number) {
  const width = PAGE.width - 160;
  const left = 80;
  let y = top;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(COLORS.saffron700)
    .text(facts.language === 'en' ? text.eyebrow.toUpperCase() : text.eyebrow, left, y, {
      width,
      align: 'center',
      characterSpacing: facts.language === 'en' ? 2 : 0,
    });
  y = doc.y + 8;
  // The name as large as fits on one line: long names step down rather than wrap.
  let size = 46;
  doc.font('brand');
  while (size > 24 && doc.fontSize(size).widthOfString(facts.childName) > width) size -= 2;
  doc.fillColor(COLORS.night900).text(facts.childName, left, y, { width, align: 'center' });
  y = doc.y;
  doc
    .font('brand')
    .fontSize(24)
    .fillColor(COLORS.saffron700)
    .text(text.heroOf(facts.storyTitle), left, y, { width, align: 'center' });
  y = doc.y + 14;
  doc
    .moveTo(CENTRE - 60, y)
    .lineTo(CENTRE + 60, y)
    .lineWidth(1.5)
    .stroke(COLORS.marigold500);
  y += 18;
  doc
    .font('regular')
    .fontSize(13)
    .fillColor(COLORS.ink)
    .text(text.citation(facts.childName), left + 20, y, { width: width - 40, align: 'center', lineGap: 3 });

  const bottom = PAGE.height - 150;
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(text.dated(formatIndiaDate(facts.givenAt, text.locale)), left, bottom, { width, align: 'center' });
  doc
    .font('brand')
    .fontSize(16)
    .fillColor(COLORS.peacock700)
    .text(text.signature, left, doc.y + 6, { width, align: 'center' });
}
