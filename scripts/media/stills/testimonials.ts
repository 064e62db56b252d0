/** testimonials/testimonial-NN.webp: families watching their personalized video (600 x 400). */
import { Defs, el, g, n, svgDoc, type Ctx } from '@shop/film/art/svg';
import { KB, mediaPath } from '../lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeWebp } from '../lib/raster.ts';
import { createRng } from '@shop/film/art/prng';
import { storyScenes } from '@shop/film/art/scenes/index';
import { bust, type Person } from '@shop/film/art/elements/faces';
import { glow, moon, stars } from '@shop/film/art/elements/nature';
import { skinTones } from '@shop/film/art/palette';

/** A story scene shown on a screen at (x, y, w, h). */
function screen(
  story: number,
  seed: string,
  x: number,
  y: number,
  w: number,
  h: number,
  t: number,
): { defs: string; body: string } {
  const defs = new Defs();
  const scene = storyScenes[story] ?? storyScenes[0];
  if (!scene) throw new Error('no scenes');
  const art = scene({ defs, t, rng: createRng(seed) });
  // prefix ids so they cannot clash with the outer document
  const fix = (s: string) => s.replaceAll('id="d', `id="s${story}d`).replaceAll('url(#d', `url(#s${story}d`);
  return {
    defs: fix(defs.toString()),
    body: `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice">${fix(art)}</svg>`,
  };
}

interface BackPerson {
  x: number;
  y: number;
  s: number;
  hair: string;
  skin: string;
  cloth: string;
  bun?: boolean;
  point?: boolean;
}

