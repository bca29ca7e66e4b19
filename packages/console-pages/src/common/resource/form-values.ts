import type { I18n } from '@lingui/core';
import { isEmptyValue } from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { textOf } from './text';
import type { FieldContext, ResourceField, ResourceValues } from './types';

function emptyOf(field: ResourceField): unknown {
  if (field.default !== undefined) return field.default;
  switch (field.kind) {
    case 'number':
      return 0;
    case 'switch':
      return (field.values ?? ['0', '1'])[0];
    case 'radio':
      return field.options?.[0]?.value ?? '';
    default:
      return '';
  }
}

/** Values of a new row: each field's default. */
export function emptyValues(fields: readonly ResourceField[]): ResourceValues {
  return Object.fromEntries(fields.map((f) => [f.name, emptyOf(f)]));
}

/** Form values of a fetched row: the fields' properties (null and absent become the default). */
export function rowValues(fields: readonly ResourceField[], row: object): ResourceValues {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((f) => {
      const value = record[f.name];
      if (value === null || value === undefined)
        return [f.name, f.kind === 'number' ? value : emptyOf(f)];
      return [
        f.name,
        f.kind === 'number' || f.kind === 'custom'
          ? value
          : typeof value === 'string'
            ? value
            : String(value),
      ];
    }),
  );
}

/** The add/edit body: visible fields' values, text trimmed, nullable blanks as null. */
export function bodyOf(
  fields: readonly ResourceField[],
  values: ResourceValues,
  context: FieldContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.hidden?.(context)) continue;
    let value = values[field.name];
    if (field.kind === 'text' && typeof value === 'string') value = value.trim();
    if (
      (field.kind === 'text' || field.kind === 'textarea') &&
      field.nullable &&
      typeof value === 'string' &&
      value.trim() === ''
    )
      value = null;
    out[field.name] = value;
  }
  return out;
}

/** Message of an empty required field (RuoYi's '{field}不能为空'). */
export function requiredMessage(i18n: I18n, label: string): string {
  return i18n._({
    id: 'pages.resource.rule.required',
    message: '{field} cannot be empty',
    values: { field: label },
  });
}

/** Form rules of the fields: required, pattern, then the field's own rules; hidden ones pass. */
export function fieldRules(
  fields: readonly ResourceField[],
  i18n: I18n,
  editing: boolean,
): FormRules<ResourceValues> {
  const rules: FormRules<ResourceValues> = {};
  for (const field of fields) {
    const label = textOf(i18n, field.label);
    rules[field.name] = (value: unknown, values: ResourceValues) => {
      const context = { values, editing, i18n };
      if (field.hidden?.(context)) return undefined;
      if (field.required && isEmptyValue(value)) return requiredMessage(i18n, label);
      if (field.pattern && !isEmptyValue(value)) {
        field.pattern.re.lastIndex = 0;
        if (!field.pattern.re.test(String(value).trim()))
          return textOf(i18n, field.pattern.message);
      }
      for (const rule of field.rules ?? []) {
        const message = rule(value, context);
        if (message) return message;
      }
      return undefined;
    };
  }
  return rules;
}
