import type { ImageShapeRule, ImageSize } from '@wcm/console-core';

/** Shape rule of an image slot (spec section 5): cover 1:1.4, 16:9, exact sizes, square. */
export type ImageSlotRule = 'cover-1.4' | '16:9' | '1920x800' | '1920x200' | 'square';

/** What a slot rule means for validation and cropping. */
export interface SlotShape {
  /** The console-core rule checking it. */
  readonly rule: ImageShapeRule;
  /** Width / height the crop frame keeps. */
  readonly ratio: number;
  /** The ratio in smallest whole numbers (cover 5:7), so crops can hit it exactly. */
  readonly aspect: ImageSize;
  /** Exact pixel size the cropped image is scaled to, for exact-size rules. */
  readonly exact?: ImageSize;
}

/** The validator rule, crop ratio and exact size of each slot rule. */
export const SLOT_SHAPES: Readonly<Record<ImageSlotRule, SlotShape>> = {
  'cover-1.4': { rule: 'cover', ratio: 5 / 7, aspect: { width: 5, height: 7 } },
  '16:9': { rule: 'ratio-16-9', ratio: 16 / 9, aspect: { width: 16, height: 9 } },
  '1920x800': {
    rule: 'exact-1920x800',
    ratio: 12 / 5,
    aspect: { width: 12, height: 5 },
    exact: { width: 1920, height: 800 },
  },
  '1920x200': {
    rule: 'exact-1920x200',
    ratio: 48 / 5,
    aspect: { width: 48, height: 5 },
    exact: { width: 1920, height: 200 },
  },
  square: { rule: 'square', ratio: 1, aspect: { width: 1, height: 1 } },
};
