import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { FormItem, Input, NumberInput, Select } from '@wcm/console-ui';
import type { SelectOption } from '@wcm/console-ui';
import { useState } from 'react';
import { CRON_BOUNDS, CRON_FIELDS, parseCron, setCronPart, buildCron } from './cron';
import type { CronField, CronPart } from './cron';
import * as css from '../shared/monitor.css';

type Mode = CronPart['mode'];

function fieldLabel(i18n: I18n, field: CronField): string {
  switch (field) {
    case 'second':
      return i18n._({ id: 'pages.monitor.cron.second', message: 'Second' });
    case 'minute':
      return i18n._({ id: 'pages.monitor.cron.minute', message: 'Minute' });
    case 'hour':
      return i18n._({ id: 'pages.monitor.cron.hour', message: 'Hour' });
    case 'day':
      return i18n._({ id: 'pages.monitor.cron.day', message: 'Day' });
    case 'month':
      return i18n._({ id: 'pages.monitor.cron.month', message: 'Month' });
    case 'week':
      return i18n._({ id: 'pages.monitor.cron.week', message: 'Week' });
    case 'year':
      return i18n._({ id: 'pages.monitor.cron.year', message: 'Year' });
  }
}

function modeOptions(i18n: I18n, field: CronField): SelectOption<Mode>[] {
  const options: SelectOption<Mode>[] = [
    { value: 'every', label: i18n._({ id: 'pages.monitor.cron.every', message: 'Every' }) },
    { value: 'range', label: i18n._({ id: 'pages.monitor.cron.range', message: 'Range' }) },
    { value: 'step', label: i18n._({ id: 'pages.monitor.cron.step', message: 'Start and step' }) },
    { value: 'list', label: i18n._({ id: 'pages.monitor.cron.list', message: 'Specific values' }) },
    { value: 'raw', label: i18n._({ id: 'pages.monitor.cron.raw', message: 'Other (text)' }) },
  ];
  if (field === 'day' || field === 'week') {
    options.splice(1, 0, {
      value: 'none',
      label: i18n._({ id: 'pages.monitor.cron.none', message: 'Not specified (?)' }),
    });
  }
  return options;
}

function defaultPart(mode: Mode, field: CronField): CronPart {
  const { min, max } = CRON_BOUNDS[field];
  switch (mode) {
    case 'every':
    case 'none':
      return { mode };
    case 'range':
      return { mode, from: min, to: max };
    case 'step':
      return { mode, start: min, every: 1 };
    case 'list':
      return { mode, values: [min] };
    case 'raw':
      return { mode, text: '*' };
  }
}

/** Props of {@link CronBuilder}. */
export interface CronBuilderProps {
  value: string;
  onChange: (expression: string) => void;
}

/**
 * Cron expression builder: the raw expression plus, per field (second to year), the simple
 * choices of {@link CronPart}; editing either updates the other.
 */
export function CronBuilder({ value, onChange }: CronBuilderProps) {
  const { i18n } = useLingui();
  const parts = parseCron(value);
  const setPart = (field: CronField, part: CronPart) => {
    if (parts) onChange(buildCron(setCronPart(parts, field, part)));
  };
  return (
    <div className={css.cronGrid}>
      <FormItem label={i18n._({ id: 'pages.monitor.cron.expression', message: 'Expression' })}>
        <Input value={value} onChange={onChange} maxLength={255} />
      </FormItem>
      {parts ? (
        CRON_FIELDS.map((field) => {
          const part = parts[field];
          const label = fieldLabel(i18n, field);
          const { min, max } = CRON_BOUNDS[field];
          return (
            <div key={field} className={css.inline} role="group" aria-label={label}>
              <span style={{ minWidth: 64 }}>{label}</span>
              <Select<Mode>
                aria-label={i18n._({
                  id: 'pages.monitor.cron.modeOf',
                  message: '{field}: choice',
                  values: { field: label },
                })}
                options={modeOptions(i18n, field)}
                value={part.mode}
                onChange={(mode) => mode && setPart(field, defaultPart(mode, field))}
              />
              <PartInputs
                part={part}
                min={min}
                max={max}
                label={label}
                onChange={(p) => setPart(field, p)}
              />
            </div>
          );
        })
      ) : (
        <p className={css.muted}>
          {i18n._({
            id: 'pages.monitor.cron.unparsed',
            message: 'The builder needs 6 or 7 fields separated by spaces.',
          })}
        </p>
      )}
    </div>
  );
}

function PartInputs({
  part,
  min,
  max,
  label,
  onChange,
}: {
  part: CronPart;
  min: number;
  max: number;
  label: string;
  onChange: (part: CronPart) => void;
}) {
  const { i18n } = useLingui();
  const name = (what: string) =>
    i18n._({
      id: 'pages.monitor.cron.inputOf',
      message: '{field} {what}',
      values: { field: label, what },
    });
  const num = (v: number | undefined, fallback: number) => (v === undefined ? fallback : v);
  switch (part.mode) {
    case 'range':
      return (
        <>
          <NumberInput
            aria-label={name(i18n._({ id: 'pages.monitor.cron.from', message: 'from' }))}
            value={part.from}
            min={min}
            max={max}
            onChange={(v) => onChange({ ...part, from: num(v, min) })}
          />
          <NumberInput
            aria-label={name(i18n._({ id: 'pages.monitor.cron.to', message: 'to' }))}
            value={part.to}
            min={min}
            max={max}
            onChange={(v) => onChange({ ...part, to: num(v, max) })}
          />
        </>
      );
    case 'step':
      return (
        <>
          <NumberInput
            aria-label={name(i18n._({ id: 'pages.monitor.cron.start', message: 'start' }))}
            value={part.start}
            min={min}
            max={max}
            onChange={(v) => onChange({ ...part, start: num(v, min) })}
          />
          <NumberInput
            aria-label={name(i18n._({ id: 'pages.monitor.cron.interval', message: 'every' }))}
            value={part.every}
            min={1}
            max={max}
            onChange={(v) => onChange({ ...part, every: num(v, 1) })}
          />
        </>
      );
    case 'list':
      return (
        <ListInput
          label={name(i18n._({ id: 'pages.monitor.cron.values', message: 'values' }))}
          values={part.values}
          min={min}
          max={max}
          onChange={(values) => onChange({ mode: 'list', values })}
        />
      );
    case 'raw':
      return (
        <Input
          aria-label={name(i18n._({ id: 'pages.monitor.cron.text', message: 'text' }))}
          value={part.text}
          onChange={(text) => onChange({ mode: 'raw', text })}
        />
      );
    default:
      return null;
  }
}

/** Comma-separated values, applied on blur so a trailing comma can be typed. */
function ListInput({
  label,
  values,
  min,
  max,
  onChange,
}: {
  label: string;
  values: number[];
  min: number;
  max: number;
  onChange: (values: number[]) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = draft
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s))
      .map(Number)
      .filter((n) => n >= min && n <= max);
    setDraft(null);
    onChange([...new Set(next)]);
  };
  return (
    <Input
      aria-label={label}
      value={draft ?? values.join(',')}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
