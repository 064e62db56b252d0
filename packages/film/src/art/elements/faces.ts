/** Friendly front-facing people (parents, grandparents, children) for avatars, testimonials and photo guides. */
import { el, g, translate } from '../svg.ts';

export type Hair = 'short' | 'side' | 'long' | 'bun' | 'braid' | 'curly' | 'bald' | 'bob' | 'pony';
export type Outfit = 'kurta' | 'saree' | 'dupatta' | 'shirt' | 'tee' | 'sweater';

export interface Person {
  skin: string;
  hair: string;
  style: Hair;
  outfit: Outfit;
  cloth: string;
  accent: string;
  glasses?: boolean;
  beard?: boolean;
  moustache?: boolean;
  bindi?: boolean;
  earrings?: boolean;
  child?: boolean;
  /** Eyes: open with a sparkle, or happy closed arcs. */
  eyes?: 'open' | 'happy';
}

function darken(hex: string, k: number): string {
  const p = parseInt(hex.slice(1), 16);
  const c = [16, 8, 0].map((s) => Math.max(0, Math.round(((p >> s) & 255) * (1 - k))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Hair drawn behind the head. Head is centred at (0, 0), radius ~30. */
function hairBack(p: Person): string {
  const c = p.hair;
  switch (p.style) {
    case 'long':
      return el('path', { d: 'M-34-6C-38-40-18-46 0-46C18-46 38-40 34-6L38 46C24 54-24 54-38 46Z', fill: c });
    case 'braid':
      return (
        el('path', { d: 'M-33-4C-36-40-18-46 0-46C18-46 36-40 33-4L30 20L-30 20Z', fill: c }) +
        el('path', {
          d: 'M22 14C34 30 32 50 26 64',
          fill: 'none',
          stroke: c,
          'stroke-width': 11,
          'stroke-linecap': 'round',
        })
      );
    case 'bob':
      return el('path', { d: 'M-35-8C-38-42-18-46 0-46C18-46 38-42 35-8L36 22C24 28-24 28-36 22Z', fill: c });
    case 'bun':
      return el('circle', { cx: 0, cy: -44, r: 13, fill: c });
    case 'pony':
      return el('path', { d: 'M24-30C44-26 46 0 38 18C34 4 30-10 20-20Z', fill: c });
    default:
      return '';
  }
}

/** Hair drawn over the top of the head. */
function hairFront(p: Person): string {
  const c = p.hair;
  switch (p.style) {
    case 'short':
      return el('path', {
        d: 'M-31-4C-34-34-16-44 2-44C20-44 34-32 31-4C28-18 18-26 4-24C-8-28-22-22-31-4Z',
        fill: c,
      });
    case 'side':
      return el('path', {
        d: 'M-31-2C-34-34-14-46 4-44C22-42 34-30 31-4C26-20 10-30-6-26C-16-22-26-14-31-2Z',
        fill: c,
      });
    case 'curly': {
      let s = '';
      for (const [x, y, r] of [
        [-24, -16, 11],
        [-14, -28, 12],
        [0, -32, 12],
        [14, -28, 12],
        [24, -16, 11],
        [-30, -2, 8],
        [30, -2, 8],
      ] as const)
        s += el('circle', { cx: x, cy: y, r, fill: c });
      return s;
    }
    case 'bald':
      return el('path', { d: 'M-31 4C-33-8-31-14-28-18L-24 2ZM31 4C33-8 31-14 28-18L24 2Z', fill: c });
    case 'bun':
    case 'long':
    case 'braid':
    case 'bob':
    case 'pony':
      return el('path', {
        d: 'M-32 0C-34-34-16-44 0-44C16-44 34-34 32 0C28-16 16-26 2-26L0-22L-2-26C-16-26-28-16-32 0Z',
        fill: c,
      });
  }
}

/** A head with hair and a gentle smile, centred at (x, y), scaled by s (radius ~30 at s = 1). */
export function face(p: Person, x: number, y: number, s = 1): string {
  const skin = p.skin;
  const shade = darken(skin, 0.12);
  const ink = '#2a1a14';
  const eyeY = p.child ? 2 : 0;
  const eyes =
    p.eyes === 'happy'
      ? el('path', {
          d: `M-15 ${eyeY}q5-5 10 0M5 ${eyeY}q5-5 10 0`,
          fill: 'none',
          stroke: ink,
          'stroke-width': 2.6,
          'stroke-linecap': 'round',
        })
      : el('ellipse', { cx: -10, cy: eyeY, rx: p.child ? 3.6 : 3, ry: p.child ? 4.2 : 3.6, fill: ink }) +
        el('ellipse', { cx: 10, cy: eyeY, rx: p.child ? 3.6 : 3, ry: p.child ? 4.2 : 3.6, fill: ink }) +
        el('circle', { cx: -8.8, cy: eyeY - 1.4, r: 1.1, fill: '#ffffff' }) +
        el('circle', { cx: 11.2, cy: eyeY - 1.4, r: 1.1, fill: '#ffffff' });
  const brows = el('path', {
    d: `M-15 ${eyeY - 8}q5-3 9-1M6 ${eyeY - 9}q4-2 9 1`,
    fill: 'none',
    stroke: darken(p.hair, -0.1),
    'stroke-width': 2,
    'stroke-linecap': 'round',
  });
  const mouth =
    el('path', {
      d: 'M-8 14Q0 22 8 14Q0 17-8 14Z',
      fill: '#a8324a',
      stroke: '#a8324a',
      'stroke-width': 1.5,
      'stroke-linejoin': 'round',
    }) + el('path', { d: 'M-5 15Q0 16.6 5 15L4.6 16.2Q0 17.4-4.6 16.2Z', fill: '#ffffff' });
  const nose = el('path', {
    d: 'M-1 4Q-3 9 0 10Q2 10 3 9',
    fill: 'none',
    stroke: shade,
    'stroke-width': 1.8,
    'stroke-linecap': 'round',
  });
  const cheeks =
    el('circle', { cx: -17, cy: 10, r: 5, fill: '#ff8a8a', opacity: 0.25 }) +
    el('circle', { cx: 17, cy: 10, r: 5, fill: '#ff8a8a', opacity: 0.25 });
  let extras = '';
  if (p.beard)
    extras += el('path', {
      d: 'M-29 2C-28 26-14 38 0 38C14 38 28 26 29 2C24 16 14 20 8 19Q0 24-8 19C-14 20-24 16-29 2Z',
      fill: p.hair,
    });
  if (p.moustache || p.beard)
    extras += el('path', { d: 'M-10 12Q-5 8 0 11Q5 8 10 12Q5 14 0 12.5Q-5 14-10 12Z', fill: p.hair });
  if (p.bindi) extras += el('circle', { cx: 0, cy: -11, r: 2.2, fill: '#d6284a' });
  if (p.earrings)
    extras +=
      el('circle', { cx: -31, cy: 12, r: 3, fill: '#ffc94a' }) +
      el('circle', { cx: 31, cy: 12, r: 3, fill: '#ffc94a' });
  if (p.glasses) {
    extras += el('circle', {
      cx: -10,
      cy: eyeY,
      r: 8,
      fill: '#ffffff',
      'fill-opacity': 0.15,
      stroke: '#2a2a3a',
      'stroke-width': 2,
    });
    extras += el('circle', {
      cx: 10,
      cy: eyeY,
      r: 8,
      fill: '#ffffff',
      'fill-opacity': 0.15,
      stroke: '#2a2a3a',
      'stroke-width': 2,
    });
    extras += el('path', {
      d: `M-2 ${eyeY}Q0 ${eyeY - 2} 2 ${eyeY}M-18 ${eyeY - 1}L-29 ${eyeY - 4}M18 ${eyeY - 1}L29 ${eyeY - 4}`,
      fill: 'none',
      stroke: '#2a2a3a',
      'stroke-width': 2,
    });
  }
  const headRy = p.child ? 31 : 34;
  return g(
    { transform: translate(x, y, s) },
    hairBack(p) +
      el('ellipse', { cx: -30, cy: 4, rx: 5, ry: 7, fill: shade }) +
      el('ellipse', { cx: 30, cy: 4, rx: 5, ry: 7, fill: shade }) +
      el('ellipse', { cx: 0, cy: 0, rx: 30, ry: headRy, fill: skin }) +
      cheeks +
      eyes +
      brows +
      nose +
      mouth +
      extras +
      hairFront(p),
  );
}

/** Shoulders and clothing for a bust whose neck base is at (x, y); width ~120 at s = 1. */
export function shoulders(p: Person, x: number, y: number, s = 1): string {
  const c = p.cloth;
  let out =
    el('rect', { x: -10, y: -18, width: 20, height: 22, fill: darken(p.skin, 0.1) }) +
    el('path', { d: 'M-64 140L-62 60C-60 22-40 2 0 2C40 2 60 22 62 60L64 140Z', fill: c });
  switch (p.outfit) {
    case 'kurta':
      out +=
        el('path', { d: 'M-10 2L0 14L10 2Z', fill: darken(p.skin, 0.1) }) +
        el('path', { d: 'M0 12L0 44', stroke: p.accent, 'stroke-width': 3 });
      for (const yy of [20, 29, 38]) out += el('circle', { cx: 0, cy: yy, r: 1.8, fill: '#ffd166' });
      out += el('path', { d: 'M-12 2Q0 8 12 2', fill: 'none', stroke: p.accent, 'stroke-width': 3 });
      break;
    case 'saree':
      out += el('path', { d: 'M-12 2Q0 10 12 2L14 6Q0 14-14 6Z', fill: darken(c, 0.2) });
      out += el('path', { d: 'M14 2C30 6 44 20 50 60L26 60C24 40 16 18 4 6Z', fill: p.accent });
      out += el('path', {
        d: 'M16 3C32 8 46 22 52 60',
        fill: 'none',
        stroke: '#ffc94a',
        'stroke-width': 3.5,
      });
      out += el('path', {
        d: 'M4 6C16 18 24 40 26 60',
        fill: 'none',
        stroke: '#ffc94a',
        'stroke-width': 2.5,
      });
      break;
    case 'dupatta':
      out += el('path', { d: 'M-12 2Q0 10 12 2', fill: darken(p.skin, 0.1) });
      out += el('path', {
        d: 'M-44 20C-30 6-14 4 0 16C14 4 30 6 44 20L48 30C34 16 16 16 0 28C-16 16-34 16-48 30Z',
        fill: p.accent,
      });
      out += el('path', {
        d: 'M-48 30C-34 16-16 16 0 28C16 16 34 16 48 30',
        fill: 'none',
        stroke: '#ffd166',
        'stroke-width': 2,
        'stroke-dasharray': '0.1 5',
        'stroke-linecap': 'round',
      });
      break;
    case 'shirt':
      out +=
        el('path', { d: 'M-12 0L0 14L-4 18L-16 6ZM12 0L0 14L4 18L16 6Z', fill: '#ffffff' }) +
        el('path', { d: 'M0 14L0 60', stroke: darken(c, 0.2), 'stroke-width': 1.5 });
      break;
    case 'tee':
      out += el('path', { d: 'M-12 2Q0 12 12 2', fill: 'none', stroke: darken(c, 0.2), 'stroke-width': 3 });
      break;
    case 'sweater':
      out += el('path', { d: 'M-14 2Q0 14 14 2L16 6Q0 20-16 6Z', fill: darken(c, 0.2) });
      for (const yy of [30, 40, 50])
        out += el('path', {
          d: `M-50 ${yy}L50 ${yy}`,
          stroke: darken(c, 0.1),
          'stroke-width': 1.5,
          'stroke-dasharray': '4 4',
        });
      break;
  }
  return g({ transform: translate(x, y, s) }, out);
}

/** Full bust: shoulders then head; (x, y) = centre of the head. */
export function bust(p: Person, x: number, y: number, s = 1): string {
  return shoulders(p, x, y + (p.child ? 40 : 48) * s, s) + face(p, x, y, s);
}
