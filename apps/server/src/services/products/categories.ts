import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anyRow } from '../../lib/any-row';
import { wcmProduct, wcmProductCategory } from '../../db/schema';
import { assertValid, refuse, warn } from './errors';
import { createdBy } from './rows';
import type { CategoryFields } from './types';
import { sortValueFailure, validateCategoryForm } from './validation';
import { categoryView } from './views';

type CategoryRow = typeof wcmProductCategory.$inferSelect;

/** Escapes LIKE wildcards so user text matches literally. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function productCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: wcmProduct.categoryId, n: count() })
    .from(wcmProduct)
    .where(inArray(wcmProduct.categoryId, ids))
    .groupBy(wcmProduct.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** Every category matching the filters, flat, top categories first then larger sort first. */
export async function listCategories(db: Db, filters: { name?: string; visible?: boolean }) {
  const where: SQL[] = [];
  if (filters.name?.trim())
    where.push(sql`lower(${wcmProductCategory.name}) LIKE ${likeContains(filters.name.trim())}`);
  if (filters.visible !== undefined) where.push(eq(wcmProductCategory.visible, filters.visible));
  const rows = await db
    .select()
    .from(wcmProductCategory)
    .where(and(...where))
    .orderBy(
      asc(wcmProductCategory.parentId),
      sql`${wcmProductCategory.sort} DESC NULLS LAST`,
      asc(wcmProductCategory.categoryId),
    );
  const counts = await productCounts(
    db,
    rows.map((r) => r.categoryId),
  );
  return rows.map((row) => categoryView(row, counts.get(row.categoryId) ?? 0));
}

/** The category row, or undefined. */
export async function findCategory(db: Db, categoryId: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(wcmProductCategory)
    .where(eq(wcmProductCategory.categoryId, categoryId));
  return row;
}

/** One category on the wire; code 500 when it does not exist. */
export async function getCategory(db: Db, categoryId: number) {
  const row = (await findCategory(db, categoryId)) ?? refuse('products.category.notFound');
  const counts = await productCounts(db, [categoryId]);
  return categoryView(row, counts.get(categoryId) ?? 0);
}

async function hasChildren(db: Db, categoryId: number): Promise<boolean> {
  return anyRow(db, wcmProductCategory, eq(wcmProductCategory.parentId, categoryId));
}

async function checkCategory(db: Db, fields: CategoryFields, existing: CategoryRow | undefined) {
  const parentId = fields.parentId ?? 0;
  const parent = parentId === 0 ? undefined : await findCategory(db, parentId);
  const children = existing ? await hasChildren(db, existing.categoryId) : false;
  assertValid(validateCategoryForm(fields, parent, children));
  const name = fields.name.trim();
  const [clash] = await db
    .select({ id: wcmProductCategory.categoryId })
    .from(wcmProductCategory)
    .where(
      and(
        eq(wcmProductCategory.parentId, parentId),
        sql`lower(${wcmProductCategory.name}) = ${name.toLowerCase()}`,
        existing ? ne(wcmProductCategory.categoryId, existing.categoryId) : undefined,
      ),
    )
    .limit(1);
  if (clash) refuse('products.category.nameExists', name);
  return {
    parentId,
    name,
    sort: fields.sort ?? null,
    recommendCount: fields.recommendCount ?? 1,
    visible: fields.visible ?? true,
  };
}

/** Adds a category after the rules; returns it. */
export async function addCategory(db: Db, fields: CategoryFields, userName: string) {
  const values = await checkCategory(db, fields, undefined);
  const [row] = await db
    .insert(wcmProductCategory)
    .values({ ...values, ...createdBy(userName) })
    .returning();
  return categoryView(row as CategoryRow, 0);
}

/** Edits a category after the rules; returns it. */
export async function editCategory(db: Db, fields: CategoryFields, userName: string) {
  const categoryId = fields.categoryId ?? 0;
  const existing = (await findCategory(db, categoryId)) ?? refuse('products.category.notFound');
  const values = await checkCategory(db, fields, existing);
  await db
    .update(wcmProductCategory)
    .set({ ...values, updateBy: userName, updateTime: new Date() })
    .where(eq(wcmProductCategory.categoryId, categoryId));
  return getCategory(db, categoryId);
}

/** Deletes a category; code 601 while it has sub-categories or products. */
export async function deleteCategory(db: Db, categoryId: number) {
  if (!(await findCategory(db, categoryId))) refuse('products.category.notFound');
  if (await hasChildren(db, categoryId)) warn('products.category.hasChildren');
  const [used] = await db
    .select({ id: wcmProduct.productId })
    .from(wcmProduct)
    .where(eq(wcmProduct.categoryId, categoryId))
    .limit(1);
  if (used) warn('products.category.hasProducts');
  await db.delete(wcmProductCategory).where(eq(wcmProductCategory.categoryId, categoryId));
}

/** Saves new sort values of several categories in one transaction. */
export async function sortCategories(
  db: Db,
  items: ReadonlyArray<{ categoryId: number; sort: number | null }>,
  userName: string,
) {
  assertValid(items.flatMap((item, i) => sortValueFailure(`items[${i}].sort`, item.sort) ?? []));
  const ids = [...new Set(items.map((item) => item.categoryId))];
  const found = await db
    .select({ id: wcmProductCategory.categoryId })
    .from(wcmProductCategory)
    .where(inArray(wcmProductCategory.categoryId, ids));
  if (found.length !== ids.length) refuse('products.category.notFound');
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx
        .update(wcmProductCategory)
        .set({ sort: item.sort, updateBy: userName, updateTime: now })
        .where(eq(wcmProductCategory.categoryId, item.categoryId));
    }
  });
}

/** Ids of a category and its sub-categories (for the product list filter). */
export async function categoryWithChildren(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: wcmProductCategory.categoryId })
    .from(wcmProductCategory)
    .where(eq(wcmProductCategory.parentId, categoryId))
    .orderBy(desc(wcmProductCategory.categoryId));
  return [categoryId, ...rows.map((r) => r.id)];
}
