import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

import { FieldNotes } from './field-notes';
import * as styles from './text-field.css';

/** Props of {@link TextField}; other props go to the `<input>`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Error text; when set the input is `aria-invalid` and described by it. */
  error?: ReactNode;
  /** Help text under the input, also linked through `aria-describedby`. */
  hint?: ReactNode;
  /** Content beside the input, e.g. a captcha image. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input with accessible error wiring. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : inputProps['aria-invalid'];

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-slot="text-field">
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          {...inputProps}
          id={inputId}
          className={styles.input}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} styles={styles} />
    </div>
  );
}
