import type { I18n, MessageDescriptor } from '@lingui/core';
import { translate } from '../i18n/translate';

/** A rule that held. */
export interface ValidationOk {
  readonly ok: true;
}

/**
 * A rule that failed. `code` is a stable machine name (for tests, analytics and field mapping);
 * `message` is the spec's text as a Lingui descriptor so the UI shows it in the current locale.
 */
export interface ValidationFailure {
  readonly ok: false;
  readonly code: string;
  readonly message: MessageDescriptor;
  /** Placeholder values of `message` (and extra context such as a row index). */
  readonly values?: Readonly<Record<string, unknown>>;
}

/** Outcome of every validator in this folder. */
export type ValidationResult = ValidationOk | ValidationFailure;

/** The shared success value; results are immutable so one instance is enough. */
export const VALID: ValidationOk = Object.freeze({ ok: true as const });

/** Builds a failure; `values` is left out when empty so results compare cleanly in tests. */
export function invalid(
  code: string,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): ValidationFailure {
  return values ? { ok: false, code, message, values } : { ok: false, code, message };
}

/**
 * Translates a result for display: `undefined` when the rule held, otherwise the message in the
 * active locale of `i18n` with its placeholders filled in.
 */
export function formatValidation(i18n: I18n, result: ValidationResult): string | undefined {
  if (result.ok) return undefined;
  return translate(i18n, result.message, { ...result.message.values, ...result.values });
}

/** Runs checks in order and returns the first failure, or `VALID`. */
export function firstFailure(...results: ValidationResult[]): ValidationResult {
  return results.find((r) => !r.ok) ?? VALID;
}
