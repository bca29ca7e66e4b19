import { useLingui } from '@lingui/react';

import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';

/** Turns a value (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`) into what the native input shows. */
export function toNativeDate(value: string | undefined, withTime: boolean): string {
  if (!value) return '';
  if (!withTime) return value.slice(0, 10);
  const [date, time = '00:00'] = value.split(/[ T]/);
  return `${date}T${time.slice(0, 5)}`;
}

/** Turns a native input value into `YYYY-MM-DD` or RuoYi's `YYYY-MM-DD HH:mm:ss`; '' = undefined. */
export function fromNativeDate(native: string, withTime: boolean): string | undefined {
  if (native === '') return undefined;
  if (!withTime) return native;
  const [date, time = '00:00'] = native.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}

interface DateCommonProps extends Omit<FieldBaseProps, 'placeholder'> {
  /** Date and time (`YYYY-MM-DD HH:mm:ss`) instead of a date. @default false */
  withTime?: boolean;
  /** Earliest allowed value, same format as the value. */
  min?: string;
  /** Latest allowed value, same format as the value. */
  max?: string;
}

/** Props of {@link DatePicker}. */
export interface DatePickerProps extends DateCommonProps {
  /** `YYYY-MM-DD` (or `YYYY-MM-DD HH:mm:ss` with `withTime`); `undefined` when empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Date (or date-time) field on the native picker, keyboard and screen-reader friendly. */
export function DatePicker(props: DatePickerProps) {
  const { value, onChange, withTime = false, min, max, disabled } = props;
  const control = useControlProps(props);
  return (
    <div
      className={cx(styles.box, props.className)}
      data-disabled={disabled || undefined}
      data-slot="date-picker"
    >
      <input
        {...control}
        className={styles.bare}
        type={withTime ? 'datetime-local' : 'date'}
        name={props.name}
        disabled={disabled}
        min={toNativeDate(min, withTime) || undefined}
        max={toNativeDate(max, withTime) || undefined}
        value={toNativeDate(value, withTime)}
        onChange={(e) => onChange(fromNativeDate(e.target.value, withTime))}
      />
    </div>
  );
}

/** Start and end of a {@link DateRangePicker}; either may be unset. */
export type DateRange = readonly [start: string | undefined, end: string | undefined];

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps extends DateCommonProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Accessible names of the two inputs. @default 'Start date' / 'End date' (translated) */
  startLabel?: string;
  endLabel?: string;
}

/**
 * Keeps `start <= end`: the bound the user did not touch follows the one they changed.
 * Works on both value formats, which sort as text.
 */
export function orderRange(next: DateRange, changed: 'start' | 'end'): DateRange {
  const [start, end] = next;
  if (start === undefined || end === undefined || start <= end) return next;
  return changed === 'start' ? [start, start] : [end, end];
}

/** RuoYi list-query params of a range: `params[beginTime]` / `params[endTime]` (unset ones left out). */
export function dateRangeParams(range: DateRange): Record<string, string> {
  const out: Record<string, string> = {};
  if (range[0]) out['params[beginTime]'] = range[0];
  if (range[1]) out['params[endTime]'] = range[1];
  return out;
}

/** Two date inputs (start, end) grouped under the FormItem label; keeps start before end. */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, withTime = false, min, max, disabled } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props, true);
  const [start, end] = value;
  const type = withTime ? 'datetime-local' : 'date';
  const startName = props.startLabel ?? i18n._({ id: 'kit.date.start', message: 'Start date' });
  const endName = props.endLabel ?? i18n._({ id: 'kit.date.end', message: 'End date' });
  const shared = {
    className: styles.bare,
    type,
    disabled,
    'aria-describedby': control['aria-describedby'],
    'aria-invalid': control['aria-invalid'],
    'aria-required': control['aria-required'],
  };
  return (
    <div
      id={control.id}
      role="group"
      aria-label={control['aria-label']}
      aria-labelledby={control['aria-labelledby']}
      className={cx(styles.box, styles.range, props.className)}
      data-disabled={disabled || undefined}
      data-slot="date-range-picker"
    >
      <input
        {...shared}
        aria-label={startName}
        name={props.name ? `${props.name}Begin` : undefined}
        min={toNativeDate(min, withTime) || undefined}
        max={toNativeDate(end ?? max, withTime) || undefined}
        value={toNativeDate(start, withTime)}
        onChange={(e) =>
          onChange(orderRange([fromNativeDate(e.target.value, withTime), end], 'start'))
        }
      />
      <span aria-hidden="true">–</span>
      <input
        {...shared}
        aria-label={endName}
        name={props.name ? `${props.name}End` : undefined}
        min={toNativeDate(start ?? min, withTime) || undefined}
        max={toNativeDate(max, withTime) || undefined}
        value={toNativeDate(end, withTime)}
        onChange={(e) =>
          onChange(orderRange([start, fromNativeDate(e.target.value, withTime)], 'end'))
        }
      />
    </div>
  );
}
