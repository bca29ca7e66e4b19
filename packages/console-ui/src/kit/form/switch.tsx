import * as RadixSwitch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';

import { ChoiceLabel } from './choice-label';
import { useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<FieldBaseProps, 'placeholder'> {
  value: boolean;
  onChange: (value: boolean) => void;
  /** Text beside the switch; without it the FormItem label (or `aria-label`) names it. */
  children?: ReactNode;
}

/** On/off toggle (`role="switch"`, Space/Enter toggle). */
export function Switch(props: SwitchProps) {
  const { value, onChange, children, disabled } = props;
  const control = useControlProps(props);
  const root = (
    <RadixSwitch.Root
      {...control}
      className={styles.switchRoot}
      name={props.name}
      disabled={disabled}
      checked={value}
      onCheckedChange={onChange}
    >
      <RadixSwitch.Thumb className={styles.switchThumb} />
    </RadixSwitch.Root>
  );
  return (
    <ChoiceLabel control={root} disabled={disabled} className={props.className} slot="switch">
      {children}
    </ChoiceLabel>
  );
}
