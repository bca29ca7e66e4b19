import type { I18n } from '@lingui/core';
import type { FieldKind } from './form-model';

/** Translated name of a field kind (palette buttons, canvas items). */
export function kindLabel(i18n: I18n, kind: FieldKind): string {
  switch (kind) {
    case 'input':
      return i18n._({ id: 'pages.tools.build.kind.input', message: 'Single-line text' });
    case 'textarea':
      return i18n._({ id: 'pages.tools.build.kind.textarea', message: 'Multi-line text' });
    case 'number':
      return i18n._({ id: 'pages.tools.build.kind.number', message: 'Number' });
    case 'select':
      return i18n._({ id: 'pages.tools.build.kind.select', message: 'Select' });
    case 'radio':
      return i18n._({ id: 'pages.tools.build.kind.radio', message: 'Radio' });
    case 'checkbox':
      return i18n._({ id: 'pages.tools.build.kind.checkbox', message: 'Checkbox' });
    case 'switch':
      return i18n._({ id: 'pages.tools.build.kind.switch', message: 'Switch' });
    case 'date':
      return i18n._({ id: 'pages.tools.build.kind.date', message: 'Date' });
    case 'dateRange':
      return i18n._({ id: 'pages.tools.build.kind.dateRange', message: 'Date range' });
    case 'color':
      return i18n._({ id: 'pages.tools.build.kind.color', message: 'Colour' });
  }
}

/** Label of sample option `n` of a choice field, e.g. "Option 1". */
export function optionLabel(i18n: I18n, n: number): string {
  return i18n._({ id: 'pages.tools.build.optionN', message: 'Option {n}', values: { n } });
}
