/** The diya mark, the logo (mark + "Diya Tales" as outlines) and the favicon. */
import { publicRoot, mediaPath, KB, writeText } from '../lib/output.ts';
import { join } from 'node:path';
import { textPath } from '@shop/film/art/text';

/** The diya mark in a 64 x 64 box; ids are prefixed so several marks can share a document. */
export function diyaMark(prefix = 'm'): { defs: string; body: string } {
  const defs =
    `<radialGradient id="${prefix}g" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#ffd166" stop-opacity=".55"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${prefix}f" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f97316"/><stop offset=".55" stop-color="#f5a300"/><stop offset="1" stop-color="#ffd166"/></linearGradient>` +
    `<linearGradient id="${prefix}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#c2410c"/></linearGradient>`;
  const body =
    `<circle cx="32" cy="24" r="22" fill="url(#${prefix}g)"/>` +
    `<path d="M32 4C38 13 42 19 42 25.5C42 31 37.5 35 32 35S22 31 22 25.5C22 19 26 13 32 4Z" fill="url(#${prefix}f)"/>` +
    `<path d="M32 17C35 21.5 36.5 24.5 36.5 27.5C36.5 30.5 34.5 32.5 32 32.5S27.5 30.5 27.5 27.5C27.5 24.5 29 21.5 32 17Z" fill="#fff4cc"/>` +
    `<path d="M5 37C9 36 15 37.5 32 37.5S55 36 59 37C57 48 46 55 32 55S7 48 5 37Z" fill="url(#${prefix}b)"/>` +
    `<path d="M9 40.5C15 41.5 22 42 32 42S49 41.5 55 40.5" fill="none" stroke="#ffd166" stroke-width="2" stroke-linecap="round" stroke-dasharray="0.1 5"/>` +
    `<path d="M24 55H40L37 60H27Z" fill="#c2410c"/>`;
  return { defs, body };
}

export function logoSvg(): string {
  const mark = diyaMark('l');
  const size = 44;
  // Outlines are laid out at 10x with integer coordinates and scaled down: same precision, smaller file.
  const diya = textPath('Diya', {
    family: 'baloo',
    weight: 800,
    size: size * 10,
    x: 740,
    y: 470,
    integers: true,
  });
  const gap = size * 0.22 * 10;
  const tales = textPath('Tales', {
    family: 'baloo',
    weight: 800,
    size: size * 10,
    x: 740 + diya.width + gap,
    y: 470,
    integers: true,
  });
  const width = Math.ceil((740 + diya.width + gap + tales.width) / 10 + 4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="Diya Tales">` +
    `<title>Diya Tales</title><defs>${mark.defs}</defs>${mark.body}` +
    `<g transform="scale(.1)"><path d="${diya.d}" fill="#2b2170"/><path d="${tales.d}" fill="#f97316"/></g></svg>\n`
  );
}

export function faviconSvg(): string {
  const mark = diyaMark('f');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs>${mark.defs}</defs>${mark.body}</svg>\n`;
}

export function generateBrand(): void {
  writeText(mediaPath('brand/logo.svg'), logoSvg(), 6 * KB);
  writeText(join(publicRoot, 'favicon.svg'), faviconSvg(), 3 * KB);
}
