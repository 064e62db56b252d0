/**
 * Text as SVG outlines using the site's own fonts (Baloo 2 and Nunito from @fontsource-variable),
 * so share images and the logo look the same everywhere and need no installed system font.
 *
 * fontkit cannot instance variable WOFF2 fonts directly; the small workaround below decodes the
 * glyph table once at default weight and then applies the `wght` deltas per glyph.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { n } from './svg.ts';

type Family = 'baloo' | 'baloo-devanagari' | 'nunito';
const files: Record<Family, string> = {
  baloo: '@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
  // Single Devanagari signs drawn as art (the Om); shaped lines of Hindi text are not laid out here.
  'baloo-devanagari': '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2',
  nunito: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
};

/** The font files are this package's own dependencies, found the way Node finds any module. */
const locate = createRequire(import.meta.url).resolve;

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
  endContour: boolean;
  copy(): Point;
}
interface Internals {
  _transformGlyfTable(): void;
  _transformedGlyphs: ({ numberOfContours: number; points: Point[] } | null)[];
}
interface VariationProcessor {
  transformPoints(gid: number, points: Point[]): void;
}

const cache = new Map<string, fontkit.Font>();

type Decoded = { numberOfContours: number; points: Point[] };
type GlyphProto = { _decode: (this: { id: number; _font: Internals }) => Decoded | null | undefined };
const fontState = new WeakMap<object, { processor: VariationProcessor; varied: Map<number, Decoded> }>();
let patched = false;

/** WOFF2 glyphs skip gvar deltas in fontkit; apply them here, per font, once per glyph. */
function patchGlyphDecode(proto: GlyphProto): void {
  if (patched) return;
  patched = true;
  proto._decode = function () {
    const base = this._font._transformedGlyphs[this.id];
    const state = fontState.get(this._font);
    if (!base || !state || base.numberOfContours <= 0) return base;
    let out = state.varied.get(this.id);
    if (!out) {
      const pts = base.points.map((p) => p.copy());
      for (let i = 0; i < 4; i++) {
        const phantom = base.points[0]?.copy();
        if (!phantom) break;
        Object.assign(phantom, { x: 0, y: 0, onCurve: false, endContour: true });
        pts.push(phantom);
      }
      state.processor.transformPoints(this.id, pts);
      out = { ...base, points: pts.slice(0, base.points.length) };
      state.varied.set(this.id, out);
    }
    return out;
  };
}

function load(family: Family, weight: number): fontkit.Font {
  const key = `${family}:${weight}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const file = locate(files[family]);
  const font = fontkit.openSync(file);
  const donor = fontkit.openSync(file);
  donor.variationCoords = [weight];
  let proto: object | null = Object.getPrototypeOf(donor) as object | null;
  let desc: PropertyDescriptor | undefined;
  while (proto && !(desc = Object.getOwnPropertyDescriptor(proto, '_variationProcessor')))
    proto = Object.getPrototypeOf(proto) as object | null;
  const processor = desc?.get?.call(donor) as VariationProcessor | undefined;
  if (!processor) throw new Error('fontkit: no variation processor');
  const internals = font as unknown as Internals;
  Object.defineProperty(font, '_variationProcessor', { get: () => null, configurable: true });
  internals._transformGlyfTable();
  Object.defineProperty(font, '_variationProcessor', { get: () => processor, configurable: true });
  font.variationCoords = [weight];
  fontState.set(font, { processor, varied: new Map() });
  patchGlyphDecode(Object.getPrototypeOf(font.getGlyph(1)) as GlyphProto);
  cache.set(key, font);
  return font;
}

export interface TextOpts {
  family?: Family;
  weight?: number;
  size: number;
  x: number;
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  tracking?: number;
  /** Round coordinates to integers (draw at 10x and scale down for compact files). */
  integers?: boolean;
}

/** Lay out one line of text and return its outline as path data plus its advance width. */
export function textPath(text: string, o: TextOpts): { d: string; width: number } {
  const font = load(o.family ?? 'baloo', o.weight ?? 800);
  const run = font.layout(text);
  const scale = o.size / font.unitsPerEm;
  const tracking = (o.tracking ?? 0) * o.size;
  let width = 0;
  run.positions.forEach((p) => (width += p.xAdvance * scale + tracking));
  width -= tracking;
  let x = o.x - (o.anchor === 'middle' ? width / 2 : o.anchor === 'end' ? width : 0);
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    if (!pos) return;
    const ox = x + pos.xOffset * scale;
    const oy = o.y - pos.yOffset * scale;
    for (const c of glyph.path.commands) {
      const a = c.args;
      const r = o.integers ? Math.round : n;
      const pt = (k: number) => `${r(ox + (a[k] ?? 0) * scale)} ${r(oy - (a[k + 1] ?? 0) * scale)}`;
      if (c.command === 'moveTo') d += `M${pt(0)}`;
      else if (c.command === 'lineTo') d += `L${pt(0)}`;
      else if (c.command === 'quadraticCurveTo') d += `Q${pt(0)} ${pt(2)}`;
      else if (c.command === 'bezierCurveTo') d += `C${pt(0)} ${pt(2)} ${pt(4)}`;
      else d += 'Z';
    }
    x += pos.xAdvance * scale + tracking;
  });
  return { d, width };
}

/** Largest size (<= max) at which text fits in maxWidth. */
export function fitSize(
  text: string,
  maxWidth: number,
  max: number,
  family: Family = 'baloo',
  weight = 800,
): number {
  const w = textPath(text, { family, weight, size: 100, x: 0, y: 0 }).width;
  return Math.min(max, (maxWidth / w) * 100);
}
