import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Translates a descriptor. Without a compiled catalogue (the headless default) Lingui returns the
 * source text with its `{placeholders}` untouched in production builds, so they are filled here.
 */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values: Readonly<Record<string, unknown>> = {},
): string {
  // Built apart from the call: `lingui extract` reads object literals passed to i18n._ and
  // cannot read spreads; the texts themselves are extracted where they are defined.
  const withValues: MessageDescriptor = { ...descriptor, values };
  const text = i18n._(withValues);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
