import * as Switch from '@radix-ui/react-switch';
import { useLingui } from '@lingui/react';
import { PREDEFINED_THEME_COLORS } from '@wcm/console-core';
import { useId, type ReactNode } from 'react';

import * as styles from './settings-drawer.css';

/** One on/off setting: its label and a switch. */
export function SwitchRow(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{props.label}</label>
      <Switch.Root
        id={id}
        className={styles.switchRoot}
        checked={props.checked}
        onCheckedChange={props.onChange}
      >
        <Switch.Thumb className={styles.switchThumb} />
      </Switch.Root>
    </div>
  );
}

/** A labelled native select. */
export function SelectRow<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className={styles.select}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A titled group of settings. */
export function Section(props: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

/** The eight preset theme colours as radio swatches, plus a custom colour input. */
export function ThemeColorPicker(props: { value: string; onChange: (color: string) => void }) {
  const { i18n } = useLingui();
  const name = useId();
  const customId = useId();
  const current = props.value.toLowerCase();
  return (
    <Section legend={i18n._({ id: 'settings.themeColor', message: 'Theme colour' })}>
      <div className={styles.swatches}>
        {PREDEFINED_THEME_COLORS.map((color) => {
          const checked = color.toLowerCase() === current;
          return (
            <label key={color} className={styles.swatch} style={{ background: color }}>
              <input
                className={styles.hiddenInput}
                type="radio"
                name={name}
                value={color}
                checked={checked}
                onChange={() => props.onChange(color)}
                aria-label={i18n._({
                  id: 'settings.presetColor',
                  message: 'Colour {color}',
                  values: { color },
                })}
              />
              {checked ? <span aria-hidden="true">✓</span> : null}
            </label>
          );
        })}
      </div>
      <div className={styles.row}>
        <label htmlFor={customId}>
          {i18n._({ id: 'settings.customColor', message: 'Custom colour' })}
        </label>
        <input
          id={customId}
          className={styles.colorInput}
          type="color"
          value={/^#[0-9a-f]{6}$/i.test(props.value) ? props.value : '#000000'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </div>
    </Section>
  );
}
