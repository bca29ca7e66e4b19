// Server copy of the product and category rules of packages/console-core/src/validators
// (product.ts, numbers.ts, image-upload.ts), with the same messages. The server does not import
// console-core; keep the two in step.
import type { MessageKey } from '../../i18n/messages';
import type { CategoryFields, FieldFailure, ProductFields, ProductForm } from './types';

/** Most main images a product may have (image upload variant "limit 5"). */
export const MAX_PRODUCT_IMAGES = 5;
/** Most attachments, and most certificates (generic file upload default). */
export const MAX_PRODUCT_FILES = 5;
/** Most field failures reported at once (a large table could fail on every cell). */
export const MAX_REPORTED_FAILURES = 50;

/** True for null, undefined and blank strings (console-core `isBlank`). */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}

/** A positive safe integer. */
export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A finite number > 0, or a string holding one (spec table cells). */
export function isPositiveNumber(value: unknown): boolean {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** An uploaded-file path (`/profile/...`) or an http(s) URL. */
export function isLink(value: string): boolean {
  return /^(\/profile\/\S+|https?:\/\/[^\s/]+\S*)$/i.test(value.trim());
}

const trim = (value: string | undefined) => (value ?? '').trim();
const links = (list: ProductFields['attachments']) =>
  (list ?? []).map((f) => ({ name: f.name.trim(), url: f.url.trim() }));

/** The form with defaults filled in and text trimmed (what is validated and stored). */
export function productFormOf(fields: ProductFields): ProductForm {
  return {
    name: trim(fields.name),
    series: trim(fields.series),
    modelName: trim(fields.modelName),
    categoryId: fields.categoryId ?? null,
    images: (fields.images ?? []).map((url) => url.trim()),
    videoUrl: trim(fields.videoUrl),
    specAttributes: (fields.specAttributes ?? []).map((a) => ({
      name: a.name.trim(),
      value: a.value.trim(),
    })),
    customAttributes: (fields.customAttributes ?? []).map((a) => ({
      key: a.key.trim(),
      value: a.value.trim(),
    })),
    specTable: {
      columns: (fields.specTable?.columns ?? []).map((c) => ({ ...c, label: c.label.trim() })),
      rows: (fields.specTable?.rows ?? []).map((row) => ({ ...row })),
    },
    priceType: fields.priceType ?? 'negotiable',
    factoryPrice: fields.factoryPrice ?? null,
    agentPrice: fields.agentPrice ?? null,
    userPrice: fields.userPrice ?? null,
    effectivePrice: fields.effectivePrice ?? null,
    attachments: links(fields.attachments),
    certificates: links(fields.certificates),
    faqIds: fields.faqIds ?? [],
    recommendQuantity: fields.recommendQuantity ?? null,
    previewQuantity: fields.previewQuantity ?? null,
    autoList: fields.autoList ?? false,
    keywords: trim(fields.keywords),
    description: fields.description ?? '',
  };
}

class Failures {
  readonly list: FieldFailure[] = [];
  add(field: string, code: string, key: MessageKey, args?: Array<string | number>) {
    this.list.push(args ? { field, code, key, args } : { field, code, key });
  }
  required(field: string, value: unknown, code = 'required') {
    if (isBlank(value)) this.add(field, code, 'products.field.empty');
  }
  link(field: string, value: string) {
    if (isBlank(value)) this.add(field, 'required', 'products.field.empty');
    else if (!isLink(value)) this.add(field, 'link-format', 'products.field.url');
  }
}

function checkImages(f: Failures, form: ProductForm) {
  if (form.images.length === 0) f.add('images', 'cover-required', 'products.field.coverRequired');
  if (form.images.length > MAX_PRODUCT_IMAGES)
    f.add('images', 'image-count', 'products.field.imageCount', [MAX_PRODUCT_IMAGES]);
  form.images.forEach((url, i) => f.link(`images[${i}]`, url));
  if (form.videoUrl && !isLink(form.videoUrl))
    f.add('videoUrl', 'link-format', 'products.field.url');
}

function checkAttributes(f: Failures, form: ProductForm) {
  form.specAttributes.forEach((a, i) => {
    f.required(`specAttributes[${i}].name`, a.name, 'attribute-empty');
    f.required(`specAttributes[${i}].value`, a.value, 'attribute-empty');
  });
  form.customAttributes.forEach((a, i) => {
    f.required(`customAttributes[${i}].key`, a.key, 'attribute-empty');
    f.required(`customAttributes[${i}].value`, a.value, 'attribute-empty');
  });
}

/** Specification table: columns, at least one row, no empty cell, numeric cells > 0. */
function checkSpecTable(f: Failures, form: ProductForm) {
  const { columns, rows } = form.specTable;
  if (columns.length === 0)
    f.add('specTable.columns', 'spec-column-required', 'products.field.specColumnRequired');
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    f.required(`specTable.columns[${i}].label`, c.label);
    if (seen.has(c.key))
      f.add(
        `specTable.columns[${i}].key`,
        'spec-column-duplicate',
        'products.field.specColumnDuplicate',
      );
    seen.add(c.key);
  });
  if (rows.length === 0)
    f.add('specTable.rows', 'spec-detail-required', 'products.field.specDetailRequired');
  rows.forEach((row, r) => {
    for (const column of columns) {
      const cell = row[column.key];
      const field = `specTable.rows[${r}].${column.key}`;
      if (isBlank(cell)) f.add(field, 'spec-cell-empty', 'products.field.specCellEmpty');
      else if (column.numeric && !isPositiveNumber(cell))
        f.add(field, 'spec-number-positive', 'products.field.positiveNumber');
    }
  });
}

