import type { Storage } from '../../files/storage';
import type { Db } from '../database';
import { seedCompanyImages } from './company';
import { seedBusinessLibrary } from './business-library';
import { seedKnowledgeContent } from './knowledge';
import { seedProductImages } from './product-images';
import { restoreSeedImages, type SeedImageContext } from './seed-image';
import { seedSiteImages } from './site';

/**
 * Seed steps that need the file storage as well as the database (run by the app at each start,
 * after the database seed): demo images missing from storage are rendered again, then demo
 * content still pointing at placeholder images gets generated ones. An area seeding images of
 * its own (articles, banners, certificates...) adds its step here, using `seedImage`.
 */
/** In order: images lost from storage first, then the areas' content that needs files. */
const STORAGE_STEPS: ReadonlyArray<(ctx: SeedImageContext) => Promise<unknown>> = [
  restoreSeedImages,
  seedProductImages,
  seedCompanyImages,
  seedBusinessLibrary,
  seedSiteImages,
  seedKnowledgeContent,
];

export async function seedWithStorage(db: Db, storage: Storage): Promise<void> {
  const ctx = { db, storage };
  for (const step of STORAGE_STEPS) await step(ctx);
}
