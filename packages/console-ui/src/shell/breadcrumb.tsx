import { useLingui } from '@lingui/react';
import type { BreadcrumbItem } from '@wcm/console-core';
import type { MouseEvent } from 'react';

import * as styles from './breadcrumb.css';
import { isModifiedClick } from './modified-click';

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /** Entries from `buildBreadcrumb`, home first, current page last. */
  items: readonly BreadcrumbItem[];
  /** Turns a console path into a link target, e.g. `p => '/wcm' + p`. */
  hrefFor: (path: string) => string;
  onNavigate: (path: string) => void;
}

/**
 * Where the current page sits (spec §2): home, then the titled routes above it. Openable entries
 * are links, directories are plain text and the last entry is the current page.
 */
export function Breadcrumb({ items, hrefFor, onNavigate }: BreadcrumbProps) {
  const { i18n } = useLingui();
  return (
    <nav
      className={styles.nav}
      aria-label={i18n._({ id: 'ui.breadcrumb.label', message: 'Breadcrumb' })}
    >
      <ol className={styles.list} data-slot="breadcrumb">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
              ) : null}
              {last ? (
                <span className={styles.current} aria-current="page" title={item.title}>
                  {item.title}
                </span>
              ) : item.clickable ? (
                <a
                  className={styles.link}
                  href={hrefFor(item.path)}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    if (event.defaultPrevented || isModifiedClick(event)) return;
                    event.preventDefault();
                    onNavigate(item.path);
                  }}
                >
                  {item.title}
                </a>
              ) : (
                <span>{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
