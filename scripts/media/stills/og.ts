/** og/og-default.jpg: the brand share card (1200 x 630) built on the hero panorama. */
import { Defs, el } from '@shop/film/art/svg';
import { KB, mediaPath } from '../lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeJpg } from '../lib/raster.ts';
import { fitSize, textPath } from '@shop/film/art/text';
import { createRng } from '@shop/film/art/prng';
import { heroWide } from '../scenes/hero.ts';
import { diyaMark } from './brand.ts';

export function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const defs = new Defs();
  const art = heroWide({ defs, t: 0.3, rng: createRng('hero-1') });
  const shade = defs.linear(
    [
      [0, '#0b0a2a', 0.92],
      [0.45, '#0b0a2a', 0.7],
      [0.75, '#0b0a2a', 0],
      [1, '#0b0a2a', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const mark = diyaMark('o');
  const name = textPath('Diya Tales', { size: 120, x: 70, y: 300 });
  const line1 = 'Your child, the hero of';
  const line2 = "India's greatest stories";
  const sub = Math.min(fitSize(line1, 560, 50, 'nunito', 800), fitSize(line2, 560, 50, 'nunito', 800));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs.toString()}<defs>${mark.defs}</defs>` +
    `<svg x="160" y="0" width="1040" height="${H}" viewBox="0 0 1280 720" preserveAspectRatio="xMidYMid slice">${art}</svg>` +
    el('rect', { x: 0, y: 0, width: W, height: H, fill: shade }) +
    `<g transform="translate(70 92) scale(1.6)">${mark.body}</g>` +
    `<path d="${name.d}" fill="#fff8ec"/>` +
    `<path d="${textPath(line1, { family: 'nunito', weight: 800, size: sub, x: 74, y: 385 }).d}" fill="#ffd166"/>` +
    `<path d="${textPath(line2, { family: 'nunito', weight: 800, size: sub, x: 74, y: 385 + sub * 1.25 }).d}" fill="#ffd166"/>` +
    el('rect', { x: 74, y: 385 + sub * 1.25 + 34, width: 140, height: 8, rx: 4, fill: '#f97316' }) +
    `</svg>`
  );
}

export async function generateOg(): Promise<void> {
  await writeJpg(await svgToPng(ogSvg()), mediaPath('og/og-default.jpg'), 120 * KB);
}