/** Someone on the sofa seen from behind: shoulders and the back of the head. */
function fromBehind(p: BackPerson): string {
  let s = el('path', { d: 'M-46 70C-44 30-28 18 0 18C28 18 44 30 46 70Z', fill: p.cloth });
  if (p.point)
    s +=
      el('path', {
        d: 'M30 30L52-8L62-40',
        fill: 'none',
        stroke: p.cloth,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) + el('circle', { cx: 62, cy: -44, r: 7, fill: p.skin });
  s += el('rect', { x: -8, y: 4, width: 16, height: 16, fill: p.skin });
  s +=
    el('ellipse', { cx: -24, cy: -8, rx: 5, ry: 7, fill: p.skin }) +
    el('ellipse', { cx: 24, cy: -8, rx: 5, ry: 7, fill: p.skin });
  s += el('ellipse', { cx: 0, cy: -10, rx: 25, ry: 27, fill: p.hair });
  if (p.bun) s += el('circle', { cx: 0, cy: -34, r: 10, fill: p.hair });
  return g({ transform: `translate(${n(p.x)} ${n(p.y - 36)}) scale(${n(p.s)})` }, s);
}

interface Room {
  wall: [string, string];
  sofa: string;
  story: number;
  family: BackPerson[];
  night: boolean;
}

function livingRoom(ctx: Ctx, r: Room, seed: string): string {
  const { defs } = ctx;
  let s = el('rect', {
    x: 0,
    y: 0,
    width: 600,
    height: 400,
    fill: defs.linear([
      [0, r.wall[0]],
      [1, r.wall[1]],
    ]),
  });
  // window
  s += el('rect', { x: 40, y: 50, width: 120, height: 140, rx: 10, fill: '#7c4a24' });
  s += el('rect', {
    x: 48,
    y: 58,
    width: 104,
    height: 124,
    rx: 6,
    fill: r.night
      ? defs.linear([
          [0, '#1a1446'],
          [1, '#5b3d8f'],
        ])
      : defs.linear([
          [0, '#8fd3f0'],
          [1, '#fff1d6'],
        ]),
  });
  if (r.night) s += stars(ctx, 14, { x: 50, y: 60, w: 100, h: 80 }) + moon(ctx, 120, 86, 10, 0.35);
  s += el('path', { d: 'M100 58V182M48 120H152', stroke: '#7c4a24', 'stroke-width': 4 });
  s +=
    el('path', { d: 'M30 44Q60 120 44 200L30 200Z', fill: '#e0457b', opacity: 0.85 }) +
    el('path', { d: 'M170 44Q140 120 156 200L170 200Z', fill: '#e0457b', opacity: 0.85 });
  // garland over the TV
  for (let i = 0; i < 13; i++)
    s += el('circle', {
      cx: 300 + i * 21,
      cy: 40 + 10 * Math.sin((i / 12) * Math.PI),
      r: 5,
      fill: i % 2 ? '#f97316' : '#f5a300',
    });
  // TV on a low cabinet
  const scr = screen(r.story, `${seed}:tv`, 312, 68, 236, 133, 0.2);
  s += `<defs>${scr.defs}</defs>`;
  s += glow(ctx, 430, 135, 210, '#fff1c2', 0.45);
  s += el('rect', { x: 300, y: 58, width: 260, height: 153, rx: 10, fill: '#1a1a2a' });
  s += scr.body;
  s += el('rect', {
    x: 312,
    y: 68,
    width: 236,
    height: 133,
    fill: defs.linear(
      [
        [0, '#ffffff', 0.12],
        [0.5, '#ffffff', 0],
      ],
      0,
      0,
      1,
      1,
    ),
  });
  s +=
    el('rect', { x: 290, y: 226, width: 280, height: 60, rx: 8, fill: '#a8673a' }) +
    el('rect', { x: 290, y: 226, width: 280, height: 8, rx: 4, fill: '#c98a4a' });
  s +=
    el('circle', { cx: 350, cy: 256, r: 4, fill: '#7c4a24' }) +
    el('circle', { cx: 510, cy: 256, r: 4, fill: '#7c4a24' });
  // plant and a diya on the cabinet
  s +=
    el('rect', { x: 238, y: 240, width: 30, height: 40, rx: 6, fill: '#c2410c' }) +
    el('path', {
      d: 'M253 240C230 200 236 180 250 170C252 200 262 210 253 240ZM253 240C270 206 286 200 290 186C284 214 270 226 253 240Z',
      fill: '#2f7d4f',
    });
  s += el('rect', { x: 0, y: 290, width: 600, height: 110, fill: '#d99a6a' });
  s += glow(ctx, 430, 330, 260, '#fff1c2', 0.25, 80);
  // sofa back and the family seen from behind
  r.family.forEach((p) => (s += fromBehind(p)));
  s += el('rect', { x: 20, y: 330, width: 560, height: 90, rx: 30, fill: r.sofa });
  s += el('rect', { x: 20, y: 330, width: 560, height: 14, rx: 7, fill: '#ffffff', opacity: 0.15 });
  return s;
}

function phoneScene(
  ctx: Ctx,
  people: [Person, Person],
  wall: [string, string],
  story: number,
  seed: string,
): string {
  const { defs } = ctx;
  let s = el('rect', {
    x: 0,
    y: 0,
    width: 600,
    height: 400,
    fill: defs.radial(
      [
        [0, wall[0]],
        [1, wall[1]],
      ],
      0.5,
      0.4,
      0.8,
    ),
  });
  // fairy lights
  let d = 'M-10 40';
  for (let i = 0; i <= 8; i++) d += `Q${n(i * 80 + 30)} ${n(i % 2 ? 80 : 60)} ${n(i * 80 + 70)} 50`;
  s += el('path', { d, fill: 'none', stroke: '#5a3a2a', 'stroke-width': 1.5 });
  for (let i = 0; i < 16; i++) {
    const x = 10 + i * 38;
    const y = 56 + 10 * Math.sin(i * 1.3);
    s +=
      glow(ctx, x, y, 14, '#ffd166', 0.6) +
      el('circle', {
        cx: x,
        cy: y,
        r: 3.5,
        fill: ['#ffd166', '#f97316', '#e0457b', '#5ec8c0'][i % 4] ?? '#ffd166',
      });
  }
  const [adult, kid] = people;
  s += bust(adult, 230, 190, 1.75);
  s += bust(kid, 392, 232, 1.35);
  // phone held in front
  s += glow(ctx, 310, 330, 180, '#fff1c2', 0.5);
  const scr = screen(story, `${seed}:phone`, 222, 282, 176, 99, 0.3);
  s += `<defs>${scr.defs}</defs>`;
  s += g(
    { transform: 'rotate(-4 310 330)' },
    el('rect', { x: 212, y: 274, width: 196, height: 115, rx: 14, fill: '#1a1a2a' }) +
      scr.body +
      el('circle', { cx: 402, cy: 331, r: 2, fill: '#444' }),
  );
  s +=
    el('ellipse', { cx: 210, cy: 350, rx: 18, ry: 26, fill: adult.skin }) +
    el('ellipse', { cx: 410, cy: 336, rx: 16, ry: 24, fill: adult.skin });
  return s;
}

const sk = (i: number) => skinTones[i] ?? '#d49a6a';

interface Testimonial {
  id: string;
  draw: (ctx: Ctx, seed: string) => string;
}

export const testimonials: Testimonial[] = [
  {
    id: '01',
    draw: (ctx, seed) =>
      livingRoom(
        ctx,
        {
          wall: ['#ffe8c8', '#f7c99a'],
          sofa: '#0e8a8a',
          story: 1,
          night: true,
          family: [
            { x: 200, y: 300, s: 1.25, hair: '#1b1210', skin: sk(3), cloth: '#e0457b', bun: true },
            { x: 330, y: 318, s: 0.85, hair: '#1b1210', skin: sk(3), cloth: '#f5a300', point: true },
            { x: 430, y: 300, s: 1.3, hair: '#2a1a14', skin: sk(3), cloth: '#2b2170' },
          ],
        },
        seed,
      ),
  },
  {
    id: '03',
    draw: (ctx, seed) =>
      phoneScene(
        ctx,
        [
          {
            skin: sk(2),
            hair: '#1b1210',
            style: 'bun',
            outfit: 'saree',
            cloth: '#e0457b',
            accent: '#f5a300',
            bindi: true,
            earrings: true,
            eyes: 'happy',
          },
          {
            skin: sk(2),
            hair: '#1b1210',
            style: 'short',
            outfit: 'tee',
            cloth: '#f5a300',
            accent: '#ffffff',
            child: true,
          },
        ],
        ['#fff1d6', '#f7c99a'],
        6,
        seed,
      ),
  },
  {
    id: '05',
    draw: (ctx, seed) =>
      livingRoom(
        ctx,
        {
          wall: ['#e8f4ec', '#bfe0cc'],
          sofa: '#c2410c',
          story: 7,
          night: false,
          family: [
            { x: 220, y: 304, s: 1.3, hair: '#2a1a14', skin: sk(5), cloth: '#3b6fd6' },
            {
              x: 350,
              y: 320,
              s: 0.8,
              hair: '#1b1210',
              skin: sk(5),
              cloth: '#e0457b',
              bun: true,
              point: true,
            },
          ],
        },
        seed,
      ),
  },
  {
    id: '08',
    draw: (ctx, seed) =>
      phoneScene(
        ctx,
        [
          {
            skin: sk(4),
            hair: '#2a1a14',
            style: 'short',
            outfit: 'kurta',
            cloth: '#0e8a8a',
            accent: '#ffd166',
            beard: true,
            eyes: 'happy',
          },
          {
            skin: sk(4),
            hair: '#1b1210',
            style: 'braid',
            outfit: 'kurta',
            cloth: '#e0457b',
            accent: '#ffd166',
            child: true,
          },
        ],
        ['#e8f0ff', '#c8d4f4'],
        16,
        seed,
      ),
  },
  {
    id: '12',
    draw: (ctx, seed) =>
      livingRoom(
        ctx,
        {
          wall: ['#f4e4ff', '#d8c0ee'],
          sofa: '#f5a300',
          story: 9,
          night: true,
          family: [
            { x: 180, y: 300, s: 1.25, hair: '#8a8a8a', skin: sk(1), cloth: '#2f7d4f', bun: true },
            { x: 300, y: 316, s: 0.85, hair: '#1b1210', skin: sk(1), cloth: '#f97316', point: true },
            { x: 410, y: 316, s: 0.8, hair: '#1b1210', skin: sk(1), cloth: '#5ec8c0' },
          ],
        },
        seed,
      ),
  },
  {
    id: '16',
    draw: (ctx, seed) =>
      phoneScene(
        ctx,
        [
          {
            skin: sk(0),
            hair: '#3b2418',
            style: 'long',
            outfit: 'dupatta',
            cloth: '#7a3f8f',
            accent: '#f97316',
            earrings: true,
            glasses: true,
            eyes: 'happy',
          },
          {
            skin: sk(0),
            hair: '#3b2418',
            style: 'bun',
            outfit: 'tee',
            cloth: '#5ec8c0',
            accent: '#ffffff',
            child: true,
          },
        ],
        ['#ffe8ee', '#f4bfd0'],
        3,
        seed,
      ),
  },
  {
    id: '20',
    draw: (ctx, seed) =>
      livingRoom(
        ctx,
        {
          wall: ['#fff4d6', '#f4d8a0'],
          sofa: '#2b2170',
          story: 15,
          night: true,
          family: [
            { x: 210, y: 302, s: 1.3, hair: '#1b1210', skin: sk(6), cloth: '#f97316' },
            {
              x: 340,
              y: 318,
              s: 0.85,
              hair: '#1b1210',
              skin: sk(6),
              cloth: '#e0457b',
              bun: true,
              point: true,
            },
            { x: 450, y: 302, s: 1.25, hair: '#1b1210', skin: sk(6), cloth: '#0e8a8a', bun: true },
          ],
        },
        seed,
      ),
  },
  {
    id: '24',
    draw: (ctx, seed) =>
      phoneScene(
        ctx,
        [
          {
            skin: sk(5),
            hair: '#c9c9c9',
            style: 'bald',
            outfit: 'kurta',
            cloth: '#fff8ec',
            accent: '#f97316',
            glasses: true,
            moustache: true,
            eyes: 'happy',
          },
          {
            skin: sk(5),
            hair: '#1b1210',
            style: 'curly',
            outfit: 'tee',
            cloth: '#f5a300',
            accent: '#ffffff',
            child: true,
          },
        ],
        ['#e6f6ee', '#b8e0cc'],
        12,
        seed,
      ),
  },
];

export function testimonialSvg(t: Testimonial): string {
  const defs = new Defs();
  const seed = `testimonial-${t.id}`;
  const body = t.draw({ defs, t: 0.2, rng: createRng(seed) }, seed);
  return svgDoc(600, 400, 600, 400, defs, body);
}

export async function generateTestimonials(): Promise<void> {
  for (const t of testimonials) {
    await writeWebp(
      await svgToPng(testimonialSvg(t)),
      mediaPath(`testimonials/testimonial-${t.id}.webp`),
      35 * KB,
    );
  }
}
