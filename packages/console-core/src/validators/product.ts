import { isBlank, POSITIVE_NUMBER_MESSAGE } from './numbers';
import { invalid, VALID, type ValidationFailure, type ValidationResult } from './result';

/** Form-level message when any field of a form fails (product and list forms). */
export const FORM_INCOMPLETE_MESSAGE = /*i18n*/ {
  id: 'core.form.incomplete',
  message: 'Please Check the Form and Fill It Out Completely',
};
/** Form-level message asking for required fields and correct formats. */
export const FORM_INVALID_MESSAGE = /*i18n*/ {
  id: 'core.form.invalid',
  message: 'Please complete all required fields and ensure that the format is correct',
};
/** Field message when a required cell or attribute is empty. */
export const CANNOT_BE_EMPTY_MESSAGE = /*i18n*/ {
  id: 'core.form.cannotBeEmpty',
  message: 'Cannot Be Empty',
};
/** Message when only a top-level category was chosen. */
export const SECONDARY_CATEGORY_MESSAGE = /*i18n*/ {
  id: 'core.product.secondaryCategory',
  message: 'Please select a secondary category',
};
/** Message when the specification table has no row. */
export const SPEC_DETAIL_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.product.specDetailRequired',
  message: 'Please add at least one specification detail',
};
/** Message when a cell of the specification table is empty. */
export const SPEC_CELL_EMPTY_MESSAGE = /*i18n*/ {
  id: 'core.product.specCellEmpty',
  message: 'The specification table cannot contain empty cells',
};

/** One custom attribute row of a product. */
export interface CustomAttribute {
  readonly key?: string | null;
  readonly value?: string | null;
}

/**
 * Custom attributes: key and value of every row must be non-blank ('Cannot Be Empty'). The
 * failure carries the `row` index and the `field` so the UI can mark the right input.
 */
export function validateCustomAttributes(rows: readonly CustomAttribute[]): ValidationResult {
  for (const [row, attribute] of rows.entries()) {
    for (const field of ['key', 'value'] as const) {
      if (isBlank(attribute[field])) {
        return invalid('attribute-empty', CANNOT_BE_EMPTY_MESSAGE, { row, field });
      }
    }
  }
  return VALID;
}

/**
 * A secondary category must be chosen: either the cascader path (at least two non-blank levels)
 * or the id of the secondary category itself.
 */
export function validateSecondaryCategory(
  selection: readonly (string | number)[] | string | number | null | undefined,
): ValidationResult {
  const chosen = Array.isArray(selection)
    ? selection.filter((level) => !isBlank(level)).length >= 2
    : !isBlank(selection);
  return chosen ? VALID : invalid('secondary-category', SECONDARY_CATEGORY_MESSAGE);
}

/** Which columns of the specification table are checked. */
export interface SpecificationTableOptions {
  /** Columns that must not be empty, in display order. */
  readonly columns: readonly string[];
  /**
   * Columns that must hold a number greater than 0 (price, stock, ...).
   * @default []
   */
  readonly numericColumns?: readonly string[];
}

/**
 * Specification table: at least one row, no empty cell in `columns`, numbers > 0 in
 * `numericColumns`. The failure carries `row` and `column`.
 */
export function validateSpecificationTable(
  rows: readonly Readonly<Record<string, unknown>>[],
  options: SpecificationTableOptions,
): ValidationResult {
  if (rows.length === 0) return invalid('spec-detail-required', SPEC_DETAIL_REQUIRED_MESSAGE);
  const numeric = new Set(options.numericColumns ?? []);
  const columns = [...new Set([...options.columns, ...numeric])];
  for (const [row, cells] of rows.entries()) {
    for (const column of columns) {
      const cell = cells[column];
      if (isBlank(cell))
        return invalid('spec-cell-empty', SPEC_CELL_EMPTY_MESSAGE, { row, column });
      if (numeric.has(column) && !(Number(cell) > 0 && Number.isFinite(Number(cell)))) {
        return invalid('spec-number-positive', POSITIVE_NUMBER_MESSAGE, { row, column });
      }
    }
  }
  return VALID;
}

/**
 * Folds field results into the form-level result shown as a toast: `VALID` when all held,
 * otherwise `message` (default 'Please Check the Form and Fill It Out Completely') with the
 * field failures under `values.failures`.
 */
export function validateForm(
  results: readonly ValidationResult[],
  message = FORM_INCOMPLETE_MESSAGE,
): ValidationResult {
  const failures = results.filter((r): r is ValidationFailure => !r.ok);
  if (failures.length === 0) return VALID;
  return invalid('form-incomplete', message, { failures });
}
