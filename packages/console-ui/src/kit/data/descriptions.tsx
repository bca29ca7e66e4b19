import type { ReactNode } from 'react';

import * as styles from './display.css';

/** One label/value pair of {@link Descriptions}. */
export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** Number of columns this pair spans (clamped to `columns`). @default 1 */
  span?: number;
}

/** Props of {@link Descriptions}. */
export interface DescriptionsProps {
  items: readonly DescriptionItem[];
  /** Pairs per row. @default 3 */
  columns?: 1 | 2 | 3 | 4;
  /** Draws cell borders with shaded labels. @default false */
  bordered?: boolean;
  /** Heading above the list. */
  title?: ReactNode;
  className?: string;
}

/** Read-only label/value grid (a `<dl>`), e.g. the details of a log entry or a job. */
export function Descriptions({
  items,
  columns = 3,
  bordered = false,
  title,
  className,
}: DescriptionsProps) {
  return (
    <div className={className} data-slot="descriptions">
      {title ? <h3 className={styles.descTitle}>{title}</h3> : null}
      <dl
        className={[
          styles.descriptions,
          styles.descColumns[columns],
          bordered && styles.descBordered,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {items.map((item, i) => {
          const span = Math.min(Math.max(1, item.span ?? 1), columns);
          return [
            <dt key={`t${i}`} className={styles.descLabel}>
              {item.label}
            </dt>,
            <dd
              key={`d${i}`}
              className={styles.descValue}
              style={span > 1 ? { gridColumn: `span ${span * 2 - 1}` } : undefined}
            >
              {item.value}
            </dd>,
          ];
        })}
      </dl>
    </div>
  );
}
