import type { ProductFields } from '../shared/products-types';

/** One column of the specification table editor. */
export interface SpecColumn {
  key: string;
  label: string;
  numeric: boolean;
}

/** A file link (attachment or certificate) as stored: name and server path or URL. */
export interface FileLink {
  name: string;
  url: string;
}

/** What the product form edits. Numbers are `undefined` while empty. */
export interface ProductValues {
  name: string;
  series: string;
  modelName: string;
  categoryId: number | undefined;
  /** Stored links; the first is the cover. */
  images: string[];
  videoUrl: string;
  specAttributes: { name: string; value: string }[];
  customAttributes: { key: string; value: string }[];
  specColumns: SpecColumn[];
  specRows: Record<string, string>[];
  priceType: 'negotiable' | 'fixed';
  factoryPrice: number | undefined;
  agentPrice: number | undefined;
  userPrice: number | undefined;
  effectivePrice: number | undefined;
  attachments: FileLink[];
  certificates: FileLink[];
  /** Linked FAQ ids as typed ('3, 8'). */
  faqIds: string;
  recommendQuantity: number | undefined;
  previewQuantity: number | undefined;
  autoList: boolean;
  keywords: string;
  description: string;
}

/** The four prices of a product. */
export const PRICE_FIELDS = ['factoryPrice', 'agentPrice', 'userPrice', 'effectivePrice'] as const;

/** An empty form (a new product). */
export function emptyProductValues(): ProductValues {
  return {
    name: '',
    series: '',
    modelName: '',
    categoryId: undefined,
    images: [],
    videoUrl: '',
    specAttributes: [],
    customAttributes: [],
    specColumns: [],
    specRows: [],
    priceType: 'negotiable',
    factoryPrice: undefined,
    agentPrice: undefined,
    userPrice: undefined,
    effectivePrice: undefined,
    attachments: [],
    certificates: [],
    faqIds: '',
    recommendQuantity: undefined,
    previewQuantity: undefined,
    autoList: false,
    keywords: '',
    description: '',
  };
}

const num = (value: number | null | undefined) => (value === null ? undefined : value);

/** The form of a stored product or draft (missing parts of a draft become empty values). */
export function valuesFromFields(fields: ProductFields): ProductValues {
  const empty = emptyProductValues();
  return {
    name: fields.name ?? empty.name,
    series: fields.series ?? '',
    modelName: fields.modelName ?? '',
    categoryId: num(fields.categoryId),
    images: [...(fields.images ?? [])],
    videoUrl: fields.videoUrl ?? '',
    specAttributes: (fields.specAttributes ?? []).map((a) => ({ ...a })),
    customAttributes: (fields.customAttributes ?? []).map((a) => ({ ...a })),
    specColumns: (fields.specTable?.columns ?? []).map((c) => ({ ...c })),
    specRows: (fields.specTable?.rows ?? []).map((r) => ({ ...r })),
    priceType: fields.priceType ?? 'negotiable',
    factoryPrice: num(fields.factoryPrice),
    agentPrice: num(fields.agentPrice),
    userPrice: num(fields.userPrice),
    effectivePrice: num(fields.effectivePrice),
    attachments: (fields.attachments ?? []).map((f) => ({ ...f })),
    certificates: (fields.certificates ?? []).map((f) => ({ ...f })),
    faqIds: (fields.faqIds ?? []).join(', '),
    recommendQuantity: num(fields.recommendQuantity),
    previewQuantity: num(fields.previewQuantity),
    autoList: fields.autoList ?? false,
    keywords: fields.keywords ?? '',
    description: fields.description ?? '',
  };
}

/** The FAQ ids typed in the form: positive integers, duplicates dropped; `undefined` if malformed. */
export function parseFaqIds(text: string): number[] | undefined {
  const parts = text
    .split(/[\s,，]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p) || Number(p) > 2147483647)) return undefined;
  return [...new Set(parts.map(Number))];
}

/**
 * The wire form of the values. Cells keep only the table's columns (a removed column leaves
 * nothing behind); malformed FAQ ids are left out (the form shows the error before a save, a
 * draft keeps what parses).
 */
export function fieldsFromValues(values: ProductValues): ProductFields {
  const keys = values.specColumns.map((c) => c.key);
  const nullable = (n: number | undefined) => (n === undefined ? null : n);
  return {
    name: values.name,
    series: values.series,
    modelName: values.modelName,
    categoryId: nullable(values.categoryId),
    images: values.images,
    videoUrl: values.videoUrl,
    specAttributes: values.specAttributes,
    customAttributes: values.customAttributes,
    specTable: {
      columns: values.specColumns,
      rows: values.specRows.map((row) => Object.fromEntries(keys.map((k) => [k, row[k] ?? '']))),
    },
    priceType: values.priceType,
    factoryPrice: nullable(values.factoryPrice),
    agentPrice: nullable(values.agentPrice),
    userPrice: nullable(values.userPrice),
    effectivePrice: nullable(values.effectivePrice),
    attachments: values.attachments,
    certificates: values.certificates,
    faqIds: parseFaqIds(values.faqIds) ?? [],
    recommendQuantity: nullable(values.recommendQuantity),
    previewQuantity: nullable(values.previewQuantity),
    autoList: values.autoList,
    keywords: values.keywords,
    description: values.description,
  };
}

/** A column key not used yet ('c1', 'c2'...), valid for the server's key pattern. */
export function nextColumnKey(columns: readonly SpecColumn[]): string {
  let n = columns.length + 1;
  while (columns.some((c) => c.key === `c${n}`)) n += 1;
  return `c${n}`;
}
