import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysFile, wcmProduct, wcmProductDetail } from '../../src/db/schema';
import { seedImage } from '../../src/db/seed/seed-image';
import { seedWithStorage } from '../../src/db/seed/with-storage';
import { API, getApp, getShared } from '../helper';
import { adminCtx } from './fixtures';

// Issue 21: the demo products' images are real PNGs served from the app's file storage.
const STORED = /^\/profile\/upload\/([0-9a-f]{64}\.png)$/;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchImage(url: string) {
  const app = await getApp();
  return app.inject({ method: 'GET', url: `${API}${url}` });
}

async function context() {
  const { database } = await getShared();
  return { db: database.db, storage: (await getApp()).storage };
}

beforeAll(async () => {
  await adminCtx();
  const { db, storage } = await context();
  await seedWithStorage(db, storage);
});

describe('seeded product images', () => {
  it('gives every demo product stored images, served as PNG with their size', async () => {
    const { db } = await context();
    const seeded = new Set(
      (
        await db.select({ url: sysFile.url }).from(sysFile).where(eq(sysFile.bizType, 'seed-image'))
      ).map((r) => r.url),
    );
    const products = await db
      .select({ cover: wcmProduct.coverUrl, images: wcmProductDetail.images })
      .from(wcmProduct)
      .innerJoin(wcmProductDetail, eq(wcmProductDetail.productId, wcmProduct.productId));
    expect(products.some((p) => p.images.some((u) => u.includes('/products/demo-')))).toBe(false);
    const demos = products.filter((p) => seeded.has(p.cover));
    expect(demos.length).toBeGreaterThanOrEqual(30);
    const urls = new Set<string>();
    for (const product of demos) {
      expect(product.cover).toBe(product.images[0]);
      expect(product.images).toHaveLength(3);
      for (const url of product.images) urls.add(url);
    }
    // Covers show the product name: one each; the other views are shared by category.
    expect(urls.size).toBeGreaterThanOrEqual(30);
    for (const url of urls) {
      expect(url).toMatch(STORED);
      const res = await fetchImage(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(pngSize(res.rawPayload)).toEqual({ width: 600, height: 600 });
      // An illustration compresses far below its raw size; noise would not.
      expect(res.rawPayload.length).toBeLessThan((600 * 600 * 3) / 8);
    }
  });

  it('records each image once in sys_file with its size, as an upload would be', async () => {
    const { db } = await context();
    const rows = await db.select().from(sysFile).where(eq(sysFile.bizType, 'seed-image'));
    const keys = rows.map((r) => r.storageKey);
    expect(new Set(keys).size).toBe(keys.length);
    // Other areas seed images of other sizes (article covers, certificates) into the same table.
    expect(rows.find((r) => r.width === 600)).toMatchObject({
      type: 'png',
      contentType: 'image/png',
      height: 600,
    });
    expect(rows.every((r) => (r.width ?? 0) > 0 && (r.height ?? 0) > 0)).toBe(true);
  });

  it('renders missing bytes again under the same URL, and replaces placeholders of older databases', async () => {
    const { db, storage } = await context();
    const [product] = await db
      .select({ id: wcmProduct.productId, images: wcmProductDetail.images })
      .from(wcmProduct)
      .innerJoin(wcmProductDetail, eq(wcmProductDetail.productId, wcmProduct.productId))
      .where(sql`${wcmProductDetail.images}::text like '%/profile/upload/%.png%'`)
      .limit(1);
    const cover = product?.images[0] ?? '';
    const key = STORED.exec(cover)?.[1] ?? '';
    await storage.delete(key);
    expect((await fetchImage(cover)).statusCode).toBe(404);
    // A database seeded before issue 21: placeholder links without bytes.
    const placeholders = [1, 2, 3].map((k) => `/profile/upload/products/demo-1-${k}.png`);
    await db
      .update(wcmProductDetail)
      .set({ images: placeholders })
      .where(eq(wcmProductDetail.productId, product?.id ?? 0));

    await seedWithStorage(db, storage);

    expect((await fetchImage(cover)).statusCode).toBe(200);
    const [after] = await db
      .select({ images: wcmProductDetail.images, cover: wcmProduct.coverUrl })
      .from(wcmProductDetail)
      .innerJoin(wcmProduct, eq(wcmProduct.productId, wcmProductDetail.productId))
      .where(eq(wcmProductDetail.productId, product?.id ?? 0));
    expect(after?.images).toHaveLength(3);
    for (const url of after?.images ?? []) expect(url).toMatch(STORED);
    expect(after?.cover).toBe(after?.images[0]);
    expect(after?.images).toEqual(product?.images);
  });

  it('seeds other images too: a banner of any size, the same spec giving the same URL', async () => {
    const ctx = await context();
    const spec = {
      width: 1920,
      height: 800,
      title: 'Été 2026 — collection',
      palette: 'teal',
    } as const;
    const url = await seedImage(ctx, spec);
    expect(await seedImage(ctx, spec)).toBe(url);
    const res = await fetchImage(url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1920, height: 800 });
    const records = await ctx.db.select().from(sysFile).where(eq(sysFile.url, url));
    expect(records).toHaveLength(1);
    await expect(seedImage(ctx, { ...spec, width: 10 })).rejects.toThrow(/size/);
    await expect(seedImage(ctx, { ...spec, title: ' ' })).rejects.toThrow(/title/);
  });
});
