import type { Palette } from './palettes';
import {
  circle,
  cylinder,
  ellipse,
  hex,
  line,
  type Raster,
  type Rgb,
  roundRect,
  shade,
  type Sdf,
  type Box,
} from './raster';

// Clean side-view illustrations of industrial products, drawn around a centre (cx, cy) at a
// scale `s` (the object's width in pixels). Each is a few shaded shapes, like a catalogue icon.

export const MOTIFS = ['pump', 'valve', 'motor', 'sensor', 'device'] as const;
export type Motif = (typeof MOTIFS)[number];

const METAL = hex('#a7b0ba');
const DARK = hex('#3a3f48');
const WHITE: Rgb = [255, 255, 255];

type Draw = (r: Raster, p: Palette, cx: number, cy: number, s: number) => void;

/** A shaded rounded box: horizontal cylinder shading (or vertical with axis 'x'). */
function part(
  r: Raster,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  base: Rgb,
  axis: 'x' | 'y' = 'y',
) {
  const [sdf, box] = roundRect(x, y, w, h, radius);
  r.shape(sdf, box, axis === 'y' ? cylinder(y, y + h, base) : cylinder(x, x + w, base, 'x'));
}

function ellipseRing(cx: number, cy: number, rx: number, ry: number, t: number): [Sdf, Box] {
  const [outer, box] = ellipse(cx, cy, rx + t / 2, ry + t / 2);
  const [inner] = ellipse(cx, cy, rx - t / 2, ry - t / 2);
  return [(x, y) => Math.max(outer(x, y), -inner(x, y)), box];
}

const pump: Draw = (r, p, cx, cy, s) => {
  part(r, cx - 0.52 * s, cy + 0.22 * s, 1.04 * s, 0.07 * s, 0.015 * s, DARK);
  for (const fx of [0.02, 0.36]) part(r, cx + fx * s, cy + 0.14 * s, 0.1 * s, 0.09 * s, 0, DARK);
  part(r, cx - 0.06 * s, cy - 0.17 * s, 0.55 * s, 0.34 * s, 0.07 * s, p.body);
  for (let i = 0; i < 7; i += 1) {
    const [sdf, box] = line(
      cx + (0.04 + i * 0.065) * s,
      cy - 0.15 * s,
      cx + (0.04 + i * 0.065) * s,
      cy + 0.15 * s,
      0.012 * s,
    );
    r.shape(sdf, box, shade(p.body, -0.35), 0.45);
  }
  part(r, cx + 0.47 * s, cy - 0.12 * s, 0.06 * s, 0.24 * s, 0.02 * s, METAL);
  part(r, cx - 0.14 * s, cy - 0.035 * s, 0.1 * s, 0.07 * s, 0.01 * s, METAL);
  part(r, cx - 0.35 * s, cy + 0.12 * s, 0.14 * s, 0.11 * s, 0.01 * s, DARK);
  part(r, cx - 0.37 * s, cy - 0.36 * s, 0.12 * s, 0.2 * s, 0.01 * s, p.body, 'x');
  part(r, cx - 0.4 * s, cy - 0.39 * s, 0.18 * s, 0.04 * s, 0.01 * s, METAL);
  part(r, cx - 0.58 * s, cy - 0.055 * s, 0.12 * s, 0.11 * s, 0.01 * s, p.body);
  part(r, cx - 0.6 * s, cy - 0.09 * s, 0.04 * s, 0.18 * s, 0.01 * s, METAL, 'x');
  const [volute, vbox] = circle(cx - 0.3 * s, cy, 0.2 * s);
  r.shape(volute, vbox, cylinder(cy - 0.2 * s, cy + 0.2 * s, shade(p.body, -0.08)));
  const [rim, rbox] = circle(cx - 0.3 * s, cy, 0.135 * s);
  r.shape((x, y) => Math.abs(rim(x, y)) - 0.008 * s, rbox, shade(p.body, -0.4), 0.7);
  const [hub, hbox] = circle(cx - 0.3 * s, cy, 0.05 * s);
  r.shape(hub, hbox, cylinder(cy - 0.05 * s, cy + 0.05 * s, METAL));
};

const valve: Draw = (r, p, cx, cy, s) => {
  part(r, cx - 0.46 * s, cy + 0.02 * s, 0.92 * s, 0.2 * s, 0.03 * s, p.body);
  for (const fx of [-0.52, 0.44])
    part(r, cx + fx * s, cy - 0.05 * s, 0.08 * s, 0.34 * s, 0.015 * s, METAL, 'x');
  const [globe, gbox] = ellipse(cx, cy + 0.12 * s, 0.21 * s, 0.18 * s);
  r.shape(globe, gbox, cylinder(cy - 0.06 * s, cy + 0.3 * s, p.body));
  part(r, cx - 0.08 * s, cy - 0.24 * s, 0.16 * s, 0.22 * s, 0.02 * s, shade(p.body, -0.05), 'x');
  part(r, cx - 0.13 * s, cy - 0.07 * s, 0.26 * s, 0.045 * s, 0.01 * s, METAL);
  part(r, cx - 0.017 * s, cy - 0.44 * s, 0.034 * s, 0.22 * s, 0.01 * s, METAL, 'x');
  const wheel = ellipseRing(cx, cy - 0.44 * s, 0.22 * s, 0.065 * s, 0.035 * s);
  r.shape(wheel[0], wheel[1], cylinder(cy - 0.5 * s, cy - 0.38 * s, p.accent));
  for (const dx of [-0.2, 0.2, 0]) {
    const dy = dx === 0 ? 0.06 : 0;
    const [spoke, sbox] = line(cx, cy - 0.44 * s, cx + dx * s, cy - (0.44 - dy) * s, 0.02 * s);
    r.shape(spoke, sbox, shade(p.accent, -0.2));
  }
};

