import { encodePng } from '../../captcha/png';
import { drawMotif, type Motif } from './motifs';
import { PALETTES, type Palette, type PaletteName } from './palettes';
import { ellipse, horizontal, mix, Raster, roundRect, shade, vertical } from './raster';
import { drawable, drawText, textWidth } from './stroke-font';

/** What a generated image shows; the same spec always gives the same bytes. */
export interface SeedImageSpec {
  /** 16–4096 pixels */
  width: number;
  height: number;
  /** Caption (Latin letters, digits, basic punctuation; accents are dropped, others left out) */
  title: string;
  palette: PaletteName;
  /** Object drawn; 'none' for a plain card. @default by the layout: a device, none on banners */
  motif?: Motif | 'none';
  /** 1 front view, 2 smaller on a tinted backdrop, 3 close-up without caption. @default 1 */
  variant?: 1 | 2 | 3;
}

/** Splits a caption into at most two lines and the largest cap height (≤ maxSize) that fits. */
function fitCaption(title: string, maxWidth: number, maxSize: number) {
  const text = drawable(title);
  const words = text.split(' ');
  const candidates: string[][] = [[text]];
  for (let i = 1; i < words.length; i += 1)
    candidates.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  let best = { lines: [text], size: 0, widest: Number.POSITIVE_INFINITY };
  for (const lines of candidates) {
    const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
    const size = Math.min(maxSize * (lines.length === 1 ? 1 : 0.8), maxWidth / Math.max(widest, 1));
    // One line unless two are clearly larger; among equals, the most even split.
    const better =
      lines.length === 1
        ? size > best.size
        : size > best.size * 1.15 ||
          (size >= best.size * 0.99 && best.lines.length === 2 && widest < best.widest);
    if (better) best = { lines, size, widest };
  }
  return best;
}

function productLayout(r: Raster, p: Palette, spec: SeedImageSpec) {
  const { width: w, height: h } = r;
  const variant = spec.variant ?? 1;
  const top = variant === 2 ? mix(p.backTop, p.body, 0.12) : p.backTop;
  const bottom = variant === 3 ? shade(p.backBottom, -0.08) : p.backBottom;
  r.fill(vertical(0, h, top, bottom), true);
  const [glow, gbox] = ellipse(w * 0.5, h * 0.42, w * 0.4, h * 0.3);
  r.shape(glow, gbox, [255, 255, 255], 0.6, w * 0.08);
  const scale = variant === 2 ? 0.52 : variant === 3 ? 0.95 : 0.64;
  const cx = variant === 3 ? w * 0.56 : w * 0.5;
  const cy = variant === 3 ? h * 0.5 : h * 0.42;
  const [shadow, sbox] = ellipse(cx, cy + w * scale * 0.3, w * scale * 0.5, h * 0.028);
  r.shape(shadow, sbox, [40, 44, 52], 0.3, w * 0.02);
  const motif = spec.motif ?? 'device';
  if (motif !== 'none') drawMotif(r, motif, p, cx, cy, w * scale);
  if (variant === 3) return;
  const band = { x: w * 0.06, y: h * 0.78, w: w * 0.88, h: h * 0.16 };
  const [card, cbox] = roundRect(band.x, band.y, band.w, band.h, h * 0.02);
  r.shape(card, cbox, [255, 255, 255], 0.9);
  const [bar, bbox] = roundRect(
    band.x + w * 0.03,
    band.y + band.h * 0.22,
    w * 0.012,
    band.h * 0.56,
    w * 0.006,
  );
  r.shape(bar, bbox, p.accent);
  caption(r, spec.title, band.x + w * 0.065, band.y, band.w - w * 0.1, band.h, h * 0.045, p.ink);
}

function bannerLayout(r: Raster, p: Palette, spec: SeedImageSpec) {
  const { width: w, height: h } = r;
  r.fill(horizontal(0, w, shade(p.body, -0.35), shade(p.body, 0.1)));
  for (const [x, y, radius, alpha] of [
    [0.82, 0.2, 0.55, 0.08],
    [0.95, 0.85, 0.4, 0.1],
    [0.62, 1.05, 0.3, 0.06],
  ] as const) {
    const [disc, dbox] = ellipse(w * x, h * y, h * radius, h * radius);
    r.shape(disc, dbox, [255, 255, 255], alpha);
  }
  if (spec.motif && spec.motif !== 'none') drawMotif(r, spec.motif, p, w * 0.76, h * 0.5, h * 0.75);
  const [bar, bbox] = roundRect(w * 0.07, h * 0.3, w * 0.05, h * 0.018, h * 0.009);
  r.shape(bar, bbox, p.accent);
  caption(r, spec.title, w * 0.07, h * 0.36, w * 0.5, h * 0.34, h * 0.1, [255, 255, 255]);
}

/** Draws the caption vertically centred in the box, left-aligned. */
function caption(
  r: Raster,
  title: string,
  x: number,
  y: number,
  maxWidth: number,
  boxHeight: number,
  maxSize: number,
  ink: readonly [number, number, number],
) {
  const { lines, size } = fitCaption(title, maxWidth, maxSize);
  const gap = size * 0.6;
  const total = lines.length * size + (lines.length - 1) * gap;
  let lineY = y + (boxHeight - total) / 2;
  for (const text of lines) {
    drawText(r, text, x, lineY, size, ink);
    lineY += size + gap;
  }
}

/** Renders a spec to PNG bytes (deterministic). */
export function renderSeedImage(spec: SeedImageSpec): Buffer {
  const raster = new Raster(spec.width, spec.height);
  const palette = PALETTES[spec.palette];
  if (spec.width / spec.height >= 1.6) bannerLayout(raster, palette, spec);
  else productLayout(raster, palette, spec);
  return encodePng(spec.width, spec.height, raster.rgb, { filter: 'sub' });
}
