import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells } from './glyphs';
import { encodePng } from './png';

export interface MathChallenge {
  /** e.g. `7*3=?` */
  text: string;
  answer: string;
}

/** Operands 0-9; '/' only when it divides evenly (else '+'), '-' never negative. */
export function createMathChallenge(rand: (max: number) => number = randomInt): MathChallenge {
  let a = rand(10);
  let b = rand(10);
  let op = (['+', '-', '*', '/'] as const)[rand(4)] ?? '+';
  if (op === '/' && (b === 0 || a % b !== 0)) op = '+';
  if (op === '-' && a < b) [a, b] = [b, a];
  const answer = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
  return { text: `${a}${op}${b}=?`, answer: String(answer) };
}

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;

/** Rasterises the text with noise lines, speckles and per-glyph jitter into a PNG. */
export function renderCaptchaPng(text: string, rand: (max: number) => number = randomInt): Buffer {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const rgb = new Uint8Array(w * h * 3);
  const bg = [235 + rand(16), 238 + rand(14), 245 + rand(8)];
  for (let i = 0; i < w * h; i += 1) rgb.set(bg, i * 3);
  const plot = (x: number, y: number, color: readonly number[]) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    rgb.set(color, (Math.floor(y) * w + Math.floor(x)) * 3);
  };
  const randomColor = (base: number, spread: number) => [
    base + rand(spread),
    base + rand(spread),
    base + rand(spread),
  ];

  for (let i = 0; i < 120; i += 1) plot(rand(w), rand(h), randomColor(120, 120));

  const scale = 4;
  const advance = GLYPH_WIDTH * scale + 6;
  let x0 = Math.floor((w - advance * text.length) / 2) + rand(5);
  for (const char of text) {
    const dx = x0;
    const dy = Math.floor((h - GLYPH_HEIGHT * scale) / 2) + rand(9) - 4;
    const slant = (rand(5) - 2) / 10; // slight shear so glyphs do not line up on a grid
    const ink = [20 + rand(40), 40 + rand(60), 150 + rand(90)];
    for (const [cx, cy] of glyphCells(char)) {
      for (let py = 0; py < scale; py += 1) {
        for (let px = 0; px < scale; px += 1) {
          const y = cy * scale + py;
          plot(dx + cx * scale + px + slant * (y - 14), dy + y, ink);
        }
      }
    }
    x0 += advance;
  }

  for (let i = 0; i < 5; i += 1) {
    const color = randomColor(60, 140);
    let x = 0;
    let y = rand(h);
    const y1 = rand(h);
    for (; x < w; x += 1) {
      y += (y1 - y) / (w - x) + (rand(3) - 1) * 0.5;
      plot(x, y, color);
    }
  }
  return encodePng(w, h, rgb);
}
