/**
 * What is personal in the picture: the title card's and the credits' words (the child's name among
 * them) as shaped outlines, the preview's watermark, and the child's portrait framed as a medallion
 * in the art's style (a marigold-gold ring, a soft glow, little marigolds) standing in its shot.
 */
import { FILM_TEXT, giftOccasionLine, type GiftOccasion } from '@shop/content/storyboards/film-text';
import { SCENE_WIDTH } from '@shop/content/storyboards/schema';
import sharp from 'sharp';
import { shapeLine } from '../art/shaped-text.ts';
import { ease } from '../shots/motion.ts';
import { portraitAt } from '../shots/frame.ts';
import { RenderError } from './errors.ts';
import type { Profile } from './profiles.ts';
import type { MovingOverlay } from './segments.ts';
import type { Segment } from './timeline.ts';

export type TextLanguage = 'en' | 'hi';

interface TextLine {
  text: string;
  size: number;
  y: number;
  fill: string;
  weight?: number;
}

/** Lines of text centred across the frame as outlined SVG (sizes and places in the 640 x 360 scene box). */
async function linesSvg(lines: (TextLine & { max?: number })[], profile: Profile): Promise<string> {
  const { width } = profile.video;
  const k = width / SCENE_WIDTH;
  let body = '';
  for (const line of lines) {
    // Shrink a long line (a long name, a long title) to fit 90% of the width, or its own room.
    const max = line.max ?? width * 0.9;
    let size = line.size;
    let shaped = await shapeLine(line.text, size * k, line.weight ?? 700);
    if (shaped.width > max) {
      size = (size * max) / shaped.width;
      shaped = await shapeLine(line.text, size * k, line.weight ?? 700);
    }
    const x = (width - shaped.width) / 2;
    const y = line.y * k;
    // An outline behind the letters keeps them readable over any sky (in font units: glyphs are scaled).
    const stroke = Math.max(1, size * k * 0.12) * shaped.unitsPerPx;
    body +=
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})" stroke="#2b2170" stroke-width="${stroke.toFixed(1)}" stroke-linejoin="round" fill="#2b2170" opacity="0.55">${shaped.svg}</g>` +
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})" fill="${line.fill}">${shaped.svg}</g>`;
  }
  return body;
}

/** Lines of text centred across the frame (sizes and places in the 640 x 360 scene box), as a PNG. */
async function textCard(lines: TextLine[], profile: Profile, backing: boolean): Promise<Buffer> {
  const { width, height } = profile.video;
  const body = await linesSvg(lines, profile);
  const veil = backing
    ? `<defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#1a1446" stop-opacity="0.45"/><stop offset="1" stop-color="#1a1446" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${veil}${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const fill = (text: string, name: string) => text.replaceAll('{name}', name);

/** The title card's words: the story's title, then the child's name. */
export function titleCard(
  title: string,
  name: string,
  language: TextLanguage,
  profile: Profile,
): Promise<Buffer> {
  return textCard(
    [
      { text: title, size: 30, y: 150, fill: '#fff8ec', weight: 700 },
      { text: fill(FILM_TEXT[language].starring, name), size: 44, y: 222, fill: '#ffd166', weight: 800 },
    ],
    profile,
    true,
  );
}

/** The closing credits: the end, the child as the star, who made it. */
export function creditsCard(name: string, language: TextLanguage, profile: Profile): Promise<Buffer> {
  const [theEnd, starring, madeBy] = FILM_TEXT[language].credits;
  return textCard(
    [
      { text: theEnd, size: 40, y: 130, fill: '#fff8ec', weight: 800 },
      { text: fill(starring, name), size: 34, y: 200, fill: '#ffd166', weight: 800 },
      { text: madeBy, size: 18, y: 250, fill: '#fff1d6', weight: 600 },
    ],
    profile,
    true,
  );
}

/** A gift's card (docs/decisions/116): the giver's own words, already checked by the renderer. */
export interface GiftCardText {
  giverName: string;
  occasion: GiftOccasion;
  /** Plain text of at most 200 characters, possibly empty. */
  message: string;
}

/** Grapheme clusters, so a break inside a long word never splits a letter from its vowel sign. */
const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/**
 * `text` broken into lines no wider than `max` px at `size` px: at spaces, and a word too long for a
 * line (a link, a run of letters) between its letters.
 */
async function wrap(text: string, size: number, weight: number, max: number): Promise<string[]> {
  const fits = async (line: string) => (await shapeLine(line, size, weight)).width <= max;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (await fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    if (await fits(word)) {
      current = word;
      continue;
    }
    for (const part of graphemes(word)) {
      if (current && !(await fits(current + part))) {
        lines.push(current);
        current = '';
      }
      current += part;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The card's message sizes, largest first, with the most lines each may take (scene units). */
const MESSAGE_SIZES = [
  { size: 22, lines: 4 },
  { size: 19, lines: 5 },
  { size: 16, lines: 6 },
] as const;

/** A marigold of the medallion's: orange and amber petals round a yellow heart. */
function marigold(x: number, y: number, r: number): string {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    petals += `<circle cx="${(x + Math.cos(a) * r * 0.62).toFixed(1)}" cy="${(y + Math.sin(a) * r * 0.62).toFixed(1)}" r="${(r * 0.46).toFixed(1)}" fill="${i % 2 ? '#f97316' : '#f5a300'}"/>`;
  }
  return `${petals}<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.42).toFixed(1)}" fill="#ffd166"/>`;
}

