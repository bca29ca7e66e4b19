import type { ImageSize } from '@wcm/console-core';

/** A rectangle in image pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Smallest crop frame, as a share of the largest one (the size slider's minimum). */
export const MIN_CROP_SCALE = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest frame of `ratio` (width / height) that fits in the image. */
export function largestCrop(image: ImageSize, ratio: number): { width: number; height: number } {
  const width = Math.min(image.width, image.height * ratio);
  return { width, height: width / ratio };
}

/** Keeps a frame inside the image (its size is assumed to fit). */
export function clampCrop(image: ImageSize, crop: CropRect): CropRect {
  return {
    ...crop,
    x: clamp(crop.x, 0, Math.max(0, image.width - crop.width)),
    y: clamp(crop.y, 0, Math.max(0, image.height - crop.height)),
  };
}

/** The frame of `ratio` at `scale` (share of the largest frame) centred on the image. */
export function initialCrop(image: ImageSize, ratio: number, scale = 1): CropRect {
  const max = largestCrop(image, ratio);
  const s = clamp(scale, MIN_CROP_SCALE, 1);
  const width = max.width * s;
  const height = max.height * s;
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

/** Resizes the frame to `scale` of the largest one, keeping its centre where possible. */
export function scaleCrop(
  image: ImageSize,
  crop: CropRect,
  ratio: number,
  scale: number,
): CropRect {
  const max = largestCrop(image, ratio);
  const s = clamp(scale, MIN_CROP_SCALE, 1);
  const width = max.width * s;
  const height = max.height * s;
  const cx = crop.x + crop.width / 2;
  const cy = crop.y + crop.height / 2;
  return clampCrop(image, { x: cx - width / 2, y: cy - height / 2, width, height });
}

/** Moves the frame by (dx, dy) image pixels, staying inside the image. */
export function moveCrop(image: ImageSize, crop: CropRect, dx: number, dy: number): CropRect {
  return clampCrop(image, { ...crop, x: crop.x + dx, y: crop.y + dy });
}

/** The frame's current scale (share of the largest frame), for the slider. */
export function cropScale(image: ImageSize, crop: CropRect, ratio: number): number {
  const max = largestCrop(image, ratio);
  return max.width > 0 ? crop.width / max.width : 1;
}

/** Keyboard step of the frame: 1% of the image side, 10% with Shift; at least one pixel. */
export function keyStep(image: ImageSize, axis: 'x' | 'y', large: boolean): number {
  const side = axis === 'x' ? image.width : image.height;
  return Math.max(1, Math.round(side * (large ? 0.1 : 0.01)));
}

/** Whether the image holds at least one whole `aspect` rectangle (so a crop is possible). */
export function canCrop(image: ImageSize, aspect: ImageSize): boolean {
  return image.width >= aspect.width && image.height >= aspect.height;
}

/**
 * Whole-pixel source rectangle and output size of a crop. The source is a whole multiple of
 * `aspect` (e.g. 5x7 for the cover), so its ratio is exact, at most the frame's size; the output
 * is that rectangle, or the exact size when the slot has one (the crop is scaled to it).
 */
export function cropOutput(
  image: ImageSize,
  crop: CropRect,
  aspect: ImageSize,
  exact?: ImageSize,
): { source: CropRect; output: ImageSize } {
  const fit = Math.floor(Math.min(image.width / aspect.width, image.height / aspect.height));
  const wanted = Math.round(crop.width / aspect.width);
  const k = Math.max(1, Math.min(fit, wanted));
  const width = k * aspect.width;
  const height = k * aspect.height;
  // Keep the frame's centre.
  const x = Math.round(crop.x + (crop.width - width) / 2);
  const y = Math.round(crop.y + (crop.height - height) / 2);
  const source = clampCrop(image, { x, y, width, height });
  return { source, output: exact ?? { width, height } };
}

/** Converts a pointer movement on the displayed image to image pixels. */
export function toImagePixels(delta: number, displayedSide: number, imageSide: number): number {
  return displayedSide > 0 ? (delta * imageSide) / displayedSide : 0;
}
