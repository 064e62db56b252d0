// Minimal typings for the parts of fontkit the scripts use (the media generator, the font tests).
declare module 'fontkit' {
  export interface PathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  export interface Glyph {
    id: number;
    advanceWidth: number;
    path: { commands: PathCommand[]; toSVG(): string };
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    variationCoords: number[] | null;
    layout(text: string): GlyphRun;
    getGlyph(id: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
  export function create(buffer: Buffer): Font;
}