/**
 * A gift's card, laid over the title's own scene before the story: a deep-indigo card edged in gold
 * with marigolds at its corners, the occasion in the title's gold ("For Meera's birthday"), a little
 * diya between gold rules, the giver's message as a quote and who wrote it. Every word is shaped into
 * outlines (HarfBuzz, Baloo 2), so whatever the giver typed is drawn as letters and never read as
 * markup; Devanagari is shaped as in the title.
 */
export async function giftCard(
  card: GiftCardText,
  name: string,
  language: TextLanguage,
  profile: Profile,
): Promise<Buffer> {
  const { width, height } = profile.video;
  const k = width / SCENE_WIDTH;
  const words = FILM_TEXT[language].gift;
  const sign = (template: string) => template.replaceAll('{giver}', () => card.giverName);
  const inner = (520 - 70) * k;

  // The message at the largest size whose lines fit the card.
  let message: { size: number; lines: string[] } = { size: 0, lines: [] };
  if (card.message) {
    const quoted = words.quote.replaceAll('{message}', () => card.message);
    for (const option of MESSAGE_SIZES) {
      const lines = await wrap(quoted, option.size * k, 600, inner);
      message = { size: option.size, lines };
      if (lines.length <= option.lines) break;
    }
    // Even lines rather than a long one and a lonely last word: the narrowest room keeping the count.
    for (let room = inner * 0.95; room > inner * 0.5 && message.lines.length > 1; room -= inner * 0.05) {
      const lines = await wrap(quoted, message.size * k, 600, room);
      if (lines.length > message.lines.length) break;
      message = { ...message, lines };
    }
  }
  const occasion = { text: giftOccasionLine(language, card.occasion, name), size: 30 };
  const signature = !card.giverName ? words.fromUnnamed : card.message ? words.from : words.fromOnly;
  const from = { text: sign(signature), size: card.message ? 19 : 24 };
  const lineHeight = message.size * 1.38;
  const rule = 34;
  // Laid out from the occasion's baseline at 0, then the block (cap height to descenders) is
  // centred in the frame and the card sized around it.
  let y = 0;
  const lines: (TextLine & { max: number })[] = [
    { text: occasion.text, size: occasion.size, y, fill: '#ffd166', weight: 800, max: inner },
  ];
  let ruleY = y + rule / 2;
  y += rule + (message.lines.length ? message.size * 0.8 : from.size * 0.5);
  for (const text of message.lines) {
    lines.push({ text, size: message.size, y, fill: '#fff8ec', weight: 600, max: inner });
    y += lineHeight;
  }
  if (message.lines.length) y += from.size * 2 - lineHeight;
  lines.push({ text: from.text, size: from.size, y, fill: '#ffc98b', weight: 700, max: inner });
  const blockTop = -occasion.size * 0.8;
  const blockBottom = y + from.size * 0.3;
  const shift = 180 - (blockTop + blockBottom) / 2;
  for (const line of lines) line.y += shift;
  ruleY += shift;
  const panel = { width: 520, height: Math.min(300, Math.max(190, blockBottom - blockTop + 96)) };

  const px = (v: number) => (v * k).toFixed(1);
  const left = (SCENE_WIDTH - panel.width) / 2;
  const top = 180 - panel.height / 2;
  const cx = SCENE_WIDTH / 2;
  const ornament =
    // The card: deep indigo, a gold edge and a fine inner line, marigolds at its corners.
    `<defs><linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2170" stop-opacity="0.82"/><stop offset="1" stop-color="#1a1446" stop-opacity="0.88"/></linearGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#ffc94a"/><stop offset="1" stop-color="#e07a1f"/></linearGradient>` +
    `<radialGradient id="flame" cx="0.5" cy="0.6" r="0.6"><stop offset="0" stop-color="#fff6c9"/><stop offset="0.5" stop-color="#ffc94a"/><stop offset="1" stop-color="#f97316"/></radialGradient>` +
    `<radialGradient id="halo"><stop offset="0" stop-color="#ffd166" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient></defs>` +
    `<rect x="${px(left)}" y="${px(top)}" width="${px(panel.width)}" height="${px(panel.height)}" rx="${px(18)}" fill="url(#card)" stroke="url(#gold)" stroke-width="${px(2.2)}"/>` +
    `<rect x="${px(left + 8)}" y="${px(top + 8)}" width="${px(panel.width - 16)}" height="${px(panel.height - 16)}" rx="${px(12)}" fill="none" stroke="#ffd166" stroke-opacity="0.45" stroke-width="${px(0.8)}"/>` +
    [
      [left + 6, top + 6],
      [left + panel.width - 6, top + 6],
      [left + 6, top + panel.height - 6],
      [left + panel.width - 6, top + panel.height - 6],
    ]
      .map(([x = 0, yy = 0]) => marigold(x * k, yy * k, 11 * k))
      .join('') +
    // Between the occasion and the message: gold rules and a little diya with its glow.
    `<circle cx="${px(cx)}" cy="${px(ruleY - 4)}" r="${px(16)}" fill="url(#halo)"/>` +
    `<path d="M${px(cx - 120)} ${px(ruleY)} L${px(cx - 24)} ${px(ruleY)}" stroke="#ffc94a" stroke-opacity="0.9" stroke-width="${px(1.4)}" stroke-linecap="round"/>` +
    `<path d="M${px(cx + 24)} ${px(ruleY)} L${px(cx + 120)} ${px(ruleY)}" stroke="#ffc94a" stroke-opacity="0.9" stroke-width="${px(1.4)}" stroke-linecap="round"/>` +
    `<circle cx="${px(cx - 128)}" cy="${px(ruleY)}" r="${px(2)}" fill="#ffd166"/><circle cx="${px(cx + 128)}" cy="${px(ruleY)}" r="${px(2)}" fill="#ffd166"/>` +
    `<path d="M${px(cx - 14)} ${px(ruleY)} Q${px(cx)} ${px(ruleY + 14)} ${px(cx + 14)} ${px(ruleY)} Z" fill="#c2410c"/>` +
    `<path d="M${px(cx - 14)} ${px(ruleY)} L${px(cx + 14)} ${px(ruleY)}" stroke="#f5a300" stroke-width="${px(1.6)}" stroke-linecap="round"/>` +
    `<path d="M${px(cx)} ${px(ruleY - 15)} Q${px(cx + 6)} ${px(ruleY - 6)} ${px(cx)} ${px(ruleY - 1)} Q${px(cx - 6)} ${px(ruleY - 6)} ${px(cx)} ${px(ruleY - 15)} Z" fill="url(#flame)"/>`;
  const text = await linesSvg(lines, profile);
  const veil = `<rect width="100%" height="100%" fill="#1a1446" fill-opacity="0.25"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${veil}${ornament}${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The preview's watermark: one word, large, faint and tilted, in the lower band of every frame. The
 * title card's words (the title, then "Starring {name}") end above it (their baselines at 150 and
 * 222 of the scene's 360), and a portrait shot's medallion stands higher still, so it marks every
 * frame as a preview without crossing the child's name or face.
 */
export async function watermark(language: TextLanguage, profile: Profile): Promise<Buffer> {
  const { width, height } = profile.video;
  const k = width / SCENE_WIDTH;
  const shaped = await shapeLine(FILM_TEXT[language].watermark, WATERMARK.size * k, 800);
  const x = (width - shaped.width) / 2;
  const baseline = WATERMARK.baseline * k;
  // Turned about the word's own middle, so the tilt never lifts it towards the name.
  const middle = { x: width / 2, y: baseline - (WATERMARK.size * k) / 3 };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${WATERMARK.degrees} ${middle.x.toFixed(1)} ${middle.y.toFixed(1)}) translate(${x.toFixed(1)} ${baseline.toFixed(1)})" fill="#ffffff" fill-opacity="0.42" stroke="#1a1446" stroke-opacity="0.3" stroke-width="${(2 * k * shaped.unitsPerPx).toFixed(1)}">${shaped.svg}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The watermark's size, baseline and tilt in the 640 x 360 scene box (see watermark). */
export const WATERMARK = { size: 52, baseline: 318, degrees: -8 } as const;

/** The medallion's picture (RGBA, square, `size` px across), the photo inside a ring `ring` of it. */
export async function medallion(photo: Buffer, size: number): Promise<{ rgba: Buffer; size: number }> {
  let face: Buffer;
  const inner = Math.round(size * 0.62);
  try {
    face = await sharp(photo)
      .rotate()
      .resize(inner, inner, { fit: 'cover', position: 'attention' })
      .ensureAlpha()
      .png()
      .toBuffer();
  } catch (cause) {
    throw new RenderError(
      'portrait-unreadable',
      'The portrait could not be read: it must be a JPEG or PNG image.',
      { cause },
    );
  }
  const c = size / 2;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${inner}" height="${inner}"><circle cx="${inner / 2}" cy="${inner / 2}" r="${inner / 2}" fill="#fff"/></svg>`,
  );
  const round = await sharp(face)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const ringR = inner / 2 + size * 0.035;
  let flowers = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const r = ringR + size * 0.055;
    const fx = c + Math.cos(a) * r;
    const fy = c + Math.sin(a) * r;
    const petal = i % 2 ? '#f97316' : '#f5a300';
    flowers += `<circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${(size * 0.034).toFixed(1)}" fill="${petal}"/><circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${(size * 0.013).toFixed(1)}" fill="#ffd166"/>`;
  }
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs>` +
      `<radialGradient id="glow"><stop offset="0.55" stop-color="#fff1c2" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#ffc94a"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>` +
      `<circle cx="${c}" cy="${c}" r="${c}" fill="url(#glow)"/>${flowers}` +
      `<circle cx="${c}" cy="${c}" r="${ringR.toFixed(1)}" fill="none" stroke="url(#gold)" stroke-width="${(size * 0.05).toFixed(1)}"/>` +
      `<circle cx="${c}" cy="${c}" r="${(inner / 2 + 1).toFixed(1)}" fill="#fff8ec"/></svg>`,
  );
  const offset = Math.round(c - inner / 2);
  const rgba = await sharp(frame)
    .composite([{ input: round, left: offset, top: offset }])
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { rgba, size };
}

