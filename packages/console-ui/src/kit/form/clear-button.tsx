import type { MouseEventHandler } from 'react';

import * as styles from './fields.css';

/** Props of {@link ClearButton}. */
export interface ClearButtonProps {
  /** Accessible name (a translated "Clear", "Remove …"). */
  label: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** `-1` keeps it out of the tab order (the field's own keys do the same job). */
  tabIndex?: number;
}

/** The × icon button beside or inside a field that clears it (or removes one of its values). */
export function ClearButton({ label, onClick, tabIndex }: ClearButtonProps) {
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      className={styles.iconButton}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
