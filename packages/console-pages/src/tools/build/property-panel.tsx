import { useLingui } from '@lingui/react';
import { Button, Form, FormItem, Input, NumberInput, Select, Switch } from '@wcm/console-ui';
import * as css from './build.css';
import {
  hasOptions,
  hasPattern,
  isFieldName,
  isValidPattern,
  SPANS,
  FIELD_KINDS,
  type FormField,
} from './form-model';
import { kindLabel, optionLabel } from './kind-label';
import type { Builder } from './use-builder';

/** Properties of the selected field: label, name, kind, required, placeholder, options, pattern, width. */
export function PropertyPanel({ builder }: { builder: Builder }) {
  const { i18n } = useLingui();
  const field = builder.selected;
  const title = i18n._({ id: 'pages.tools.build.properties', message: 'Properties' });
  return (
    <section className={css.panel} aria-label={title}>
      <h2 className={css.panelTitle}>{title}</h2>
      <Form labelWidth={100}>
        <FormItem label={i18n._({ id: 'pages.tools.build.labelWidth', message: 'Label width' })}>
          <NumberInput
            value={builder.model.labelWidth}
            min={40}
            max={300}
            step={10}
            onChange={(v) => builder.setLabelWidth(v ?? 100)}
          />
        </FormItem>
      </Form>
      {field ? (
        <FieldProperties key={field.id} field={field} builder={builder} />
      ) : (
        <p className={css.muted}>
          {i18n._({
            id: 'pages.tools.build.pick',
            message: 'Select a field of the form to edit it.',
          })}
        </p>
      )}
    </section>
  );
}

function FieldProperties({ field, builder }: { field: FormField; builder: Builder }) {
  const { i18n } = useLingui();
  const set = (patch: Partial<Omit<FormField, 'id'>>) => builder.update(field.id, patch);
  const duplicate = builder.model.fields.some((f) => f.id !== field.id && f.name === field.name);
  const nameError = !isFieldName(field.name)
    ? i18n._({
        id: 'pages.tools.build.badName',
        message: 'Use letters, digits, _ or $, not starting with a digit',
      })
    : duplicate
      ? i18n._({ id: 'pages.tools.build.dupName', message: 'Another field has this name' })
      : undefined;
  const spanLabel: Record<number, string> = {
    24: i18n._({ id: 'pages.tools.build.span24', message: 'Full width' }),
    12: i18n._({ id: 'pages.tools.build.span12', message: 'Half' }),
    8: i18n._({ id: 'pages.tools.build.span8', message: 'One third' }),
    6: i18n._({ id: 'pages.tools.build.span6', message: 'One quarter' }),
  };
  return (
    <Form labelWidth={100}>
      <FormItem label={i18n._({ id: 'pages.tools.build.kind', message: 'Type' })}>
        <Select<string>
          options={FIELD_KINDS.map((k) => ({ value: k, label: kindLabel(i18n, k) }))}
          value={field.kind}
          onChange={(kind) =>
            kind &&
            set({
              kind: kind as FormField['kind'],
              ...(hasOptions(kind as FormField['kind']) && field.options.length === 0
                ? { options: [{ label: optionLabel(i18n, 1), value: '1' }] }
                : {}),
            })
          }
        />
      </FormItem>
      <FormItem label={i18n._({ id: 'pages.tools.build.label', message: 'Label' })}>
        <Input value={field.label} onChange={(label) => set({ label })} maxLength={100} />
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.tools.build.name', message: 'Field name' })}
        error={nameError}
      >
        <Input value={field.name} onChange={(name) => set({ name: name.trim() })} maxLength={60} />
      </FormItem>
      <FormItem label={i18n._({ id: 'pages.tools.build.required', message: 'Required' })}>
        <Switch value={field.required} onChange={(required) => set({ required })} />
      </FormItem>
      {field.kind !== 'switch' && field.kind !== 'radio' && field.kind !== 'checkbox' ? (
        <FormItem label={i18n._({ id: 'pages.tools.build.placeholder', message: 'Placeholder' })}>
          <Input
            value={field.placeholder}
            onChange={(placeholder) => set({ placeholder })}
            maxLength={100}
          />
        </FormItem>
      ) : null}
      <FormItem label={i18n._({ id: 'pages.tools.build.width', message: 'Width' })}>
        <Select<number>
          options={SPANS.map((s) => ({ value: s, label: spanLabel[s] ?? String(s) }))}
          value={field.span}
          onChange={(span) => span && set({ span: span as FormField['span'] })}
        />
      </FormItem>
      {hasPattern(field.kind) ? (
        <>
          <FormItem
            label={i18n._({ id: 'pages.tools.build.pattern', message: 'Pattern' })}
            error={
              field.pattern && !isValidPattern(field.pattern)
                ? i18n._({
                    id: 'pages.tools.build.badPattern',
                    message: 'Not a valid regular expression',
                  })
                : undefined
            }
            hint={i18n._({
              id: 'pages.tools.build.patternHint',
              message: 'Regular expression, e.g. ^\\d{6}$',
            })}
          >
            <Input value={field.pattern} onChange={(pattern) => set({ pattern })} maxLength={200} />
          </FormItem>
          <FormItem
            label={i18n._({ id: 'pages.tools.build.patternMessage', message: 'Pattern message' })}
          >
            <Input
              value={field.patternMessage}
              onChange={(patternMessage) => set({ patternMessage })}
              maxLength={200}
            />
          </FormItem>
        </>
      ) : null}
      {hasOptions(field.kind) ? (
        <OptionsEditor field={field} onChange={(options) => set({ options })} />
      ) : null}
    </Form>
  );
}

function OptionsEditor({
  field,
  onChange,
}: {
  field: FormField;
  onChange: (options: FormField['options']) => void;
}) {
  const { i18n } = useLingui();
  const options = field.options;
  const patch = (index: number, key: 'label' | 'value', text: string) =>
    onChange(options.map((o, i) => (i === index ? { ...o, [key]: text } : o)));
  return (
    <fieldset className={css.panel}>
      <legend>{i18n._({ id: 'pages.tools.build.options', message: 'Options' })}</legend>
      {options.map((o, index) => (
        <div key={index} className={css.optionRow}>
          <Input
            aria-label={i18n._({
              id: 'pages.tools.build.optionLabel',
              message: 'Label of option {n}',
              values: { n: index + 1 },
            })}
            value={o.label}
            onChange={(t) => patch(index, 'label', t)}
          />
          <Input
            aria-label={i18n._({
              id: 'pages.tools.build.optionValue',
              message: 'Value of option {n}',
              values: { n: index + 1 },
            })}
            value={o.value}
            onChange={(t) => patch(index, 'value', t)}
          />
          <Button
            size="small"
            aria-label={i18n._({
              id: 'pages.tools.build.removeOption',
              message: 'Remove option {n}',
              values: { n: index + 1 },
            })}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button
        size="small"
        onClick={() => {
          const n = options.length + 1;
          onChange([...options, { label: optionLabel(i18n, n), value: String(n) }]);
        }}
      >
        {i18n._({ id: 'pages.tools.build.addOption', message: 'Add option' })}
      </Button>
    </fieldset>
  );
}
