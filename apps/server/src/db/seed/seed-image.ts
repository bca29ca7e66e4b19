import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isPaletteName } from '../../files/seed-image/palettes';
import { MOTIFS, type Motif } from '../../files/seed-image/motifs';
import { renderSeedImage, type SeedImageSpec } from '../../files/seed-image/render';
import type { Storage } from '../../files/storage';
import type { Db } from '../database';
import { sysFile } from '../schema';

// Demo images for seed data: rendered in code (deterministic: the same spec gives the same
// bytes, hence the same content-addressed key), stored through the app's file storage and
// recorded in sys_file, so `/profile/upload/<key>` serves them like any upload. The record
// keeps the spec (name = title, bizId = size.palette.motif.variant) so a start that finds the
// bytes missing (a new DATA_DIR, a wiped files folder) renders them again under the same URL.

export type { SeedImageSpec } from '../../files/seed-image/render';

/** What seeding images needs: the database (records) and the file storage (bytes). */
export interface SeedImageContext {
  db: Db;
  storage: Storage;
}

const BIZ_TYPE = 'seed-image';
const MAX_TITLE = 90;

function checked(spec: SeedImageSpec): SeedImageSpec {
  const size = (n: number) => Number.isInteger(n) && n >= 16 && n <= 4096;
  if (!size(spec.width) || !size(spec.height)) throw new Error('seed image: size out of 16-4096');
  if (spec.title.trim() === '') throw new Error('seed image: empty title');
  return { ...spec, title: spec.title.trim().slice(0, MAX_TITLE) };
}

const specId = (spec: SeedImageSpec) =>
  `${spec.width}x${spec.height}.${spec.palette}.${spec.motif ?? '-'}.${spec.variant ?? 1}`;

function specOf(name: string, bizId: string): SeedImageSpec | undefined {
  const match = /^(\d+)x(\d+)\.(\w+)\.([\w-]+)\.([123])$/.exec(bizId);
  if (!match || !name.endsWith('.png')) return undefined;
  const [, width = '', height = '', palette = '', motif = '', variant = ''] = match;
  if (!isPaletteName(palette)) return undefined;
  const known = motif === 'none' || (MOTIFS as readonly string[]).includes(motif);
  if (motif !== '-' && !known) return undefined;
  return {
    width: Number(width),
    height: Number(height),
    title: name.slice(0, -'.png'.length),
    palette,
    ...(motif === '-' ? {} : { motif: motif as Motif | 'none' }),
    variant: Number(variant) as 1 | 2 | 3,
  };
}

/**
 * Renders a demo image (product photo-style illustration, or a banner when at least 1.6 times
 * wider than high), stores it and returns its URL (`/profile/upload/<sha256>.png`). Calling it
 * again with the same spec returns the same URL without a second record.
 *
 * @example await seedImage(ctx, { width: 1920, height: 800, title: 'Spring range', palette: 'teal' })
 */
export async function seedImage(ctx: SeedImageContext, input: SeedImageSpec): Promise<string> {
  const spec = checked(input);
  const png = renderSeedImage(spec);
  const key = await ctx.storage.put(png, { ext: 'png', contentType: 'image/png' });
  const url = `/profile/upload/${key}`;
  const [known] = await ctx.db
    .select({ pkId: sysFile.pkId })
    .from(sysFile)
    .where(and(eq(sysFile.storageKey, key), eq(sysFile.bizType, BIZ_TYPE)))
    .limit(1);
  if (!known)
    await ctx.db.insert(sysFile).values({
      id: randomBytes(16).toString('hex'),
      url,
      name: `${spec.title}.png`,
      size: png.length,
      type: 'png',
      contentType: 'image/png',
      bizType: BIZ_TYPE,
      bizId: specId(spec),
      storageKey: key,
      sha256: key.slice(0, 64),
      width: spec.width,
      height: spec.height,
      createBy: 'admin',
    });
  return url;
}

/** Renders again the recorded demo images whose bytes are missing; returns how many. */
export async function restoreSeedImages(ctx: SeedImageContext): Promise<number> {
  const rows = await ctx.db
    .select({ name: sysFile.name, bizId: sysFile.bizId, key: sysFile.storageKey })
    .from(sysFile)
    .where(eq(sysFile.bizType, BIZ_TYPE));
  let restored = 0;
  for (const row of rows) {
    if (await ctx.storage.exists(row.key)) continue;
    const spec = specOf(row.name, row.bizId);
    if (!spec) continue;
    const key = await ctx.storage.put(renderSeedImage(spec), {
      ext: 'png',
      contentType: 'image/png',
    });
    if (key === row.key) restored += 1;
  }
  return restored;
}
