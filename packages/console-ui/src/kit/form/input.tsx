import { useLingui } from '@lingui/react';
import { useRef, type ChangeEvent, type FocusEventHandler, type KeyboardEventHandler } from 'react';

import { ClearButton } from './clear-button';
import { cx, useControlProps, type ControlProps, type FieldBaseProps } from './field-context';
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
  const { value, onChange, type = 'text', clearable = false } = props;
  const { i18n } = useLingui();
  const text = useTextControl(props);
  const ref = useRef<HTMLInputElement>(null);
  const canClear = clearable && value !== '' && !props.disabled && !props.readOnly;

  return (
    <div
      className={cx(styles.box, props.className)}
      data-disabled={props.disabled || undefined}
      data-slot="input"
    >
      <input
        {...text.attributes}
        ref={ref}
        className={styles.bare}
        type={type}
        autoComplete={props.autoComplete}
        onBlur={props.onBlur}
        onKeyDown={props.onKeyDown}
      />
      {canClear ? (
        <ClearButton
          label={i18n._({ id: 'kit.form.clear', message: 'Clear' })}
          onClick={() => {
            onChange('');
            ref.current?.focus();
          }}
        />
      ) : null}
      {text.counter}
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
  const text = useTextControl(props);
  return (
    <div
      className={cx(styles.box, styles.boxTextarea, props.className)}
      data-disabled={props.disabled || undefined}
      data-slot="textarea"
    >
      <textarea
        {...text.attributes}
        className={styles.textarea}
        rows={props.rows ?? 3}
        onBlur={props.onBlur}
      />
      {text.counter}
    </div>
  );
}

/**
 * What {@link Input} and {@link Textarea} give their native control alike (the field's ARIA
 * wiring, name, value, state and length limit, reporting changes), and their length counter.
 */
function useTextControl(props: InputProps | TextareaProps) {
  const control = useControlProps(props);
  const { value, maxLength, onChange } = props;
  const counter = lengthCounter(control, value, maxLength, props.showCount ?? false);
  return {
    attributes: {
      ...control,
      'aria-describedby': counter.describedBy,
      name: props.name,
      value,
      disabled: props.disabled,
      readOnly: props.readOnly,
      placeholder: props.placeholder,
      maxLength,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(e.target.value),
    },
    counter: counter.element,
  };
}

/**
 * The `length / maxLength` counter of a text field (shown with `showCount` and a `maxLength`),
 * and the field's `aria-describedby` with the counter added to it.
 */
function lengthCounter(
  control: ControlProps,
  value: string,
  maxLength: number | undefined,
  showCount: boolean,
) {
  const id = `${control.id}-count`;
  const counting = showCount && maxLength !== undefined;
  return {
    describedBy: cx(control['aria-describedby'], counting && id) || undefined,
    element: counting ? (
      <span id={id} className={styles.counter}>
        {value.length} / {maxLength}
      </span>
    ) : null,
  };
}
