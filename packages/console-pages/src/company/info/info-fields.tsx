import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DatePicker, FormItem, NumberInput, RadioGroup, Select } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import { useDictOptions } from '../../common/dict/use-dict';
import { TextField, type TextKey } from '../../common/edit/text-field';
import * as css from '../shared/company.css';
import type { InfoValues } from './info-form';
import type { InfoForm } from './use-info-form';

type NumberKey = {
  [K in keyof InfoValues]-?: InfoValues[K] extends number | undefined ? K : never;
}[keyof InfoValues];

/** One plain field of the profile, described once and drawn by {@link InfoFields}. */
export type InfoFieldSpec =
  | {
      kind: 'text';
      name: TextKey<InfoValues>;
      label: MessageDescriptor;
      max: number;
      required?: boolean;
      hint?: MessageDescriptor;
      /** Spans the grid. */
      full?: boolean;
    }
  /** At least 0, with `precision` decimals (none by default). */
  | { kind: 'number'; name: NumberKey; label: MessageDescriptor; max: number; precision?: number }
  /** '' when unset. */
  | { kind: 'date'; name: 'establishDate' | 'registrationDate'; label: MessageDescriptor }
  /** One entry of a dictionary: radio buttons, or a clearable select ('' when cleared). */
  | { kind: 'radio' | 'select'; name: TextKey<InfoValues>; label: MessageDescriptor; dict: string };

/** A titled section of the profile, its fields on a grid. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.sectionTitle}>{title}</h2>
      <div className={css.grid}>{children}</div>
    </section>
  );
}

function DictField({
  f,
  spec,
}: {
  f: InfoForm;
  spec: Extract<InfoFieldSpec, { kind: 'radio' | 'select' }>;
}) {
  const { i18n } = useLingui();
  const options = useDictOptions(spec.dict);
  const { values, errors, setField } = f.binding;
  return (
    <FormItem label={i18n._(spec.label)} error={errors[spec.name]}>
      {spec.kind === 'radio' ? (
        <RadioGroup<string>
          options={options}
          value={values[spec.name]}
          onChange={(next) => setField(spec.name, next)}
          disabled={!f.canEdit}
        />
      ) : (
        <Select<string>
          clearable
          options={options}
          value={values[spec.name] || undefined}
          onChange={(next) => setField(spec.name, next ?? '')}
          disabled={!f.canEdit}
        />
      )}
    </FormItem>
  );
}

function InfoField({ f, spec }: { f: InfoForm; spec: InfoFieldSpec }) {
  const { i18n } = useLingui();
  const { values, errors, setField } = f.binding;
  const label = i18n._(spec.label);
  switch (spec.kind) {
    case 'text':
      return (
        <TextField
          form={f.binding}
          name={spec.name}
          label={label}
          maxLength={spec.max}
          required={spec.required ?? false}
          hint={spec.hint && i18n._(spec.hint)}
          disabled={!f.canEdit}
          className={spec.full ? css.full : undefined}
        />
      );
    case 'number':
      return (
        <FormItem label={label} error={errors[spec.name]}>
          <NumberInput
            value={values[spec.name]}
            onChange={(v) => setField(spec.name, v)}
            min={0}
            max={spec.max}
            precision={spec.precision ?? 0}
            controls={false}
            disabled={!f.canEdit}
          />
        </FormItem>
      );
    case 'date':
      return (
        <FormItem label={label} error={errors[spec.name]}>
          <DatePicker
            value={values[spec.name] || undefined}
            onChange={(v) => setField(spec.name, v ?? '')}
            disabled={!f.canEdit}
          />
        </FormItem>
      );
    default:
      return <DictField f={f} spec={spec} />;
  }
}

/** The fields of `specs`, in order. */
export function InfoFields({ f, specs }: { f: InfoForm; specs: readonly InfoFieldSpec[] }) {
  return (
    <>
      {specs.map((spec) => (
        <InfoField key={spec.name} f={f} spec={spec} />
      ))}
    </>
  );
}
