import type { ReactNode } from 'react';

import * as styles from './display.css';
import type { Tone } from './tones';
import { toneDot } from './tones.css';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** Dot colour, as DictTag's `listClass`. @default 'default' */
  tone?: Tone;
  /** The status text; the colour alone never carries the meaning. */
  children: ReactNode;
  className?: string;
}

/** Coloured dot followed by a status text (e.g. 'Online', 'Rejected'). */
export function StatusBadge({ tone = 'default', children, className }: StatusBadgeProps) {
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-slot="status-badge"
    >
      <span className={`${styles.dot} ${toneDot[tone]}`} aria-hidden="true" />
      {children}
    </span>
  );
}