/** How the medallion stands at a moment: its entrance (scale, fade, lift) over `enter` seconds. */
function entrance(
  kind: 'glow' | 'pop' | 'rise',
  since: number,
): { scale: number; alpha: number; lift: number } {
  if (since < 0) return { scale: 0, alpha: 0, lift: 0 };
  if (kind === 'pop') {
    const u = Math.min(1, since / 0.5);
    const overshoot = u < 1 ? ease('out', u) * 1.12 - 0.12 * Math.sin(Math.PI * u) ** 2 : 1;
    return { scale: Math.max(0.01, overshoot), alpha: Math.min(1, since / 0.15), lift: 0 };
  }
  if (kind === 'rise') {
    const u = ease('out', Math.min(1, since / 1));
    return { scale: 1, alpha: u, lift: (1 - u) * 24 };
  }
  return {
    scale: 0.9 + 0.1 * ease('out', Math.min(1, since / 1)),
    alpha: ease('in-out', Math.min(1, since / 1)),
    lift: 0,
  };
}

/**
 * The portrait's frames for a personal shot from `from` seconds into it (where its piece begins, see
 * `portraitCut`) to its end: a box of the frame and the medallion drawn in it.
 */
export async function portraitOverlay(
  segment: Segment,
  photo: Buffer,
  profile: Profile,
  from = 0,
): Promise<MovingOverlay> {
  const portrait = segment.portrait;
  if (!portrait) throw new Error(`shot ${segment.id} has no portrait`);
  const { width, height } = profile.video;
  const k = width / SCENE_WIDTH;
  const count = Math.round((segment.seconds * profile.fps) / profile.drawEvery);
  const first = Math.round((from * profile.fps) / profile.drawEvery);
  const places = Array.from({ length: count - first }, (_, i) => {
    const time = ((first + i) * profile.drawEvery) / profile.fps;
    const at = portraitAt(portrait, segment.spec, time, segment.seconds);
    const e = entrance(portrait.enter, time - portrait.start);
    const breathe = 1 + 0.015 * Math.sin((2 * Math.PI * time) / 3);
    // The medallion's picture is bigger than the portrait's size by its glow and flowers.
    const px = Math.max(2, Math.round(at.size * k * 1.45 * e.scale * breathe));
    return { cx: at.x * k, cy: (at.y + 0 - e.lift) * k, px, alpha: e.alpha };
  });
  const maxPx = Math.max(...places.map((p) => p.px));
  const art = await medallion(photo, maxPx + (maxPx % 2));
  const x0 = Math.max(0, Math.floor(Math.min(...places.map((p) => p.cx - p.px / 2))));
  const y0 = Math.max(0, Math.floor(Math.min(...places.map((p) => p.cy - p.px / 2))));
  const x1 = Math.min(width, Math.ceil(Math.max(...places.map((p) => p.cx + p.px / 2))));
  const y1 = Math.min(height, Math.ceil(Math.max(...places.map((p) => p.cy + p.px / 2))));
  const box = { x: x0 - (x0 % 2), y: y0 - (y0 % 2), width: 0, height: 0 };
  box.width = Math.max(2, x1 - box.x + ((x1 - box.x) % 2));
  box.height = Math.max(2, y1 - box.y + ((y1 - box.y) % 2));
  async function* frames(): AsyncGenerator<Buffer> {
    for (const place of places) {
      const canvas = Buffer.alloc(box.width * box.height * 4);
      if (place.alpha > 0.001) {
        const scaled =
          place.px === art.size
            ? art.rgba
            : await sharp(art.rgba, { raw: { width: art.size, height: art.size, channels: 4 } })
                .resize(place.px, place.px)
                .raw()
                .toBuffer();
        const left = Math.round(place.cx - place.px / 2) - box.x;
        const top = Math.round(place.cy - place.px / 2) - box.y;
        for (let y = 0; y < place.px; y++) {
          const cy = top + y;
          if (cy < 0 || cy >= box.height) continue;
          for (let x = 0; x < place.px; x++) {
            const cx = left + x;
            if (cx < 0 || cx >= box.width) continue;
            const s = (y * place.px + x) * 4;
            const d = (cy * box.width + cx) * 4;
            canvas[d] = scaled[s] ?? 0;
            canvas[d + 1] = scaled[s + 1] ?? 0;
            canvas[d + 2] = scaled[s + 2] ?? 0;
            canvas[d + 3] = Math.round((scaled[s + 3] ?? 0) * place.alpha);
          }
        }
      }
      yield canvas;
    }
  }
  return { ...box, frames: frames() };
}
