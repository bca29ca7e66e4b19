import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wcmProductCategory, wcmProductDraft } from '../../db/schema';
import { sanitizeRichText } from '../../files/sanitize-html';
import { type PageParams, pageOf } from '../../lib/paging';
import { likeContains } from './categories';
import { conflict, refuse } from './errors';
import { checkedForm, insertProduct, updateProduct } from './products';
import { createdBy, deleteByIds } from './rows';
import { productVersion } from './status';
import type { ProductFields } from './types';
import { draftView } from './views';

/** A draft as received (contract ProductsDraftBody). */
export interface DraftBody {
  draftId?: number;
  version?: number;
  productId?: number | null;
  productVersion?: number | null;
  form: ProductFields;
}

type DraftRow = typeof wcmProductDraft.$inferSelect;

/** JSON with object keys sorted, so a stored jsonb value compares equal to what was sent. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The stored parts of a draft body: the form (description sanitised) and its list columns. */
function draftValues(body: DraftBody) {
  const { productId: _id, version: _v, ...form } = body.form;
  if (typeof form.description === 'string')
    form.description = sanitizeRichText(form.description, 'full');
  return {
    productId: body.productId ?? null,
    productVersion: body.productVersion ?? null,
    name: (form.name ?? '').trim(),
    categoryId: form.categoryId ?? null,
    content: form as Record<string, unknown>,
  };
}

async function findDraft(db: Db, draftId: number): Promise<DraftRow> {
  const [row] = await db.select().from(wcmProductDraft).where(eq(wcmProductDraft.draftId, draftId));
  return row ?? refuse('products.draft.notFound');
}

async function categoryName(db: Db, categoryId: number | null) {
  if (categoryId === null) return null;
  const [row] = await db
    .select({ name: wcmProductCategory.name })
    .from(wcmProductCategory)
    .where(eq(wcmProductCategory.categoryId, categoryId));
  return row?.name ?? null;
}

/** One page of drafts (name contains), newest change first. */
export async function listDrafts(db: Db, filters: PageParams & { name?: string }) {
  const page = pageOf(filters);
  const where = filters.name?.trim()
    ? sql`lower(${wcmProductDraft.name}) LIKE ${likeContains(filters.name.trim())}`
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ draft: wcmProductDraft, categoryName: wcmProductCategory.name })
      .from(wcmProductDraft)
      .leftJoin(wcmProductCategory, eq(wcmProductCategory.categoryId, wcmProductDraft.categoryId))
      .where(where)
      .orderBy(desc(wcmProductDraft.updateTime), desc(wcmProductDraft.draftId))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(wcmProductDraft).where(where),
  ]);
  return {
    rows: rows.map((r) => draftView(r.draft, r.categoryName, false)),
    total: totals[0]?.n ?? 0,
  };
}

/** One draft with its form. */
export async function getDraft(db: Db, draftId: number) {
  const row = await findDraft(db, draftId);
  return draftView(row, await categoryName(db, row.categoryId), true);
}

/** Saves a new draft (no rules, only the contract's types and sizes). */
export async function addDraft(db: Db, body: DraftBody, userName: string) {
  const [row] = await db
    .insert(wcmProductDraft)
    .values({ ...draftValues(body), version: 1, ...createdBy(userName) })
    .returning({ draftId: wcmProductDraft.draftId, version: wcmProductDraft.version });
  return row as { draftId: number; version: number };
}

/**
 * Saves a draft again. Matching version: saved, next version returned. Stale version with the
 * stored content (a repeated autosave): current version, nothing changes. Otherwise 409.
 */
export async function editDraft(db: Db, body: DraftBody, userName: string) {
  const draftId = body.draftId ?? 0;
  const current = await findDraft(db, draftId);
  const values = draftValues(body);
  if (current.version === body.version) {
    const [row] = await db
      .update(wcmProductDraft)
      .set({
        ...values,
        version: sql`${wcmProductDraft.version} + 1`,
        updateBy: userName,
        updateTime: new Date(),
      })
      .where(
        and(eq(wcmProductDraft.draftId, draftId), eq(wcmProductDraft.version, current.version)),
      )
      .returning({ draftId: wcmProductDraft.draftId, version: wcmProductDraft.version });
    if (row) return row;
  }
  const latest = await findDraft(db, draftId);
  const same =
    canonicalJson(latest.content) === canonicalJson(values.content) &&
    latest.productId === values.productId &&
    latest.productVersion === values.productVersion;
  return same ? { draftId, version: latest.version } : conflict('products.draft.conflict');
}

/** Deletes drafts; code 500 when none of them exists. */
export async function deleteDrafts(db: Db, ids: number[]) {
  await deleteByIds(db, wcmProductDraft, wcmProductDraft.draftId, ids, 'products.draft.notFound');
}

/**
 * Publishes a draft: every product rule, then a new product or an update of the draft's
 * product (409 when that product changed since the draft was started); the product goes to
 * review and the draft is deleted, in one transaction.
 */
export async function publishDraft(db: Db, draftId: number, userName: string) {
  const draft = await findDraft(db, draftId);
  const form = await checkedForm(db, draft.content as ProductFields);
  return db.transaction(async (tx) => {
    let saved: { productId: number; version: number };
    if (draft.productId === null) {
      saved = await insertProduct(tx, form, userName);
    } else {
      const current =
        (await productVersion(tx, draft.productId)) ?? refuse('products.product.notFound');
      if (draft.productVersion !== null && draft.productVersion !== current)
        conflict('products.product.conflict');
      saved = await updateProduct(tx, draft.productId, current, form, userName);
    }
    await tx.delete(wcmProductDraft).where(eq(wcmProductDraft.draftId, draftId));
    return saved;
  });
}
