/** avatars/avatar-01..25.webp: 160x160 illustrated parent portraits for the reviews carousel. */
import { Defs, el, svgDoc } from '@shop/film/art/svg';
import { KB, mediaPath } from '../lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeWebp } from '../lib/raster.ts';
import { bust, type Person } from '@shop/film/art/elements/faces';
import { hairColors, skinTones } from '@shop/film/art/palette';

const bgs = ['#ffe8c2', '#ffd6e4', '#d6f1ec', '#e4defa', '#d8ecff', '#fff1c2', '#ffe0d0', '#e2f4d4'];
const sk = (i: number) => skinTones[i % skinTones.length] ?? '#d49a6a';
const hc = (i: number) => hairColors[i % hairColors.length] ?? '#1b1210';

/** 25 parents: mothers and fathers with varied skin, hair, clothes and details. */
export const parents: Person[] = [
  {
    skin: sk(2),
    hair: hc(0),
    style: 'bun',
    outfit: 'saree',
    cloth: '#e0457b',
    accent: '#f5a300',
    bindi: true,
    earrings: true,
  },
  {
    skin: sk(4),
    hair: hc(1),
    style: 'short',
    outfit: 'kurta',
    cloth: '#0e8a8a',
    accent: '#ffd166',
    beard: true,
  },
  {
    skin: sk(0),
    hair: hc(3),
    style: 'long',
    outfit: 'dupatta',
    cloth: '#7a3f8f',
    accent: '#f97316',
    earrings: true,
  },
  {
    skin: sk(5),
    hair: hc(0),
    style: 'side',
    outfit: 'shirt',
    cloth: '#3b6fd6',
    accent: '#ffffff',
    glasses: true,
    moustache: true,
  },
  {
    skin: sk(1),
    hair: hc(2),
    style: 'braid',
    outfit: 'kurta',
    cloth: '#f5a300',
    accent: '#e0457b',
    bindi: true,
  },
  {
    skin: sk(3),
    hair: hc(5),
    style: 'bald',
    outfit: 'sweater',
    cloth: '#2f7d4f',
    accent: '#ffd166',
    glasses: true,
    beard: true,
  },
  {
    skin: sk(6),
    hair: hc(0),
    style: 'curly',
    outfit: 'tee',
    cloth: '#f97316',
    accent: '#ffffff',
    earrings: true,
  },
  {
    skin: sk(7),
    hair: hc(4),
    style: 'bob',
    outfit: 'shirt',
    cloth: '#e0457b',
    accent: '#ffffff',
    glasses: true,
  },
  {
    skin: sk(2),
    hair: hc(1),
    style: 'short',
    outfit: 'kurta',
    cloth: '#fff1d6',
    accent: '#c2410c',
    moustache: true,
  },
  {
    skin: sk(4),
    hair: hc(0),
    style: 'bun',
    outfit: 'dupatta',
    cloth: '#0e8a8a',
    accent: '#e0457b',
    bindi: true,
    earrings: true,
    eyes: 'happy',
  },
  {
    skin: sk(1),
    hair: hc(2),
    style: 'side',
    outfit: 'tee',
    cloth: '#2b2170',
    accent: '#ffffff',
    beard: true,
    eyes: 'happy',
  },
  {
    skin: sk(5),
    hair: hc(0),
    style: 'long',
    outfit: 'saree',
    cloth: '#f5a300',
    accent: '#c2410c',
    bindi: true,
  },
  {
    skin: sk(0),
    hair: hc(3),
    style: 'short',
    outfit: 'shirt',
    cloth: '#5ec8c0',
    accent: '#ffffff',
    glasses: true,
  },
  {
    skin: sk(3),
    hair: hc(1),
    style: 'pony',
    outfit: 'kurta',
    cloth: '#e4defa',
    accent: '#7a3f8f',
    earrings: true,
    glasses: true,
  },
  {
    skin: sk(6),
    hair: hc(0),
    style: 'short',
    outfit: 'kurta',
    cloth: '#c2410c',
    accent: '#ffd166',
    beard: true,
  },
  {
    skin: sk(2),
    hair: hc(6),
    style: 'bun',
    outfit: 'saree',
    cloth: '#2f7d4f',
    accent: '#ffd166',
    glasses: true,
    bindi: true,
  },
  {
    skin: sk(4),
    hair: hc(0),
    style: 'curly',
    outfit: 'sweater',
    cloth: '#e0457b',
    accent: '#ffffff',
    eyes: 'happy',
  },
  {
    skin: sk(7),
    hair: hc(2),
    style: 'side',
    outfit: 'kurta',
    cloth: '#3b6fd6',
    accent: '#ffd166',
    moustache: true,
  },
  {
    skin: sk(1),
    hair: hc(0),
    style: 'bob',
    outfit: 'dupatta',
    cloth: '#fff1d6',
    accent: '#e0457b',
    bindi: true,
  },
  {
    skin: sk(5),
    hair: hc(5),
    style: 'short',
    outfit: 'shirt',
    cloth: '#7a3f8f',
    accent: '#ffffff',
    beard: true,
    glasses: true,
  },
  {
    skin: sk(3),
    hair: hc(0),
    style: 'braid',
    outfit: 'saree',
    cloth: '#0e8a8a',
    accent: '#f97316',
    earrings: true,
    eyes: 'happy',
  },
  { skin: sk(0), hair: hc(1), style: 'side', outfit: 'tee', cloth: '#f5a300', accent: '#ffffff' },
  {
    skin: sk(6),
    hair: hc(0),
    style: 'long',
    outfit: 'kurta',
    cloth: '#e0457b',
    accent: '#ffd166',
    bindi: true,
    earrings: true,
  },
  {
    skin: sk(2),
    hair: hc(7),
    style: 'bald',
    outfit: 'kurta',
    cloth: '#fff8ec',
    accent: '#f97316',
    glasses: true,
    moustache: true,
    eyes: 'happy',
  },
  {
    skin: sk(4),
    hair: hc(0),
    style: 'pony',
    outfit: 'tee',
    cloth: '#2f7d4f',
    accent: '#ffffff',
    earrings: true,
  },
];

export function avatarSvg(i: number): string {
  const p = parents[i];
  if (!p) throw new Error(`no avatar ${i}`);
  const defs = new Defs();
  const bg = bgs[i % bgs.length] ?? '#ffe8c2';
  const body =
    el('rect', {
      x: 0,
      y: 0,
      width: 160,
      height: 160,
      fill: defs.radial(
        [
          [0, '#ffffff'],
          [1, bg],
        ],
        0.5,
        0.35,
        0.75,
      ),
    }) +
    el('circle', { cx: 130, cy: 30, r: 10, fill: '#ffffff', opacity: 0.5 }) +
    bust(p, 80, 78, 0.98);
  return svgDoc(160, 160, 160, 160, defs, body);
}

export async function generateAvatars(): Promise<void> {
  for (let i = 0; i < parents.length; i++) {
    await writeWebp(
      await svgToPng(avatarSvg(i)),
      mediaPath(`avatars/avatar-${String(i + 1).padStart(2, '0')}.webp`),
      10 * KB,
    );
  }
}