const motor: Draw = (r, p, cx, cy, s) => {
  for (const fx of [-0.3, 0.12])
    part(r, cx + fx * s, cy + 0.16 * s, 0.14 * s, 0.1 * s, 0.01 * s, DARK);
  part(r, cx - 0.45 * s, cy + 0.25 * s, 0.84 * s, 0.04 * s, 0.01 * s, DARK);
  part(r, cx - 0.58 * s, cy - 0.03 * s, 0.18 * s, 0.06 * s, 0.01 * s, METAL);
  part(r, cx - 0.43 * s, cy - 0.18 * s, 0.09 * s, 0.36 * s, 0.03 * s, METAL);
  part(r, cx - 0.36 * s, cy - 0.21 * s, 0.64 * s, 0.42 * s, 0.08 * s, p.body);
  for (let i = 1; i < 8; i += 1) {
    const y = cy + (-0.21 + i * 0.0525) * s;
    const [sdf, box] = line(cx - 0.3 * s, y, cx + 0.22 * s, y, 0.01 * s);
    r.shape(sdf, box, shade(p.body, -0.35), 0.4);
  }
  part(r, cx + 0.27 * s, cy - 0.19 * s, 0.13 * s, 0.38 * s, 0.06 * s, METAL);
  part(r, cx - 0.1 * s, cy - 0.32 * s, 0.22 * s, 0.13 * s, 0.02 * s, shade(p.body, -0.12));
  const [plate, pbox] = roundRect(cx - 0.06 * s, cy - 0.04 * s, 0.18 * s, 0.1 * s, 0.01 * s);
  r.shape(plate, pbox, WHITE, 0.75);
};

const sensor: Draw = (r, p, cx, cy, s) => {
  const gy = cy - 0.2 * s;
  part(r, cx - 0.045 * s, gy + 0.28 * s, 0.09 * s, 0.22 * s, 0.01 * s, METAL, 'x');
  part(r, cx - 0.12 * s, gy + 0.36 * s, 0.24 * s, 0.09 * s, 0.012 * s, METAL, 'x');
  const [body, box] = circle(cx, gy, 0.32 * s);
  r.shape(body, box, cylinder(gy - 0.32 * s, gy + 0.32 * s, p.body));
  const [face, fbox] = circle(cx, gy, 0.26 * s);
  r.shape(face, fbox, WHITE);
  for (let i = 0; i <= 20; i += 1) {
    const a = ((225 - i * 13.5) * Math.PI) / 180;
    const major = i % 5 === 0;
    const r0 = (major ? 0.19 : 0.215) * s;
    const r1 = 0.24 * s;
    const [tick, tbox] = line(
      cx + r0 * Math.cos(a),
      gy - r0 * Math.sin(a),
      cx + r1 * Math.cos(a),
      gy - r1 * Math.sin(a),
      (major ? 0.014 : 0.008) * s,
    );
    r.shape(tick, tbox, i >= 16 ? p.accent : DARK);
  }
  const a = (120 * Math.PI) / 180;
  const [needle, nbox] = line(
    cx,
    gy,
    cx + 0.2 * s * Math.cos(a - 1.2),
    gy - 0.2 * s * Math.sin(a - 1.2),
    0.018 * s,
  );
  r.shape(needle, nbox, p.accent);
  const [hub, hbox] = circle(cx, gy, 0.03 * s);
  r.shape(hub, hbox, DARK);
};

const device: Draw = (r, p, cx, cy, s) => {
  part(r, cx - 0.4 * s, cy - 0.28 * s, 0.8 * s, 0.56 * s, 0.07 * s, p.body);
  const [screen, sbox] = roundRect(cx - 0.32 * s, cy - 0.2 * s, 0.42 * s, 0.3 * s, 0.02 * s);
  r.shape(screen, sbox, shade(DARK, 0.15));
  const [glare, gbox] = roundRect(cx - 0.3 * s, cy - 0.18 * s, 0.38 * s, 0.08 * s, 0.015 * s);
  r.shape(glare, gbox, WHITE, 0.12);
  for (const dy of [-0.14, 0, 0.14]) {
    const [knob, kbox] = circle(cx + 0.25 * s, cy + dy * s, 0.045 * s);
    r.shape(knob, kbox, cylinder(cy + (dy - 0.045) * s, cy + (dy + 0.045) * s, METAL));
  }
  const [stripe, stbox] = roundRect(cx - 0.32 * s, cy + 0.16 * s, 0.42 * s, 0.04 * s, 0.02 * s);
  r.shape(stripe, stbox, p.accent);
};

const DRAW: Record<Motif, Draw> = { pump, valve, motor, sensor, device };

/** Draws `motif` centred on (cx, cy), `s` pixels wide. */
export function drawMotif(
  raster: Raster,
  motif: Motif,
  palette: Palette,
  cx: number,
  cy: number,
  s: number,
): void {
  DRAW[motif](raster, palette, cx, cy, s);
}

/** The motif a product title suggests (pump, valve, motor, sensor), else a generic device. */
export function motifOf(title: string): Motif {
  const text = title.toLowerCase();
  return MOTIFS.find((m) => m !== 'device' && text.includes(m)) ?? 'device';
}
