// A tiny anti-aliased RGB rasteriser for generated demo images: shapes are signed distance
// functions (negative inside), painted with a colour or a per-pixel paint (gradients, shading).

export type Rgb = readonly [number, number, number];
/** Colour of a pixel (gradients, shading). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);
/** Signed distance from a pixel centre to a shape's edge, in pixels (negative inside). */
export type Sdf = (x: number, y: number) => number;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const clamp01 = (n: number) => (n < 0 ? 0 : n > 1 ? 1 : n);
// Math.hypot is several times slower than this in V8, and these run for every pixel.
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** `a` → `b` by `t` (0..1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = clamp01(t);
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** Lighter towards white (f > 0) or darker towards black (f < 0). */
export function shade(c: Rgb, f: number): Rgb {
  return f >= 0 ? mix(c, [255, 255, 255], f) : mix(c, [0, 0, 0], -f);
}

/** `#rrggbb` → Rgb */
export function hex(text: string): Rgb {
  const n = Number.parseInt(text.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export class Raster {
  readonly rgb: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  /** Paints every pixel; `rows` when the paint depends on y only (one colour per row, faster). */
  fill(paint: Paint, rows = false): void {
    for (let y = 0; y < this.height; y += 1) {
      if (rows) {
        const [r, g, b] = colourAt(paint, 0, y + 0.5).map((c) => Math.round(c));
        const start = y * this.width * 3;
        for (let i = start; i < start + this.width * 3; i += 3) {
          this.rgb[i] = r ?? 0;
          this.rgb[i + 1] = g ?? 0;
          this.rgb[i + 2] = b ?? 0;
        }
      } else
        for (let x = 0; x < this.width; x += 1)
          this.put(x, y, colourAt(paint, x + 0.5, y + 0.5), 1);
    }
  }

  /**
   * Fills a shape inside `box`: coverage comes from the distance (one pixel of anti-aliasing,
   * or `soft` pixels of feathering for shadows and glows), multiplied by `alpha`.
   */
  shape(sdf: Sdf, box: Box, paint: Paint, alpha = 1, soft = 0): void {
    const x0 = Math.max(0, Math.floor(box.x0 - soft - 1));
    const y0 = Math.max(0, Math.floor(box.y0 - soft - 1));
    const x1 = Math.min(this.width - 1, Math.ceil(box.x1 + soft + 1));
    const y1 = Math.min(this.height - 1, Math.ceil(box.y1 + soft + 1));
    const scale = soft > 0 ? 1 / (2 * soft) : 1;
    const constant = typeof paint === 'function' ? undefined : paint;
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const coverage = 0.5 - sdf(x + 0.5, y + 0.5) * scale;
        if (coverage <= 0) continue;
        const colour = constant ?? colourAt(paint, x + 0.5, y + 0.5);
        this.put(x, y, colour, coverage >= 1 ? alpha : coverage * alpha);
      }
    }
  }

  /** Blends one pixel with `colour` at `alpha` (0..1). */
  put(x: number, y: number, colour: Rgb, alpha: number): void {
    const rgb = this.rgb;
    const i = (y * this.width + x) * 3;
    const a = alpha >= 1 ? 1 : alpha;
    const r = rgb[i] ?? 0;
    const g = rgb[i + 1] ?? 0;
    const b = rgb[i + 2] ?? 0;
    rgb[i] = r + (colour[0] - r) * a + 0.5;
    rgb[i + 1] = g + (colour[1] - g) * a + 0.5;
    rgb[i + 2] = b + (colour[2] - b) * a + 0.5;
  }
}

function colourAt(paint: Paint, x: number, y: number): Rgb {
  return typeof paint === 'function' ? paint(x, y) : paint;
}

// Shapes ------------------------------------------------------------------------------------

export function circle(cx: number, cy: number, r: number): [Sdf, Box] {
  return [(x, y) => len(x - cx, y - cy) - r, { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }];
}

/** An ellipse (first-order distance: exact on the axes, close elsewhere). */
export function ellipse(cx: number, cy: number, rx: number, ry: number): [Sdf, Box] {
  return [
    (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const f = len(dx / rx, dy / ry);
      const gradient = len(dx / (rx * rx), dy / (ry * ry));
      return gradient === 0 ? -Math.min(rx, ry) : ((f - 1) * f) / gradient;
    },
    { x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry },
  ];
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): [Sdf, Box] {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const rr = Math.min(r, w / 2, h / 2);
  return [
    (px, py) => {
      const qx = Math.abs(px - cx) - w / 2 + rr;
      const qy = Math.abs(py - cy) - h / 2 + rr;
      return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - rr;
    },
    { x0: x, y0: y, x1: x + w, y1: y + h },
  ];
}

/** A ring (annulus) of thickness `t` centred on radius `r`. */
export function ring(cx: number, cy: number, r: number, t: number): [Sdf, Box] {
  const [sdf, box] = circle(cx, cy, r + t / 2);
  return [(x, y) => Math.abs(sdf(x, y) + t / 2) - t / 2, box];
}

/** Distance from (x, y) to the segment a–b. */
export function segmentDistance(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : clamp01(((x - ax) * dx + (y - ay) * dy) / len2);
  return len(x - (ax + t * dx), y - (ay + t * dy));
}

/** A line of width `w` with round caps. */
export function line(ax: number, ay: number, bx: number, by: number, w: number): [Sdf, Box] {
  return [
    (x, y) => segmentDistance(x, y, ax, ay, bx, by) - w / 2,
    {
      x0: Math.min(ax, bx) - w,
      y0: Math.min(ay, by) - w,
      x1: Math.max(ax, bx) + w,
      y1: Math.max(ay, by) + w,
    },
  ];
}

// Paints ------------------------------------------------------------------------------------

/** Top-to-bottom gradient between y0 and y1. */
export const vertical =
  (y0: number, y1: number, top: Rgb, bottom: Rgb) =>
  (_x: number, y: number): Rgb =>
    mix(top, bottom, (y - y0) / (y1 - y0));

/** Left-to-right gradient between x0 and x1. */
export const horizontal =
  (x0: number, x1: number, left: Rgb, right: Rgb) =>
  (x: number): Rgb =>
    mix(left, right, (x - x0) / (x1 - x0));

/**
 * A metal or painted cylinder lying horizontally between y0 and y1 (or standing, between x0
 * and x1 with `axis` 'x'): a highlight a third of the way in, darker towards the edges.
 */
export function cylinder(from: number, to: number, base: Rgb, axis: 'y' | 'x' = 'y') {
  return (x: number, y: number): Rgb => {
    const t = clamp01(((axis === 'y' ? y : x) - from) / (to - from));
    const light = 0.45 * Math.exp(-((t - 0.3) ** 2) / 0.02);
    const dark = 0.45 * t ** 2.2 + 0.25 * (1 - t) ** 6;
    return shade(shade(base, light), -dark);
  };
}
