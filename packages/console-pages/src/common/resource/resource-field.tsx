import { useLingui } from '@lingui/react';
import {
  FormItem,
  ImageUpload,
  Input,
  LazyRichTextEditor,
  NumberInput,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  createUploaders,
  useConsole,
} from '@wcm/console-ui';
import { useMemo, type ReactNode } from 'react';
import { toDisplayLink, toStoredLink } from '../links/stored-link';
import * as css from '../list-page/page.css';
import { useResourceOptions } from './options';
import { textOf } from './text';
import type { FieldContext, ResourceField } from './types';

/** Props of {@link ResourceFormField}. */
export interface ResourceFormFieldProps {
  field: ResourceField;
  value: unknown;
  onChange: (value: unknown) => void;
  setField: (name: string, value: unknown) => void;
  error: string | undefined;
  context: FieldContext;
  /** Remount key of editors that read their value once (rich text). */
  recordKey: string;
  /** Two-column form: full-width fields span both. */
  wide: boolean;
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** One field of a resource form, in its FormItem. */
export function ResourceFormField(props: ResourceFormFieldProps) {
  const { i18n } = useLingui();
  const { field, context, wide } = props;
  if (field.hidden?.(context)) return null;
  const label = textOf(i18n, field.label);
  const full = wide && (field.full || field.kind === 'richText' || field.kind === 'textarea');
  return (
    <FormItem
      label={label}
      required={field.required ?? false}
      error={props.error}
      {...(field.hint ? { hint: textOf(i18n, field.hint) } : {})}
      {...(full ? { className: css.full } : {})}
    >
      <FieldControl {...props} label={label} />
    </FormItem>
  );
}

function FieldControl(props: ResourceFormFieldProps & { label: string }): ReactNode {
  const { field, value, onChange, context, label } = props;
  const disabled = field.disabled?.(context) ?? false;
  switch (field.kind) {
    case 'text':
      return (
        <Input
          value={str(value)}
          onChange={onChange}
          disabled={disabled}
          maxLength={field.maxLength}
        />
      );
    case 'textarea':
      return (
        <Textarea
          value={str(value)}
          onChange={onChange}
          disabled={disabled}
          maxLength={field.maxLength}
          rows={field.rows ?? 3}
        />
      );
    case 'number':
      return (
        <NumberInput
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
          disabled={disabled}
          {...(field.min !== undefined ? { min: field.min } : {})}
          {...(field.max !== undefined ? { max: field.max } : {})}
          {...(field.precision !== undefined ? { precision: field.precision } : {})}
        />
      );
    case 'select':
    case 'radio':
      return <ChoiceField {...props} disabled={disabled} />;
    case 'switch': {
      const [on, off] = field.values ?? ['0', '1'];
      return (
        <Switch
          value={value === on}
          onChange={(next) => onChange(next ? on : off)}
          disabled={disabled}
        />
      );
    }
    case 'image':
      return <ImageField {...props} disabled={disabled} />;
    case 'richText':
      return (
        <LazyRichTextEditor
          key={props.recordKey}
          variant={field.variant ?? 'restricted'}
          aria-label={label}
          height={field.height ?? 260}
          value={str(value)}
          onChange={onChange}
        />
      );
    case 'custom':
      return field.render({ ...context, value, onChange, setField: props.setField, label });
  }
}

function ChoiceField(props: ResourceFormFieldProps & { disabled: boolean }) {
  const field = props.field as Extract<ResourceField, { kind: 'select' | 'radio' }>;
  const options = useResourceOptions(field.dict, field.options);
  const value = str(props.value);
  if (field.kind === 'radio')
    return (
      <RadioGroup<string>
        options={options}
        value={value}
        onChange={props.onChange}
        disabled={props.disabled}
      />
    );
  return (
    <Select<string>
      options={options}
      value={value === '' ? undefined : value}
      onChange={(next) => props.onChange(next ?? '')}
      disabled={props.disabled}
    />
  );
}

function ImageField(props: ResourceFormFieldProps & { disabled: boolean; label: string }) {
  const wcm = useConsole();
  const field = props.field as Extract<ResourceField, { kind: 'image' }>;
  const uploaders = useMemo(() => createUploaders(wcm), [wcm]);
  const links = str(props.value)
    .split(',')
    .filter((link) => link !== '');
  return (
    <ImageUpload
      value={links.map((link) => toDisplayLink(wcm, link))}
      onChange={(urls) => props.onChange(urls.map((u) => toStoredLink(wcm, u)).join(','))}
      upload={uploaders.uploadImage}
      limit={field.limit ?? 1}
      disabled={props.disabled}
      required={field.required ?? false}
      aria-label={props.label}
      {...(field.maxSizeMb !== undefined ? { maxSizeMb: field.maxSizeMb } : {})}
      {...(field.rule ? { rule: field.rule } : {})}
    />
  );
}
