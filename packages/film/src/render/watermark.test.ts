import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { titleCard, watermark } from './overlays.ts';
import { PROFILES } from './profiles.ts';

// The preview's watermark (docs/decisions/103) marks every frame without crossing "Starring {name}"
// on the title card: every row it paints is below the card's lowest letter, in English and Hindi, at
// the test size and at 720p, with a long name too.

/** The rows a picture paints with alpha above `alpha`: the first and the last (-1 when none). */
async function paintedRows(png: Buffer, alpha: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let first = -1;
  let last = -1;
  let pixels = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3]! > alpha) {
        if (first < 0) first = y;
        last = y;
        pixels++;
      }
  return { first, last, pixels, width: info.width };
}

describe('the preview watermark', () => {
  for (const profile of [PROFILES.test, PROFILES.preview])
    for (const [language, title, name] of [
      ['en', 'Little Krishna the Butter Thief', 'Aarav'],
      ['hi', 'माखन चोर नन्हे कृष्ण', 'आरव'],
      ['en', 'Little Krishna the Butter Thief', 'Parthasarathy Venkataraghavan Iyer'],
    ] as const)
      it(`is below the title card's words: ${language}, ${name}, ${profile.video.width}x${profile.video.height}`, async () => {
        const mark = await paintedRows(await watermark(language, profile), 8);
        // The card's letters are opaque; its veil behind them is at most 45% (alpha 115).
        const letters = await paintedRows(await titleCard(title, name, language, profile), 200);
        expect(mark.pixels).toBeGreaterThan(mark.width);
        expect(letters.pixels).toBeGreaterThan(0);
        expect(mark.first).toBeGreaterThan(letters.last);
      });
});
