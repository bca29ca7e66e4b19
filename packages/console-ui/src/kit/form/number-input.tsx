import { useLingui } from '@lingui/react';
import { useState, type KeyboardEvent } from 'react';

import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';

/** Bounds and rounding of a {@link NumberInput}. */
export interface NumberBounds {
  min?: number;
  max?: number;
  /** Number of decimals kept; unset = as typed. */
  precision?: number;
}

/** Clamps `value` into `[min, max]` and rounds it to `precision` decimals. */
export function normalizeNumber(value: number, { min, max, precision }: NumberBounds): number {
  let next = value;
  if (min !== undefined && next < min) next = min;
  if (max !== undefined && next > max) next = max;
  if (precision !== undefined) next = Number(next.toFixed(precision));
  return next;
}

/** `value` moved by `direction * step`, normalized; an empty value starts from `min` or 0. */
export function stepNumber(
  value: number | undefined,
  direction: 1 | -1,
  step: number,
  bounds: NumberBounds,
): number {
  const base = value ?? bounds.min ?? 0;
  // Round away binary noise (0.1 + 0.2) before applying the caller's precision.
  const raw = Number((base + direction * step).toPrecision(12));
  return normalizeNumber(raw, bounds);
}

/** Props of {@link NumberInput}. */
export interface NumberInputProps extends FieldBaseProps, NumberBounds {
  /** `undefined` when the input is empty. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** @default 1 */
  step?: number;
  /** Shows the − and + buttons. @default true */
  controls?: boolean;
}

/**
 * Numeric spin button: arrows and the ± buttons step, typing is free and is clamped/rounded on
 * blur; an empty input gives `undefined`.
 */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, min, max, precision, step = 1, controls = true, disabled } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props);
  const [draft, setDraft] = useState<string | null>(null);
  const bounds = { min, max, precision };
  const shown =
    draft ??
    (value === undefined ? '' : precision !== undefined ? value.toFixed(precision) : String(value));

  const stepBy = (direction: 1 | -1) => {
    setDraft(null);
    onChange(stepNumber(value, direction, step, bounds));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      stepBy(e.key === 'ArrowUp' ? 1 : -1);
    } else if (e.key === 'Home' && min !== undefined) {
      e.preventDefault();
      onChange(normalizeNumber(min, bounds));
    } else if (e.key === 'End' && max !== undefined) {
      e.preventDefault();
      onChange(normalizeNumber(max, bounds));
    }
  };
  const onText = (text: string) => {
    setDraft(text);
    const trimmed = text.trim();
    if (trimmed === '') onChange(undefined);
    else if (/^-?\d*\.?\d+$|^-?\d+\.$/.test(trimmed)) onChange(Number(trimmed));
  };
  const onBlur = () => {
    setDraft(null);
    if (value !== undefined) {
      const next = normalizeNumber(value, bounds);
      if (next !== value) onChange(next);
    }
  };

  return (
    <div
      className={cx(styles.box, props.className)}
      data-disabled={disabled || undefined}
      data-slot="number-input"
    >
      {controls ? (
        <button
          type="button"
          tabIndex={-1}
          className={styles.stepButton}
          disabled={disabled || (min !== undefined && value !== undefined && value <= min)}
          aria-label={i18n._({ id: 'kit.form.number.decrease', message: 'Decrease' })}
          aria-controls={control.id}
          // Keep the focus (and the keyboard) on the input.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => stepBy(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
      ) : null}
      <input
        {...control}
        className={styles.bare}
        style={{ textAlign: controls ? 'center' : undefined }}
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        name={props.name}
        value={shown}
        disabled={disabled}
        placeholder={props.placeholder}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        onKeyDown={onKeyDown}
        onChange={(e) => onText(e.target.value)}
        onBlur={onBlur}
      />
      {controls ? (
        <button
          type="button"
          tabIndex={-1}
          className={styles.stepButton}
          disabled={disabled || (max !== undefined && value !== undefined && value >= max)}
          aria-label={i18n._({ id: 'kit.form.number.increase', message: 'Increase' })}
          aria-controls={control.id}
          // Keep the focus (and the keyboard) on the input.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => stepBy(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      ) : null}
    </div>
  );
}
