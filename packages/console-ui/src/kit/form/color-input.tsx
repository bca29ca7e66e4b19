import { useLingui } from '@lingui/react';
import { useState } from 'react';

import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';

const HEX = /^#[0-9a-f]{6}$/i;

/** True for a `#rrggbb` colour. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** Props of {@link ColorInput}. */
export interface ColorInputProps extends FieldBaseProps {
  /** `#rrggbb` (lower case) or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** Colour field: native colour picker plus a hex text box that only reports valid `#rrggbb`. */
export function ColorInput(props: ColorInputProps) {
  const { value, onChange, disabled } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props);
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const invalid = draft !== null && draft !== '' && !isHexColor(draft);
  const errorId = `${control.id}-format`;

  const onText = (next: string) => {
    const trimmed = next.trim();
    setDraft(next);
    if (trimmed === '') onChange('');
    else if (isHexColor(trimmed)) onChange(trimmed.toLowerCase());
  };

  return (
    <div className={cx(styles.triggerRow, props.className)} data-slot="color-input">
      <input
        type="color"
        className={styles.swatch}
        disabled={disabled}
        aria-label={i18n._({ id: 'kit.form.color.pick', message: 'Pick a colour' })}
        value={isHexColor(value) ? value : '#000000'}
        onChange={(e) => {
          setDraft(null);
          onChange(e.target.value.toLowerCase());
        }}
      />
      <div className={styles.box} style={{ flex: 1 }} data-disabled={disabled || undefined}>
        <input
          {...control}
          className={styles.bare}
          name={props.name}
          disabled={disabled}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder={props.placeholder ?? '#rrggbb'}
          value={text}
          aria-invalid={invalid ? true : control['aria-invalid']}
          aria-describedby={cx(control['aria-describedby'], invalid && errorId) || undefined}
          onChange={(e) => onText(e.target.value)}
          onBlur={() => setDraft(null)}
        />
      </div>
      {invalid ? (
        <p id={errorId} className={styles.inlineError}>
          {i18n._({ id: 'kit.form.color.invalid', message: 'Enter a colour as #rrggbb' })}
        </p>
      ) : null}
    </div>
  );
}
