/** Blog images: card (800x420), share JPG with the topic as text (1200x630), two in-article images. */
import { Defs, el, svgDoc, type Ctx } from '@shop/film/art/svg';
import { KB, mediaPath } from '../lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeJpg, writeWebp } from '../lib/raster.ts';
import { fitSize, textPath } from '@shop/film/art/text';
import { createRng } from '@shop/film/art/prng';
import type { Scene } from '@shop/film/art/scenes/index';
import { krishnaButter, krishnaMoonlight, krishnaYamuna } from '@shop/film/art/scenes/krishna';
import { ganeshFestival, ganeshLotusDawn, ganeshScribe } from '@shop/film/art/scenes/ganesh';
import { durgaLion, durgaNight, durgaNineDiyas } from '@shop/film/art/scenes/durga';
import { shivaTrishul } from '@shop/film/art/scenes/shiva';
import {
  dashavataraArc,
  dashavataraGrid,
  dayOneDiya,
  garbaNight,
  gitaChariot,
  gitaReading,
  matsyaKurma,
  nineForms,
  rangoliCraft,
  shailaputri,
  tenLamps,
} from '../scenes/blog.ts';
import { diyaMark } from './brand.ts';

interface BlogArt {
  id: string;
  title: string;
  subtitle: string;
  card: Scene;
  one: Scene;
  two: Scene;
}

export const blogArt: BlogArt[] = [
  {
    id: 'krishna-stories-for-kids-butter-thief',
    title: 'Krishna the Butter Thief',
    subtitle: 'Stories for kids',
    card: krishnaButter,
    one: krishnaYamuna,
    two: krishnaMoonlight,
  },
  {
    id: 'ganesh-stories-for-kids-elephant-head',
    title: 'Ganesh Stories for Kids',
    subtitle: 'How Ganesha got his elephant head',
    card: ganeshLotusDawn,
    one: ganeshScribe,
    two: ganeshFestival,
  },
  {
    id: 'sharad-navratri-2025-kids-mythical-tales-activities',
    title: 'Sharad Navratri 2025',
    subtitle: 'Mythical tales & activities for kids',
    card: garbaNight,
    one: durgaNineDiyas,
    two: rangoliCraft,
  },
  {
    id: 'dashavatara-10-avatars-vishnu-kids-guide',
    title: 'Dashavatara',
    subtitle: "Vishnu's 10 avatars · a kids' guide",
    card: dashavataraArc,
    one: matsyaKurma,
    two: dashavataraGrid,
  },
  {
    id: 'durga-9-forms-navratri-2025-kids-guide',
    title: "Durga's 9 Forms",
    subtitle: "Navratri 2025 · a kids' guide",
    card: nineForms,
    one: durgaLion,
    two: durgaNight,
  },
  {
    id: 'bhagavad-gita-life-lessons-kids-10-beautiful-teachings',
    title: 'Bhagavad Gita for Kids',
    subtitle: '10 beautiful life lessons',
    card: gitaChariot,
    one: gitaReading,
    two: tenLamps,
  },
  {
    id: 'shailaputri-mata-navratri-day-1-kids-guide',
    title: 'Navratri Day 1 · Shailaputri',
    subtitle: "Daughter of the mountains · a kids' guide",
    card: shailaputri,
    one: shivaTrishul,
    two: dayOneDiya,
  },
];

/** Render a 640x360 scene at phase t into any raster size (cropped to fill). */
function sceneSvg(
  scene: Scene,
  seed: string,
  w: number,
  h: number,
  t = 0.15,
  extra?: (defs: Defs) => string,
  artX = 0,
): string {
  const defs = new Defs();
  const ctx: Ctx = { defs, t, rng: createRng(seed) };
  const body = scene(ctx);
  const overlay = extra ? extra(defs) : '';
  // Overlay is in raster pixels: wrap the scene in a nested, cropped svg.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs.toString()}` +
    `<svg x="${artX}" y="0" width="${w - artX}" height="${h}" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice">${body}</svg>${overlay}</svg>`
  );
}

