import type { I18n } from '@lingui/core';
import type { ResourceText } from './types';

/** A descriptor text in the interface language. */
export function textOf(i18n: I18n, text: ResourceText): string {
  return typeof text === 'string' ? text : i18n._(text);
}
