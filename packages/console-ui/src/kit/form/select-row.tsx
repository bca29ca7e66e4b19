import type { ReactNode, RefObject } from 'react';

import { ClearButton } from './clear-button';
import { cx } from './field-context';
import * as styles from './fields.css';
import { useSelectTexts } from './select-texts';

/** Props of {@link SelectRow}. */
export interface SelectRowProps {
  /** The frame `useOnDemand` watches. */
  frameRef: RefObject<HTMLDivElement | null>;
  className?: string;
  /** `data-slot` of the field. */
  slot: string;
  /** Clears the value; the Clear button shows only when given. */
  onClear?: () => void;
  /** The trigger: the loaded popup, or the resting button until then. */
  children: ReactNode;
}

/** The row of a select loaded on first use: its trigger and, when it can clear, a Clear button. */
export function SelectRow({ frameRef, className, slot, onClear, children }: SelectRowProps) {
  const texts = useSelectTexts();
  return (
    <div ref={frameRef} className={cx(styles.triggerRow, className)} data-slot={slot}>
      {children}
      {onClear ? <ClearButton label={texts.clear} onClick={onClear} /> : null}
    </div>
  );
}
