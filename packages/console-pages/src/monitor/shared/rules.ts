import type { I18n } from '@lingui/core';

/** A rule refusing blank text with RuoYi's '{field} cannot be empty'. */
export function requiredRule(i18n: I18n, field: string) {
  return (value: unknown): string | undefined =>
    value === undefined || value === null || String(value).trim() === ''
      ? i18n._({
          id: 'pages.monitor.rule.required',
          message: '{field} cannot be empty',
          values: { field },
        })
      : undefined;
}
