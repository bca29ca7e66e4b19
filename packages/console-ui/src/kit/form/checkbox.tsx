import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ReactNode } from 'react';

import { ChoiceLabel } from './choice-label';
import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
import type { OptionValue, SelectOption } from './option';

function CheckMark({ indeterminate }: { indeterminate?: boolean }) {
  return (
    <svg
      viewBox="0 0 12 12"
      width="10"
      height="10"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={indeterminate ? 'M2 6h8' : 'M2 6.5 5 9l5-6'} />
    </svg>
  );
}

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<FieldBaseProps, 'placeholder'> {
  value: boolean;
  onChange: (value: boolean) => void;
  /** Text beside the box; without it the FormItem label (or `aria-label`) names the box. */
  children?: ReactNode;
  /** Shows a dash instead of the tick ("some selected"). @default false */
  indeterminate?: boolean;
}

/** Single checkbox (Radix checkbox: `role="checkbox"`, Space toggles). */
export function Checkbox(props: CheckboxProps) {
  const { value, onChange, children, indeterminate = false, disabled } = props;
  const control = useControlProps(props);
  const box = (
    <RadixCheckbox.Root
      {...control}
      className={styles.checkbox}
      name={props.name}
      disabled={disabled}
      checked={indeterminate ? 'indeterminate' : value}
      onCheckedChange={(checked) => onChange(checked === true)}
    >
      <RadixCheckbox.Indicator>
        <CheckMark indeterminate={indeterminate} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  return (
    <ChoiceLabel control={box} disabled={disabled} className={props.className} slot="checkbox">
      {children}
    </ChoiceLabel>
  );
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps<V extends OptionValue = string> extends Omit<
  FieldBaseProps,
  'placeholder'
> {
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
}

/** Checkboxes over a list of options; the value keeps the options' order. */
export function CheckboxGroup<V extends OptionValue = string>(props: CheckboxGroupProps<V>) {
  const { options, value, onChange, disabled } = props;
  const control = useControlProps(props, true);
  const toggle = (option: SelectOption<V>, on: boolean) => {
    const chosen = new Set<V>(value);
    if (on) chosen.add(option.value);
    else chosen.delete(option.value);
    onChange(options.filter((o) => chosen.has(o.value)).map((o) => o.value));
  };
  return (
    <div
      {...control}
      role="group"
      className={cx(styles.choices, props.className)}
      data-slot="checkbox-group"
    >
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={styles.choice}
          data-disabled={disabled || option.disabled || undefined}
        >
          <RadixCheckbox.Root
            className={styles.checkbox}
            disabled={disabled || option.disabled}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option, checked === true)}
          >
            <RadixCheckbox.Indicator>
              <CheckMark />
            </RadixCheckbox.Indicator>
          </RadixCheckbox.Root>
          {option.label}
        </label>
      ))}
    </div>
  );
}
