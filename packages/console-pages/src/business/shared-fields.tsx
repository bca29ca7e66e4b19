import { useLingui } from '@lingui/react';
import { FormItem, Select, Textarea } from '@wcm/console-ui';
import type {
  CustomFieldProps,
  ResourceColumn,
  ResourceField,
  ResourceText,
  ResourceValues,
} from '../common/resource';
import { idColumn } from '../common/columns';

// Columns, fields and pickers the business and quotation pages share.

/** Labels of the contact fields most business records have. */
export const CONTACT_TEXTS = {
  email: /*i18n*/ { id: 'pages.business.email', message: 'Email' },
  phone: /*i18n*/ { id: 'pages.business.phone', message: 'Phone' },
  company: /*i18n*/ { id: 'pages.business.rfq.company', message: 'Company' },
  country: /*i18n*/ { id: 'pages.business.country', message: 'Country' },
  status: /*i18n*/ { id: 'pages.business.status', message: 'Status' },
  remark: /*i18n*/ { id: 'pages.business.remark', message: 'Remark' },
};

/** One choice of a picker. */
export interface Option {
  label: string;
  value: string;
}

/**
 * A picker of a numeric id among `options` (a form's custom field): searchable, or with
 * `clearable` a clear button that empties the field to `null`.
 */
export function IdPicker({
  value,
  onChange,
  label,
  options,
  clearable = false,
  onQueryChange,
}: Pick<CustomFieldProps, 'value' | 'onChange' | 'label'> & {
  options: Option[];
  clearable?: boolean;
  /** Typed text, for options searched on the server (see `Select`). */
  onQueryChange?: (query: string) => void;
}) {
  return (
    <Select
      aria-label={label}
      {...(clearable ? { clearable } : { filterable: true })}
      options={options}
      value={value ? String(value) : undefined}
      onChange={(v) => onChange(v ? Number(v) : clearable ? null : undefined)}
      onQueryChange={onQueryChange}
    />
  );
}

/** The sortable number column of a row's id. */
export function noColumn<Row>(key: keyof Row & string): ResourceColumn<Row> {
  return idColumn(
    key,
    /*i18n*/ { id: 'pages.business.no', message: 'No.' },
    {
      width: 70,
      sortable: true,
    },
  );
}

/** An email address field. */
export function emailField(label: ResourceText, required: boolean): ResourceField {
  return {
    kind: 'text',
    name: 'email',
    label,
    ...(required ? { required } : {}),
    maxLength: 254,
    pattern: {
      re: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      message: /*i18n*/ {
        id: 'pages.business.emailInvalid',
        message: 'Enter a valid email address',
      },
    },
  };
}

/** The named form values as strings (absent as ''), with surrounding blanks removed. */
export function trimmedValues<K extends string>(
  values: ResourceValues,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => [name, String(values[name] ?? '').trim()]),
  ) as Record<K, string>;
}

/** The two-letter country code field. */
export function countryField(label: ResourceText): ResourceField {
  return {
    kind: 'text',
    name: 'country',
    label,
    maxLength: 2,
    hint: /*i18n*/ { id: 'pages.business.countryHint', message: 'Two-letter code, e.g. FR' },
    pattern: {
      re: /^[A-Z]{2}$/,
      message: /*i18n*/ {
        id: 'pages.business.countryInvalid',
        message: 'Use the two capital letters of the country code',
      },
    },
  };
}

/** The follow-up note of a quotation request (a move, an assignment, a note of its own). */
export function NoteInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const { i18n } = useLingui();
  const label = i18n._({ id: 'pages.business.rfq.note', message: 'Follow-up note' });
  return (
    <FormItem label={label}>
      <Textarea aria-label={label} value={value} onChange={onChange} maxLength={2000} />
    </FormItem>
  );
}
