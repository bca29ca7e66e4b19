import { useLingui } from '@lingui/react';
import { useState } from 'react';

import * as styles from './progress-bar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** True while a navigation (or other page load) is in progress. */
  active: boolean;
  /** Accessible name. @default 'Loading page' (translated) */
  label?: string;
}

type Phase = 'idle' | 'running' | 'done';

/** Thin bar across the top of the window during navigation; no spinner. */
export function ProgressBar({ active, label }: ProgressBarProps) {
  const { i18n } = useLingui();
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [seenActive, setSeenActive] = useState(active);

  // Adjusted during render (not in an effect) so the bar never paints a stale phase. Finishing
  // fills the bar and fades it out before it is removed.
  if (active !== seenActive) {
    setSeenActive(active);
    setPhase(active ? 'running' : phase === 'idle' ? 'idle' : 'done');
  }

  if (phase === 'idle') return null;
  return (
    <div className={styles.track} data-slot="progress-bar">
      <div
        className={styles.bar}
        data-state={phase}
        role={phase === 'running' ? 'progressbar' : undefined}
        aria-label={
          phase === 'running'
            ? (label ?? i18n._({ id: 'ui.progress.label', message: 'Loading page' }))
            : undefined
        }
        onTransitionEnd={(event) => {
          if (event.propertyName === 'opacity' && phase === 'done') setPhase('idle');
        }}
      />
    </div>
  );
}
