import * as RadixRadio from '@radix-ui/react-radio-group';
import { useId } from 'react';

import { cx, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
import { optionAt, optionKey, type OptionValue, type SelectOption } from './option';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends OptionValue = string> extends Omit<
  FieldBaseProps,
  'placeholder'
> {
  options: readonly SelectOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
}

/** Radio buttons (Radix radio group: arrow keys move and select). Named by the FormItem label. */
export function RadioGroup<V extends OptionValue = string>(props: RadioGroupProps<V>) {
  const { options, value, onChange, orientation = 'horizontal', disabled } = props;
  const control = useControlProps(props, true);
  const itemId = useId();
  return (
    <RadixRadio.Root
      {...control}
      className={cx(styles.choices, props.className)}
      style={
        orientation === 'vertical'
          ? { flexDirection: 'column', alignItems: 'flex-start' }
          : undefined
      }
      orientation={orientation}
      name={props.name}
      disabled={disabled}
      value={optionKey(options, value)}
      onValueChange={(key) => {
        const option = optionAt(options, key);
        if (option) onChange(option.value);
      }}
      data-slot="radio-group"
    >
      {options.map((option, index) => (
        <label
          key={String(option.value)}
          className={styles.choice}
          data-disabled={disabled || option.disabled || undefined}
        >
          <RadixRadio.Item
            id={`${itemId}-${index}`}
            className={styles.radio}
            value={String(index)}
            disabled={option.disabled}
          >
            <RadixRadio.Indicator className={styles.radioDot} />
          </RadixRadio.Item>
          {option.label}
        </label>
      ))}
    </RadixRadio.Root>
  );
}
