import { asc, ne } from 'drizzle-orm';
import type { Db } from '../database';
import type { ProductForm } from '../../services/products/types';
import { productDetailColumnsOf, productMainColumnsOf } from '../../services/products/views';
import { ensureDictionaries, isEmpty } from '../../resources/seed';
import { wcmProduct, wcmProductCategory, wcmProductDetail } from '../schema';
import { areaDictionaries } from './dictionaries/load';

// Demo data of the products area (issue 7): the review/listing dictionaries, a two-level
// category tree and thirty products. Image links are placeholders
// (`/profile/upload/products/demo-<n>-<k>.png`) that the app replaces with generated images
// when it starts (seed/product-images.ts: the database seed has no file storage).

/** The products area's dictionaries (review and listing states). */
export const PRODUCT_DICTIONARIES = areaDictionaries('products');

/** Top categories with their sub-categories. */
export const SEED_CATEGORIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Pumps', ['Centrifugal Pumps', 'Submersible Pumps', 'Diaphragm Pumps']],
  ['Valves', ['Ball Valves', 'Gate Valves', 'Check Valves']],
  ['Motors', ['AC Motors', 'Servo Motors', 'Gear Motors']],
  ['Sensors', ['Pressure Sensors', 'Flow Sensors', 'Temperature Sensors']],
];

async function seedCategories(db: Db): Promise<number[]> {
  const subIds: number[] = [];
  let topSort = SEED_CATEGORIES.length * 10;
  for (const [name, subs] of SEED_CATEGORIES) {
    const [top] = await db
      .insert(wcmProductCategory)
      .values({ name, sort: topSort, recommendCount: 4, visible: true, createBy: 'admin' })
      .returning({ id: wcmProductCategory.categoryId });
    topSort -= 10;
    let subSort = subs.length * 10;
    for (const sub of subs) {
      const [row] = await db
        .insert(wcmProductCategory)
        .values({
          parentId: top?.id ?? 0,
          name: sub,
          sort: subSort,
          recommendCount: 3,
          visible: true,
          createBy: 'admin',
        })
        .returning({ id: wcmProductCategory.categoryId });
      subSort -= 10;
      if (row) subIds.push(row.id);
    }
  }
  return subIds;
}

/** The i-th demo product (0-based) in sub-category `categoryId`: its form and its state. */
export function demoProduct(i: number, categoryId: number, categoryName: string) {
  const n = i + 1;
  const model = `WCM-${String(100 + n)}`;
  const fixed = i % 3 !== 2;
  const base = 80 + i * 15;
  const statuses = ['1', '1', '0', '2'] as const;
  const auditStatus = statuses[i % statuses.length] ?? '0';
  const now = new Date(Date.now() - (30 - i) * 3_600_000);
  const form: ProductForm = {
    name: `${categoryName.replace(/s$/, '')} ${model}`,
    series: `Series ${String.fromCharCode(65 + (i % 4))}`,
    modelName: model,
    categoryId,
    images: [1, 2, 3].map((k) => `/profile/upload/products/demo-${n}-${k}.png`),
    videoUrl: '',
    specAttributes: [
      { name: 'Material', value: i % 2 === 0 ? 'Stainless steel 316' : 'Cast iron' },
      { name: 'Protection', value: 'IP65' },
    ],
    customAttributes: [{ key: 'Warranty', value: `${1 + (i % 3)} years` }],
    specTable: {
      columns: [
        { key: 'size', label: 'Size', numeric: false },
        { key: 'power', label: 'Power (kW)', numeric: true },
        { key: 'weight', label: 'Weight (kg)', numeric: true },
      ],
      rows: [0, 1, 2].map((r) => ({
        size: ['DN25', 'DN40', 'DN50'][r] ?? 'DN25',
        power: (0.75 * (r + 1) + i * 0.1).toFixed(2),
        weight: String(12 + r * 6 + i),
      })),
    },
    priceType: fixed ? 'fixed' : 'negotiable',
    factoryPrice: fixed ? base : null,
    agentPrice: fixed ? base * 1.2 : null,
    userPrice: fixed ? base * 1.5 : null,
    effectivePrice: fixed ? base * 1.4 : null,
    attachments: [{ name: `${model} datasheet.pdf`, url: `/profile/upload/products/${model}.pdf` }],
    certificates: [{ name: 'CE', url: '/profile/upload/products/ce.pdf' }],
    faqIds: [],
    recommendQuantity: 1 + (i % 5),
    previewQuantity: 10 + i,
    autoList: i % 2 === 0,
    keywords: `${categoryName.toLowerCase()}, ${model.toLowerCase()}`,
    description: `<p>${model} from the ${categoryName.toLowerCase()} range.</p><ul><li>Low noise</li><li>Long service life</li></ul>`,
  };
  const state = {
    auditStatus,
    auditReason: auditStatus === '2' ? 'Please add the CE certificate number.' : '',
    listingStatus: auditStatus === '1' && i % 2 === 0 ? '1' : '0',
    recommended: i % 7 === 0,
    createBy: 'admin',
    createTime: now,
    updateBy: 'admin',
    updateTime: now,
  };
  return { form, state };
}

/**
 * Seeds the products area (idempotent): the wcm_audit_status / wcm_listing_status
 * dictionaries when missing, the category tree when there is no category, and 30 products
 * when there is no product.
 */
export async function seedProducts(db: Db): Promise<void> {
  await ensureDictionaries(db, PRODUCT_DICTIONARIES);
  if (await isEmpty(db, wcmProductCategory)) await seedCategories(db);
  if (!(await isEmpty(db, wcmProduct))) return;
  const leaves = await db
    .select({ id: wcmProductCategory.categoryId, name: wcmProductCategory.name })
    .from(wcmProductCategory)
    .where(ne(wcmProductCategory.parentId, 0))
    .orderBy(asc(wcmProductCategory.categoryId));
  if (leaves.length === 0) return;
  const demos = Array.from({ length: 30 }, (_, i) => {
    const leaf = leaves[i % leaves.length] ?? leaves[0];
    return demoProduct(i, leaf?.id ?? 0, leaf?.name ?? '');
  });
  await db.transaction(async (tx) => {
    const ids = await tx
      .insert(wcmProduct)
      .values(demos.map((d) => ({ ...productMainColumnsOf(d.form), ...d.state })))
      .returning({ productId: wcmProduct.productId });
    await tx.insert(wcmProductDetail).values(
      demos.map((d, i) => ({
        productId: ids[i]?.productId ?? 0,
        ...productDetailColumnsOf(d.form),
      })),
    );
  });
}
