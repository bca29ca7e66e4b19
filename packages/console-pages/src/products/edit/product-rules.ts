import {
  CANNOT_BE_EMPTY_MESSAGE,
  FORM_INCOMPLETE_MESSAGE,
  FORM_INVALID_MESSAGE,
  invalid,
  toPositiveInteger,
  validateCoverRequired,
  validateCustomAttributes,
  validateImageCount,
  validatePositiveNumber,
  validateSecondaryCategory,
  validateSpecificationTable,
  type ValidationFailure,
  type ValidationResult,
} from '@wcm/console-core';
import type { MessageDescriptor } from '@lingui/core';
import { parseFaqIds, PRICE_FIELDS, type ProductValues } from './product-values';

/** Most main images of a product (the spec's gallery variant: 5 images of at most 10 MB). */
export const MAX_IMAGES = 5;
/** Most attachments, and most certificates (generic upload default). */
export const MAX_FILES = 5;

/** Message when the specification table has no column. */
export const SPEC_COLUMN_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'pages.products.form.specColumnRequired',
  message: 'Please add at least one specification column',
};
/** Message when a quantity is not a positive integer. */
export const POSITIVE_INTEGER_MESSAGE = /*i18n*/ {
  id: 'pages.products.form.positiveInteger',
  message: 'Please enter a positive integer',
};
/** Message when the FAQ list holds something other than ids. */
export const FAQ_IDS_MESSAGE = /*i18n*/ {
  id: 'pages.products.form.faqIds',
  message: 'Enter FAQ ids (positive integers) separated by commas',
};
/** Message when a link is neither an uploaded file path nor an http(s) URL. */
export const LINK_MESSAGE = /*i18n*/ {
  id: 'pages.products.form.link',
  message: 'The link format is incorrect',
};

/** Failed rules by field path (the server's paths: `customAttributes[2].key`, `specTable.rows[0].c1`). */
export type ProductFailures = Record<string, ValidationFailure>;

/** Outcome of {@link validateProductValues}: the field failures and the form-level message. */
export interface ProductCheck {
  failures: ProductFailures;
  /** `undefined` when every rule held. */
  formMessage?: MessageDescriptor;
}

// Failures meaning "something is missing" (else only formats are wrong), as on the server.
const MISSING = new Set([
  'required',
  'attribute-empty',
  'cover-required',
  'secondary-category',
  'spec-column-required',
  'spec-detail-required',
  'spec-cell-empty',
  'price-required',
]);

const isLink = (value: string) => /^(\/profile\/\S+|https?:\/\/[^\s/]+\S*)$/i.test(value.trim());
const empty = (): ValidationFailure => invalid('required', CANNOT_BE_EMPTY_MESSAGE);

/**
 * Every product rule of spec section 5 ("Product and lists"), with console-core's validators
 * and messages: name, secondary category, cover, attributes, specification table, prices,
 * quantities, FAQ ids. `categoryPath` is `[top, sub]` for a sub-category, `[top]` otherwise.
 */
export function validateProductValues(
  values: ProductValues,
  categoryPath: readonly number[],
): ProductCheck {
  const failures: ProductFailures = {};
  const add = (field: string, result: ValidationResult) => {
    if (!result.ok && !failures[field]) failures[field] = result;
  };
  if (values.name.trim() === '') add('name', empty());
  add('categoryId', validateSecondaryCategory(categoryPath));
  add('images', validateCoverRequired(values.images));
  add('images', validateImageCount(0, values.images.length, { limit: MAX_IMAGES }));
  if (values.videoUrl.trim() !== '' && !isLink(values.videoUrl))
    add('videoUrl', invalid('link-format', LINK_MESSAGE));
  // Each attribute input on its own, so every empty one is marked (core stops at the first).
  const cell = (v: string) => validateCustomAttributes([{ key: v, value: v }]);
  values.specAttributes.forEach((a, i) => {
    add(`specAttributes[${i}].name`, cell(a.name));
    add(`specAttributes[${i}].value`, cell(a.value));
  });
  values.customAttributes.forEach((a, i) => {
    add(`customAttributes[${i}].key`, cell(a.key));
    add(`customAttributes[${i}].value`, cell(a.value));
  });
  checkSpecTable(values, add);
  for (const price of PRICE_FIELDS) {
    const value = values[price];
    if (value === undefined) {
      if (values.priceType === 'fixed')
        add(price, invalid('price-required', CANNOT_BE_EMPTY_MESSAGE));
    } else add(price, validatePositiveNumber(value));
  }
  for (const count of ['recommendQuantity', 'previewQuantity'] as const) {
    const value = values[count];
    if (value !== undefined && toPositiveInteger(value) === undefined)
      add(count, invalid('positive-integer', POSITIVE_INTEGER_MESSAGE));
  }
  if (parseFaqIds(values.faqIds) === undefined) add('faqIds', invalid('faq-ids', FAQ_IDS_MESSAGE));
  const list = Object.values(failures);
  if (list.length === 0) return { failures };
  const formMessage = list.some((f) => MISSING.has(f.code))
    ? FORM_INCOMPLETE_MESSAGE
    : FORM_INVALID_MESSAGE;
  return { failures, formMessage };
}

function checkSpecTable(
  values: ProductValues,
  add: (field: string, result: ValidationResult) => void,
) {
  const { specColumns: columns, specRows: rows } = values;
  if (columns.length === 0)
    add('specTable.columns', invalid('spec-column-required', SPEC_COLUMN_REQUIRED_MESSAGE));
  columns.forEach((c, i) => {
    if (c.label.trim() === '') add(`specTable.columns[${i}].label`, empty());
  });
  if (rows.length === 0) {
    add('specTable.rows', validateSpecificationTable([], { columns: [] }));
    return;
  }
  rows.forEach((row, r) => {
    for (const column of columns) {
      const result = validateSpecificationTable([{ [column.key]: row[column.key] ?? '' }], {
        columns: [column.key],
        numericColumns: column.numeric ? [column.key] : [],
      });
      add(`specTable.rows[${r}].${column.key}`, result);
    }
  });
}
