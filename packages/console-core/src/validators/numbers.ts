import { invalid, VALID, type ValidationResult } from './result';

/** Message when a sort value is not a positive integer. */
export const SORT_VALUE_MESSAGE = /*i18n*/ {
  id: 'core.form.sortValue',
  message: 'The sort value must be a positive integer',
};
/** Message when the recommended count is missing. */
export const RECOMMENDED_COUNT_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.form.recommendedCountRequired',
  message: 'Please enter the recommended count',
};
/** Message when the recommended count is not a positive integer. */
export const RECOMMENDED_COUNT_MESSAGE = /*i18n*/ {
  id: 'core.form.recommendedCount',
  message: 'The recommended count must be a positive integer',
};
/** Message when a number must be greater than 0. */
export const POSITIVE_NUMBER_MESSAGE = /*i18n*/ {
  id: 'core.form.positiveNumber',
  message: 'Please enter a number greater than 0',
};

/** A form field value as inputs hold it. */
export type NumericInput = number | string | null | undefined;

/** True for `null`, `undefined` and blank strings: the field was left empty. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}

/**
 * The value as a positive integer, or `undefined`. Strings must be plain digits ('3', not '3.0',
 * '+3' or '1e3') so what the user typed is what gets saved.
 */
export function toPositiveInteger(value: NumericInput): number | undefined {
  const n = typeof value === 'string' ? (/^\d+$/.test(value.trim()) ? Number(value) : NaN) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Sort value: optional, but when given a positive integer (a larger value has priority). */
export function validateSortValue(value: NumericInput): ValidationResult {
  if (isBlank(value) || toPositiveInteger(value) !== undefined) return VALID;
  return invalid('sort-value', SORT_VALUE_MESSAGE);
}

/** Orders items so the larger sort value comes first; items without one go last. */
export function compareBySortValue(
  a: { readonly sort?: number | null },
  b: { readonly sort?: number | null },
): number {
  return (b.sort ?? -Infinity) - (a.sort ?? -Infinity) || 0;
}

/** Recommended count: required, positive integer. */
export function validateRecommendedCount(value: NumericInput): ValidationResult {
  if (isBlank(value)) {
    return invalid('recommended-count-required', RECOMMENDED_COUNT_REQUIRED_MESSAGE);
  }
  if (toPositiveInteger(value) !== undefined) return VALID;
  return invalid('recommended-count', RECOMMENDED_COUNT_MESSAGE);
}

/** A finite number greater than 0 (decimals allowed, e.g. a price or a weight). */
export function validatePositiveNumber(value: NumericInput): ValidationResult {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && Number.isFinite(n) && n > 0) return VALID;
  return invalid('positive-number', POSITIVE_NUMBER_MESSAGE);
}
