/**
 * Grown-ups seen from behind (a king, a sage, an old woman, a prince), for the stories where the child
 * meets the people of the epics: King Janaka, Bhagiratha, Vishwamitra, Shabari, the princes at a
 * contest. Local units: about 160 tall with the feet at (0, 0), like the child and the mother.
 */
import { type Ctx, el, g, n, translate, wave } from '../svg.ts';

export type AdultKind = 'king' | 'sage' | 'elder' | 'prince';

type Role = 'skin' | 'hair' | 'robe' | 'lower' | 'shawl' | 'gold' | 'wood';
type Part = { d: string; role: Role; stroke?: number };

export type AdultColors = Record<Role, string>;

/** Each kind's clothes in colour (the silhouette look paints every part in one colour). */
export const ADULT_COLORS: Record<AdultKind, AdultColors> = {
  king: {
    skin: '#b07a52',
    hair: '#1b1210',
    robe: '#7a2d6a',
    lower: '#fff1d6',
    shawl: '#f5a300',
    gold: '#ffc94a',
    wood: '#7c4a24',
  },
  sage: {
    skin: '#a8744e',
    hair: '#e8e2d6',
    robe: '#e86f1c',
    lower: '#f6b25a',
    shawl: '#c2410c',
    gold: '#ffd166',
    wood: '#8a5a2b',
  },
  elder: {
    skin: '#9a6a48',
    hair: '#d8d2c8',
    robe: '#f4ecdc',
    lower: '#e9dcc4',
    shawl: '#c9b48e',
    gold: '#e0457b',
    wood: '#7c4a24',
  },
  prince: {
    skin: '#b9825a',
    hair: '#1b1210',
    robe: '#0e8a8a',
    lower: '#fff1d6',
    shawl: '#e0457b',
    gold: '#ffc94a',
    wood: '#7c4a24',
  },
};

function parts(kind: AdultKind, sway: number): Part[] {
  const out: Part[] = [];
  const stoop = kind === 'elder' ? 8 : 0;
  const dy = kind === 'elder' ? 6 : 0;
  // feet
  out.push({
    d: 'M-19-2a6 3 0 1 0 12 0a6 3 0 1 0-12 0ZM7-2a6 3 0 1 0 12 0a6 3 0 1 0-12 0Z',
    role: 'skin',
  });
  // lower garment: a long robe for the king and the old woman's saree, a dhoti for the others
  if (kind === 'king' || kind === 'elder') {
    out.push({ d: `M-18 ${-74 + dy}C-24-48-30-20-31-3L31-3C30-20 24-48 18 ${-74 + dy}Z`, role: 'lower' });
  } else {
    out.push({
      d: 'M-17-74C-19-50-21-26-21-4L-8-4L-1-42L1-42L8-4L21-4C21-26 19-50 17-74Z',
      role: 'lower',
    });
  }
  // torso, leaning forward a little for the old woman
  out.push({
    d: `M${-20 + stoop * 0.3} ${-122 + dy}C${-26 + stoop * 0.3} ${-118 + dy}-27 ${-106 + dy}-25 ${-96 + dy}L-19-72L19-72L25 ${-96 + dy}C27 ${-106 + dy} ${26 + stoop * 0.3} ${-118 + dy} ${20 + stoop * 0.3} ${-122 + dy}Z`,
    role: 'robe',
  });
  // a sash at the waist
  out.push({ d: 'M-20-78C-6-74 6-74 20-78L20-70C6-66-6-66-20-70Z', role: 'shawl' });
  // arms
  const sh = -118 + dy;
  const right: [number, number] = kind === 'sage' || kind === 'elder' ? [30, sh + 46] : [27, sh + 48];
  out.push({
    d: `M${-21 + stoop * 0.3} ${sh}L-27 ${sh + 24}L-27 ${sh + 48}`,
    role: 'robe',
    stroke: 9,
  });
  out.push({
    d: `M${21 + stoop * 0.3} ${sh}L${28} ${sh + 24}L${right[0]} ${right[1]}`,
    role: 'robe',
    stroke: 9,
  });
  out.push({
    d: `M-31 ${sh + 48}a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0ZM${right[0] - 4.2} ${right[1]}a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0Z`,
    role: 'skin',
  });
  // neck and head (the back of the head is hair)
  const hx = stoop;
  const hy = -142 + dy + stoop * 0.5;
  out.push({ d: `M${hx - 5} ${hy + 8}h10v12h-10Z`, role: 'skin' });
  out.push({
    d: `M${hx - 15.5} ${hy + 1}a2.8 3.6 0 1 0 5.6 0a2.8 3.6 0 1 0-5.6 0ZM${hx + 9.9} ${hy + 1}a2.8 3.6 0 1 0 5.6 0a2.8 3.6 0 1 0-5.6 0Z`,
    role: 'skin',
  });
  out.push({ d: `M${hx - 13} ${hy}a13 14 0 1 0 26 0a13 14 0 1 0-26 0Z`, role: 'hair' });
  if (kind === 'king') {
    // angavastram over the shoulders, its ends hanging down the back, and a crown
    out.push({
      d: 'M-23-118C-10-106 10-106 23-118L25-108C12-96-12-96-25-108Z',
      role: 'shawl',
    });
    out.push({
      d: `M-10-104L${n(-14 + sway)}-62L${n(-6 + sway)}-62L-3-102Z`,
      role: 'shawl',
    });
    out.push({
      d: `M${hx - 12} ${hy - 6}L${hx - 14} ${hy - 26}L${hx - 6} ${hy - 16}L${hx} ${hy - 30}L${hx + 6} ${hy - 16}L${hx + 14} ${hy - 26}L${hx + 12} ${hy - 6}Z`,
      role: 'gold',
    });
  }
  if (kind === 'prince') {
    // a turban with a little plume, and a sash across the back
    out.push({
      d: `M${hx - 14} ${hy - 2}C${hx - 16} ${hy - 20}${hx + 16} ${hy - 20} ${hx + 14} ${hy - 2}C${hx + 8} ${hy + 2} ${hx - 8} ${hy + 2} ${hx - 14} ${hy - 2}Z`,
      role: 'shawl',
    });
    out.push({
      d: `M${hx - 2} ${hy - 14}Q${hx + 2} ${hy - 30} ${hx + 8} ${hy - 28}L${hx + 3} ${hy - 14}Z`,
      role: 'gold',
    });
    out.push({ d: 'M-20-118L-14-122L22-80L16-74Z', role: 'shawl' });
  }
  if (kind === 'sage') {
    // a topknot of long hair, a saffron cloth over one shoulder, and a staff
    out.push({ d: `M${hx - 7} ${hy - 12}a7 8 0 1 0 14 0a7 8 0 1 0-14 0Z`, role: 'hair' });
    out.push({ d: 'M-22-118C-12-112 6-100 20-76L10-72C-2-94-14-104-24-108Z', role: 'shawl' });
    out.push({ d: `M${right[0] + 1}-6L${right[0] + 3}-176`, role: 'wood', stroke: 4 });
  }
  if (kind === 'elder') {
    // a grey bun, the saree's pallu over the shoulder, and a walking stick
    out.push({ d: `M${hx - 6} ${hy + 6}a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z`, role: 'hair' });
    out.push({
      d: `M-18-114C-26-100-30-84-${n(32 + sway)}-64L-${n(22 + sway * 0.6)}-62C-18-80-10-98 2-110Z`,
      role: 'shawl',
    });
    out.push({ d: `M${right[0] + 2}-4L${right[0] + 1} ${right[1] - 10}`, role: 'wood', stroke: 4 });
  }
  return out;
}

