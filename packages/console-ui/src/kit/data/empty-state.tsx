import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

import * as styles from './display.css';
import { EmptyIcon } from './icons';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** @default an inbox icon */
  icon?: ReactNode;
  /** @default 'No data' */
  title?: ReactNode;
  description?: ReactNode;
  /** E.g. an 'Add' button. */
  action?: ReactNode;
  className?: string;
}

/** Placeholder for a list or page without content: icon, title, description, action. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  const { i18n } = useLingui();
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')} data-slot="empty-state">
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon ?? <EmptyIcon />}
      </span>
      <p className={styles.emptyTitle}>
        {title ?? i18n._({ id: 'kit.empty.title', message: 'No data' })}
      </p>
      {description ? <p className={styles.emptyText}>{description}</p> : null}
      {action ?? null}
    </div>
  );
}
