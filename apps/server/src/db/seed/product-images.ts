import { eq, sql } from 'drizzle-orm';
import { motifOf } from '../../files/seed-image/motifs';
import type { PaletteName } from '../../files/seed-image/palettes';
import { wcmProduct, wcmProductCategory, wcmProductDetail } from '../schema';
import { type SeedImageContext, seedImage } from './seed-image';

// The demo products are seeded with placeholder links (`/profile/upload/products/demo-<n>-<k>.png`,
// no bytes); on start they get generated images instead, on new and older databases alike.

const PLACEHOLDER = /^\/profile\/upload\/products\/demo-\d+-([123])\.png$/;
const SIZE = 600;

const PALETTE_OF_TOP: Readonly<Record<string, PaletteName>> = {
  Pumps: 'blue',
  Valves: 'teal',
  Motors: 'orange',
  Sensors: 'purple',
};
const OTHER_PALETTES: readonly PaletteName[] = ['slate', 'green', 'red', 'gold'];

function paletteOf(topName: string): PaletteName {
  const known = PALETTE_OF_TOP[topName];
  if (known) return known;
  const hash = [...topName].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return OTHER_PALETTES[hash % OTHER_PALETTES.length] ?? 'slate';
}

/**
 * Replaces placeholder images of the demo products with generated ones: the first (the cover)
 * shows the product name, the second its category, the third a close-up; returns how many
 * products changed.
 */
export async function seedProductImages(ctx: SeedImageContext): Promise<number> {
  const pending = await ctx.db
    .select({
      productId: wcmProduct.productId,
      name: wcmProduct.name,
      categoryId: wcmProduct.categoryId,
      images: wcmProductDetail.images,
    })
    .from(wcmProduct)
    .innerJoin(wcmProductDetail, eq(wcmProductDetail.productId, wcmProduct.productId))
    .where(sql`${wcmProductDetail.images}::text like '%/profile/upload/products/demo-%'`);
  if (pending.length === 0) return 0;
  const categories = new Map(
    (
      await ctx.db
        .select({
          id: wcmProductCategory.categoryId,
          parentId: wcmProductCategory.parentId,
          name: wcmProductCategory.name,
        })
        .from(wcmProductCategory)
    ).map((c) => [c.id, c]),
  );
  for (const product of pending) {
    const leaf = categories.get(product.categoryId);
    const top = leaf && leaf.parentId !== 0 ? categories.get(leaf.parentId) : leaf;
    const palette = paletteOf(top?.name ?? '');
    const motif = motifOf(`${product.name} ${leaf?.name ?? ''}`);
    const images: string[] = [];
    for (const url of product.images) {
      const variant = PLACEHOLDER.exec(url)?.[1];
      if (!variant) {
        images.push(url);
        continue;
      }
      const title = variant === '2' ? (leaf?.name ?? product.name) : product.name;
      images.push(
        await seedImage(ctx, {
          width: SIZE,
          height: SIZE,
          title,
          palette,
          motif,
          variant: Number(variant) as 1 | 2 | 3,
        }),
      );
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(wcmProductDetail)
        .set({ images })
        .where(eq(wcmProductDetail.productId, product.productId));
      await tx
        .update(wcmProduct)
        .set({ coverUrl: images[0] ?? '' })
        .where(eq(wcmProduct.productId, product.productId));
    });
  }
  return pending.length;
}