function paint(list: Part[], colors: AdultColors | string): string {
  return list
    .map((p) => {
      const color = typeof colors === 'string' ? colors : colors[p.role];
      return p.stroke
        ? el('path', {
            d: p.d,
            fill: 'none',
            stroke: color,
            'stroke-width': p.stroke,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          })
        : el('path', { d: p.d, fill: color });
    })
    .join('');
}

/** A grown-up from behind, feet at (x, y); in colour, or a silhouette with a rim light. */
export function adult(
  ctx: Ctx,
  kind: AdultKind,
  x: number,
  y: number,
  s: number,
  look: { colors: AdultColors } | { fill: string; rim?: string },
): string {
  const list = parts(kind, 3 * wave(ctx.t, 1, 0.3));
  if ('colors' in look) return g({ transform: translate(x, y, s) }, paint(list, look.colors));
  const rim = look.rim ? g({ transform: 'translate(2 -1)' }, paint(list, look.rim)) : '';
  return g({ transform: translate(x, y, s) }, rim + paint(list, look.fill));
}

/**
 * A sage sitting cross-legged, back to us (Vyasa dictating, a healer at work): white hair in a
 * topknot, the beard's ends showing either side of the neck, a saffron shawl over the shoulders;
 * about 110 tall with the ground under him at (x, y).
 */
export function seatedSage(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  look: { colors: AdultColors } | { fill: string; rim?: string },
): string {
  const b = 0.8 * wave(ctx.t, 1, 0.4);
  const draw = (c: Pick<AdultColors, 'skin' | 'hair' | 'robe' | 'lower'>) =>
    el('path', { d: 'M-40-2C-42-18-24-26 0-26C24-26 42-18 40-2C30 2-30 2-40-2Z', fill: c.lower }) +
    el('path', {
      d: `M-26-22C-30-48-24 ${n(-70 + b)}-14 ${n(-74 + b)}L14 ${n(-74 + b)}C24 ${n(-70 + b)} 30-48 26-22Z`,
      fill: c.robe,
    }) +
    el('path', { d: 'M-26-22C-10-18 10-18 26-22L26-16C10-12-10-12-26-16Z', fill: c.lower }) +
    el('path', {
      d: 'M-24-56L-32-36L-24-24M24-56L32-36L24-24',
      fill: 'none',
      stroke: c.skin,
      'stroke-width': 7,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('rect', { x: -4, y: n(-82 + b), width: 8, height: 9, fill: c.skin }) +
    el('ellipse', { cx: -12.5, cy: n(-90 + b), rx: 2.6, ry: 3.4, fill: c.skin }) +
    el('ellipse', { cx: 12.5, cy: n(-90 + b), rx: 2.6, ry: 3.4, fill: c.skin }) +
    el('circle', { cx: 0, cy: n(-91 + b), r: 12.5, fill: c.hair }) +
    el('ellipse', { cx: 0, cy: n(-107 + b), rx: 7.5, ry: 6.5, fill: c.hair }) +
    el('path', {
      d: `M-10 ${n(-80 + b)}Q-13 ${n(-70 + b)}-9 ${n(-64 + b)}M10 ${n(-80 + b)}Q13 ${n(-70 + b)} 9 ${n(-64 + b)}`,
      fill: 'none',
      stroke: c.hair,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  if ('colors' in look) return g({ transform: translate(x, y, s) }, draw(look.colors));
  const one = (color: string) => ({ skin: color, hair: color, robe: color, lower: color });
  const rim = look.rim ? g({ transform: 'translate(1.8 -1)' }, draw(one(look.rim))) : '';
  return g({ transform: translate(x, y, s) }, rim + draw(one(look.fill)));
}