const PRICES = ['factoryPrice', 'agentPrice', 'userPrice', 'effectivePrice'] as const;

function checkPricesAndCounts(f: Failures, form: ProductForm) {
  for (const price of PRICES) {
    const value = form[price];
    if (value === null) {
      if (form.priceType === 'fixed') f.add(price, 'price-required', 'products.field.empty');
    } else if (!isPositiveNumber(value)) {
      f.add(price, 'positive-number', 'products.field.positiveNumber');
    }
  }
  for (const count of ['recommendQuantity', 'previewQuantity'] as const) {
    const value = form[count];
    if (value !== null && !isPositiveInteger(value))
      f.add(count, 'positive-integer', 'products.field.positiveInteger');
  }
}

function checkFiles(f: Failures, form: ProductForm) {
  for (const list of ['attachments', 'certificates'] as const) {
    if (form[list].length > MAX_PRODUCT_FILES)
      f.add(list, 'file-count', 'products.field.fileCount', [MAX_PRODUCT_FILES]);
    form[list].forEach((file, i) => {
      f.required(`${list}[${i}].name`, file.name);
      f.link(`${list}[${i}].url`, file.url);
    });
  }
}

/**
 * Every product rule. `category` is the chosen category's row (`undefined` when none or
 * unknown); it must be a sub-category (parentId ≠ 0).
 */
export function validateProductForm(
  form: ProductForm,
  category: { parentId: number } | undefined,
): FieldFailure[] {
  const f = new Failures();
  f.required('name', form.name);
  if (form.categoryId === null || !category || category.parentId === 0)
    f.add('categoryId', 'secondary-category', 'products.field.secondaryCategory');
  checkImages(f, form);
  checkAttributes(f, form);
  checkSpecTable(f, form);
  checkPricesAndCounts(f, form);
  checkFiles(f, form);
  return f.list.slice(0, MAX_REPORTED_FAILURES);
}

// Failures meaning "something is missing" (otherwise only formats are wrong).
const MISSING = new Set([
  'required',
  'attribute-empty',
  'cover-required',
  'secondary-category',
  'spec-column-required',
  'spec-detail-required',
  'spec-cell-empty',
  'price-required',
  'recommend-count-required',
]);

/** The form-level message: 'incomplete' when anything is missing, else 'invalid' (formats). */
export function formMessageOf(failures: readonly FieldFailure[]): MessageKey {
  return failures.some((x) => MISSING.has(x.code))
    ? 'products.form.incomplete'
    : 'products.form.invalid';
}

/** Sort value: empty, or a positive integer (larger first). */
export function sortValueFailure(field: string, value: number | null | undefined) {
  return value === null || value === undefined || isPositiveInteger(value)
    ? undefined
    : ({ field, code: 'sort-value', key: 'products.field.sortValue' } satisfies FieldFailure);
}

/**
 * Category rules. `parent` is the row of `parentId` (undefined when unknown or 0); a category
 * that has sub-categories (`hasChildren`) must stay top level.
 */
export function validateCategoryForm(
  fields: CategoryFields,
  parent: { categoryId: number; parentId: number } | undefined,
  hasChildren: boolean,
): FieldFailure[] {
  const f = new Failures();
  f.required('name', fields.name);
  const sort = sortValueFailure('sort', fields.sort);
  if (sort) f.list.push(sort);
  const count = fields.recommendCount;
  if (count === null || count === undefined)
    f.add('recommendCount', 'recommend-count-required', 'products.field.recommendCountRequired');
  else if (!isPositiveInteger(count))
    f.add('recommendCount', 'recommend-count', 'products.field.recommendCount');
  const parentId = fields.parentId ?? 0;
  if (parentId !== 0) {
    const selfParent = fields.categoryId !== undefined && parentId === fields.categoryId;
    if (!parent || parent.parentId !== 0 || selfParent || hasChildren)
      f.add('parentId', 'parent-invalid', 'products.category.parentInvalid');
  }
  return f.list;
}