/** Share card: art on the right, a cream panel with the topic in Baloo 2 on the left. */
export function shareOverlay(title: string, subtitle: string, W = 1200, H = 630): (defs: Defs) => string {
  return (defs) => {
    const fade = defs.linear(
      [
        [0, '#fff8ec', 1],
        [0.8, '#fff8ec', 1],
        [1, '#fff8ec', 0],
      ],
      0,
      0,
      1,
      0,
    );
    let s = el('rect', { x: 0, y: 0, width: W * 0.42 + 70, height: H, fill: fade });
    s += el('rect', {
      x: 0,
      y: 0,
      width: W * 0.42,
      height: H,
      fill: defs.radial(
        [
          [0, '#fff1d6'],
          [1, '#fff8ec'],
        ],
        0.3,
        0.5,
        0.8,
      ),
    });
    const mark = diyaMark('s');
    s += `<defs>${mark.defs}</defs><g transform="translate(64 56) scale(1.1)">${mark.body}</g>`;
    s += `<path d="${textPath('Diya Tales', { size: 40, x: 148, y: 108 }).d}" fill="#2b2170"/>`;
    // topic, wrapped onto at most three lines
    const words = title.split(' ');
    const lines: string[] = [];
    let line = '';
    const maxW = W * 0.42 - 84;
    let size = 74;
    for (const w of words) {
      const test = line ? `${line} ${w}` : w;
      if (textPath(test, { size, x: 0, y: 0 }).width > maxW && line) {
        lines.push(line);
        line = w;
      } else line = test;
    }
    lines.push(line);
    size = Math.min(size, ...lines.map((l) => fitSize(l, maxW, 74)));
    const top = H / 2 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.2;
    lines.forEach((l, i) => {
      s += `<path d="${textPath(l, { size, x: 64, y: top + i * size * 1.05 }).d}" fill="#2b2170"/>`;
    });
    const subSize = Math.min(34, fitSize(subtitle, maxW, 34, 'nunito', 700));
    const subY = top + (lines.length - 1) * size * 1.05 + size * 0.95;
    s += `<path d="${textPath(subtitle, { family: 'nunito', weight: 700, size: subSize, x: 64, y: subY }).d}" fill="#c2410c"/>`;
    s += el('rect', { x: 64, y: subY + 26, width: 120, height: 8, rx: 4, fill: '#f5a300' });
    const foot = 'Personalized animated mythology videos for kids';
    s += `<path d="${textPath(foot, { family: 'nunito', weight: 700, size: fitSize(foot, maxW, 22, 'nunito', 700), x: 64, y: H - 52 }).d}" fill="#6b5fa8"/>`;
    return s;
  };
}

export async function generateBlog(): Promise<void> {
  for (const b of blogArt) {
    await writeWebp(
      await svgToPng(sceneSvg(b.card, `${b.id}:card`, 800, 420)),
      mediaPath(`blog/${b.id}.webp`),
      45 * KB,
    );
    await writeJpg(
      await svgToPng(
        sceneSvg(b.card, `${b.id}:card`, 1200, 630, 0.15, shareOverlay(b.title, b.subtitle), 200),
      ),
      mediaPath(`blog/${b.id}.jpg`),
      120 * KB,
    );
    await writeWebp(
      await svgToPng(sceneSvg(b.one, `${b.id}:1`, 1000, 560, 0.4)),
      mediaPath(`blog/${b.id}-1.webp`),
      60 * KB,
    );
    await writeWebp(
      await svgToPng(sceneSvg(b.two, `${b.id}:2`, 1000, 560, 0.7)),
      mediaPath(`blog/${b.id}-2.webp`),
      60 * KB,
    );
  }
}

export { sceneSvg, svgDoc };
