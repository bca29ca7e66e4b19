import { useLingui } from '@lingui/react';
import { useRef, type FocusEventHandler, type KeyboardEventHandler } from 'react';

import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';

/** Props of {@link Input}. */
export interface InputProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** @default 'text' */
  type?: 'text' | 'password' | 'email' | 'tel' | 'url' | 'search';
  /** Shows a clear button while there is a value. @default false */
  clearable?: boolean;
  maxLength?: number;
  /** Shows `length / maxLength` (needs `maxLength`). @default false */
  showCount?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/** Controlled single-line text input with optional clear button and length counter. */
export function Input(props: InputProps) {
  const { value, onChange, type = 'text', clearable = false, maxLength, showCount = false } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props);
  const ref = useRef<HTMLInputElement>(null);
  const counterId = `${control.id}-count`;
  const counting = showCount && maxLength !== undefined;
  const canClear = clearable && value !== '' && !props.disabled && !props.readOnly;

  return (
    <div
      className={cx(styles.box, props.className)}
      data-disabled={props.disabled || undefined}
      data-slot="input"
    >
      <input
        {...control}
        ref={ref}
        aria-describedby={cx(control['aria-describedby'], counting && counterId) || undefined}
        className={styles.bare}
        type={type}
        name={props.name}
        value={value}
        disabled={props.disabled}
        readOnly={props.readOnly}
        placeholder={props.placeholder}
        maxLength={maxLength}
        autoComplete={props.autoComplete}
        onBlur={props.onBlur}
        onKeyDown={props.onKeyDown}
        onChange={(e) => onChange(e.target.value)}
      />
      {canClear ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={i18n._({ id: 'kit.form.clear', message: 'Clear' })}
          onClick={() => {
            onChange('');
            ref.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {counting ? (
        <span id={counterId} className={styles.counter}>
          {value.length} / {maxLength}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link Textarea}. */
export interface TextareaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** @default 3 */
  rows?: number;
  maxLength?: number;
  /** Shows `length / maxLength` (needs `maxLength`). @default false */
  showCount?: boolean;
  readOnly?: boolean;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
}

/** Controlled multi-line text input with an optional length counter. */
export function Textarea(props: TextareaProps) {
  const { value, onChange, rows = 3, maxLength, showCount = false } = props;
  const control = useControlProps(props);
  const counterId = `${control.id}-count`;
  const counting = showCount && maxLength !== undefined;
  return (
    <div
      className={cx(styles.box, styles.boxTextarea, props.className)}
      data-disabled={props.disabled || undefined}
      data-slot="textarea"
    >
      <textarea
        {...control}
        aria-describedby={cx(control['aria-describedby'], counting && counterId) || undefined}
        className={styles.textarea}
        name={props.name}
        rows={rows}
        value={value}
        disabled={props.disabled}
        readOnly={props.readOnly}
        placeholder={props.placeholder}
        maxLength={maxLength}
        onBlur={props.onBlur}
        onChange={(e) => onChange(e.target.value)}
      />
      {counting ? (
        <span id={counterId} className={styles.counter}>
          {value.length} / {maxLength}
        </span>
      ) : null}
    </div>
  );
}
