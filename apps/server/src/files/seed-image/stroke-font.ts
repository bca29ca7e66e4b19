import { type Raster, type Rgb, segmentDistance } from './raster';

// An own stroke font for captions (no font files on the server): capitals, digits and a little
// punctuation drawn as polylines on a 4 × 6 grid, rendered with anti-aliased round strokes.
// Accents are dropped (É → E) and other characters are left out.

type Polyline = ReadonlyArray<readonly [number, number]>;

// Each glyph: polylines separated by '|', points 'x,y' separated by spaces.
const O = '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0';
const P = '0,6 0,0 3,0 4,1 4,2 3,3 0,3';
const SOURCE: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6|.8,3.8 3.2,3.8',
  B: '0,6 0,0 3,0 4,.8 4,2.2 3,3 0,3|3,3 4,3.8 4,5.2 3,6 0,6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.2 2.2,3.2',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '2,0 2,6|1,0 3,0|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.6|1.4,2.8 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O,
  P,
  Q: `${O}|2.5,4.5 4,6`,
  R: `${P}|2,3 4,6`,
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': `${O}|3.4,1 .6,5`,
  '1': '1,1 2,0 2,6|1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,2.8 3,2.8 4,3.8 4,5 3,6 1,6 0,5',
  '6': '3.5,0 1.5,0 0,1.5 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4.5 2.5,6 .5,6',
  '-': '.8,3.2 3.2,3.2',
  '+': '2,1.5 2,4.5|.5,3 3.5,3',
  '.': '2,5.9 2,6',
  ',': '2.2,5.6 1.6,7',
  ':': '2,1.9 2,2|2,5.9 2,6',
  '/': '4,0 0,6',
  "'": '2,0 2,1.5',
  '!': '2,0 2,4|2,5.9 2,6',
  '(': '3,0 2,1 1.6,3 2,5 3,6',
  ')': '1,0 2,1 2.4,3 2,5 1,6',
};

const GLYPHS: Readonly<Record<string, readonly Polyline[]>> = Object.fromEntries(
  Object.entries(SOURCE).map(([c, text]) => [
    c,
    text.split('|').map((poly) =>
      poly.split(' ').map((point) => {
        const [x = 0, y = 0] = point.split(',').map(Number);
        return [x, y] as const;
      }),
    ),
  ]),
);

const ADVANCE = 5.6; // glyph width 4 plus spacing, in grid units
const SPACE = 3.6;

/** The text as the font can draw it: capitals without accents, unknown characters left out. */
export function drawable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split('')
    .filter((c) => c === ' ' || GLYPHS[c] !== undefined)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Width in pixels of `text` (already drawable) at a cap height of `size` pixels. */
export function textWidth(text: string, size: number): number {
  const unit = size / 6;
  let width = 0;
  for (const c of text) width += (c === ' ' ? SPACE : ADVANCE) * unit;
  return Math.max(0, width - (ADVANCE - 4) * unit);
}

/** Draws `text` (already drawable) with its top-left at (x, y), cap height `size`. */
export function drawText(
  raster: Raster,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: Rgb,
  weight = 0.13,
): void {
  const unit = size / 6;
  const half = (weight * size) / 2;
  let pen = x;
  for (const c of text) {
    if (c === ' ') {
      pen += SPACE * unit;
      continue;
    }
    const strokes = (GLYPHS[c] ?? []).flatMap((poly) =>
      poly.slice(1).map((b, i) => {
        const a = poly[i] ?? b;
        return [pen + a[0] * unit, y + a[1] * unit, pen + b[0] * unit, y + b[1] * unit] as const;
      }),
    );
    // One coverage per pixel (the strongest stroke's) so joints are not blended twice.
    const x0 = Math.max(0, Math.floor(pen - half - 1));
    const x1 = Math.min(raster.width - 1, Math.ceil(pen + 4 * unit + half + 1));
    const y0 = Math.max(0, Math.floor(y - half - 1));
    const y1 = Math.min(raster.height - 1, Math.ceil(y + 7 * unit + half + 1));
    const w = x1 - x0 + 1;
    if (w <= 0 || y1 < y0) {
      pen += ADVANCE * unit;
      continue;
    }
    const mask = new Float32Array(w * (y1 - y0 + 1));
    for (const [ax, ay, bx, by] of strokes) {
      const sx0 = Math.max(x0, Math.floor(Math.min(ax, bx) - half - 1));
      const sx1 = Math.min(x1, Math.ceil(Math.max(ax, bx) + half + 1));
      const sy0 = Math.max(y0, Math.floor(Math.min(ay, by) - half - 1));
      const sy1 = Math.min(y1, Math.ceil(Math.max(ay, by) + half + 1));
      for (let py = sy0; py <= sy1; py += 1) {
        for (let px = sx0; px <= sx1; px += 1) {
          const coverage = half + 0.5 - segmentDistance(px + 0.5, py + 0.5, ax, ay, bx, by);
          const k = (py - y0) * w + (px - x0);
          if (coverage > (mask[k] ?? 0)) mask[k] = Math.min(1, coverage);
        }
      }
    }
    mask.forEach((coverage, k) => {
      if (coverage > 0) raster.put(x0 + (k % w), y0 + Math.floor(k / w), colour, coverage);
    });
    pen += ADVANCE * unit;
  }
}
