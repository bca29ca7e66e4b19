import type { ReactNode } from 'react';

import { cx } from './field-context';
import * as styles from './fields.css';

/** Props of {@link ChoiceLabel}. */
export interface ChoiceLabelProps {
  /** The checkbox or switch. */
  control: ReactNode;
  /** Text beside the control; without it the control stands alone. */
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** `data-slot` of the label. */
  slot: string;
}

/**
 * A single checkbox or switch with its text: both inside a `<label>` (a click on the text
 * toggles), or the control alone when there is no text (a FormItem label or `aria-label` names it).
 */
export function ChoiceLabel({ control, children, disabled, className, slot }: ChoiceLabelProps) {
  if (children === undefined) return control;
  return (
    <label
      className={cx(styles.choice, className)}
      data-disabled={disabled || undefined}
      data-slot={slot}
    >
      {control}
      {children}
    </label>
  );
}
