import { checkImageShape } from '@wcm/console-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  canCrop,
  clampCrop,
  cropOutput,
  cropScale,
  initialCrop,
  keyStep,
  largestCrop,
  MIN_CROP_SCALE,
  moveCrop,
  scaleCrop,
  toImagePixels,
} from './crop-math';
import { SLOT_SHAPES, type ImageSlotRule } from './image-rules';

const RULES = Object.keys(SLOT_SHAPES) as ImageSlotRule[];

describe('crop math', () => {
  it('largest frame of a ratio fits the image and touches two sides', () => {
    expect(largestCrop({ width: 1000, height: 1000 }, 16 / 9)).toEqual({
      width: 1000,
      height: 562.5,
    });
    expect(largestCrop({ width: 1000, height: 1000 }, 1 / 1.4)).toEqual({
      width: 1000 / 1.4,
      height: 1000,
    });
  });

  it('starts centred, moves and clamps inside the image', () => {
    const image = { width: 400, height: 200 };
    const crop = initialCrop(image, 1);
    expect(crop).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(moveCrop(image, crop, 50, 10)).toEqual({ x: 150, y: 0, width: 200, height: 200 });
    expect(moveCrop(image, crop, 1000, 0).x).toBe(200);
    expect(moveCrop(image, crop, -1000, 0).x).toBe(0);
    expect(clampCrop(image, { x: -5, y: -5, width: 10, height: 10 })).toMatchObject({ x: 0, y: 0 });
  });

  it('scales around the centre within the slider range', () => {
    const image = { width: 400, height: 200 };
    const crop = initialCrop(image, 1);
    const half = scaleCrop(image, crop, 1, 0.5);
    expect(half).toEqual({ x: 150, y: 50, width: 100, height: 100 });
    expect(cropScale(image, half, 1)).toBe(0.5);
    expect(scaleCrop(image, crop, 1, 0).width).toBe(200 * MIN_CROP_SCALE);
    expect(scaleCrop(image, crop, 1, 5).width).toBe(200);
    // Growing near an edge pushes the frame back inside.
    const corner = scaleCrop(image, { x: 0, y: 0, width: 20, height: 20 }, 1, 1);
    expect(corner).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });

  it('keyboard steps are 1% (10% with Shift) of the side, at least one pixel', () => {
    expect(keyStep({ width: 1920, height: 50 }, 'x', false)).toBe(19);
    expect(keyStep({ width: 1920, height: 50 }, 'y', true)).toBe(5);
    expect(keyStep({ width: 20, height: 20 }, 'x', false)).toBe(1);
  });

  it('needs room for one whole aspect rectangle', () => {
    expect(canCrop({ width: 48, height: 5 }, { width: 48, height: 5 })).toBe(true);
    expect(canCrop({ width: 47, height: 500 }, { width: 48, height: 5 })).toBe(false);
  });

  it('converts displayed pixels to image pixels', () => {
    expect(toImagePixels(10, 200, 1000)).toBe(50);
    expect(toImagePixels(10, 0, 1000)).toBe(0);
  });

  it('exact-size slots are scaled to their size', () => {
    const { output, source } = cropOutput(
      { width: 3000, height: 3000 },
      initialCrop({ width: 3000, height: 3000 }, 2.4),
      SLOT_SHAPES['1920x800'].aspect,
      SLOT_SHAPES['1920x800'].exact,
    );
    expect(output).toEqual({ width: 1920, height: 800 });
    expect(source).toEqual({ x: 0, y: 875, width: 3000, height: 1250 });
  });

  it('ratio slots get a whole multiple of their aspect', () => {
    const image = { width: 735, height: 414 };
    const crop = initialCrop(image, 16 / 9, 0.1);
    const { source, output } = cropOutput(image, crop, { width: 16, height: 9 });
    expect(output).toEqual({ width: 80, height: 45 });
    expect(source.width / source.height).toBe(16 / 9);
  });

  it('every cropped output passes its slot rule (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULES),
        fc.integer({ min: 48, max: 6000 }),
        fc.integer({ min: 7, max: 6000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (rule, width, height, scale, mx, my) => {
          const image = { width, height };
          const shape = SLOT_SHAPES[rule];
          fc.pre(canCrop(image, shape.aspect));
          const crop = moveCrop(
            image,
            initialCrop(image, shape.ratio, scale),
            mx * width,
            my * height,
          );
          const { source, output } = cropOutput(image, crop, shape.aspect, shape.exact);
          expect(source.x).toBeGreaterThanOrEqual(0);
          expect(source.y).toBeGreaterThanOrEqual(0);
          expect(source.x + source.width).toBeLessThanOrEqual(width);
          expect(source.y + source.height).toBeLessThanOrEqual(height);
          expect(checkImageShape(output, shape.rule)).toEqual({ ok: true });
        },
      ),
      { numRuns: 500 },
    );
  });
});
