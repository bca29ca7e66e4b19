import { useLingui } from '@lingui/react';
import type { VisitedView } from '@wcm/console-core';
import { useEffect, useRef, type MouseEvent } from 'react';

import { isModifiedClick } from './modified-click';
import type { TagsViewAction } from './tags-actions';
import { TagsActionsMenu, TagsContextMenu } from './tags-view-menus';
import * as styles from './tags-view.css';

/** Props of {@link TagsView}. */
export interface TagsViewProps {
  /** Open tabs, e.g. `visitedViews` of a tags-view store. */
  views: readonly VisitedView[];
  /** Path of the page being shown (no query string); its tab is highlighted. */
  activePath: string;
  /** Turns a console path into a link target, e.g. `p => '/wcm' + p`. */
  hrefFor: (path: string) => string;
  onNavigate: (path: string) => void;
  /**
   * A close button, the 'Tab actions' menu (active tab) or a tab's right-click menu was used.
   * `applyTagsAction` carries it out on a tags-view store.
   */
  onAction: (action: TagsViewAction, view: VisitedView) => void;
}

/**
 * Visited-page tab strip (spec §2, §4): one link per open page, a close button on each tab
 * that is not affixed, and refresh / close current / others / left / right / all from the
 * 'Tab actions' menu or a tab's right-click menu.
 */
export function TagsView({ views, activePath, hrefFor, onNavigate, onAction }: TagsViewProps) {
  const { i18n } = useLingui();
  const activeRef = useRef<HTMLLIElement>(null);
  const active = views.find((v) => v.path === activePath);

  // Long strips scroll; the tab of the page being shown must stay visible.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, views.length]);

  return (
    <nav
      className={styles.strip}
      aria-label={i18n._({ id: 'ui.tags.label', message: 'Visited pages' })}
      data-slot="tags-view"
    >
      <div className={styles.scroller}>
        <ul className={styles.list}>
          {views.map((view) => {
            const current = view.path === activePath;
            const target = view.fullPath ?? view.path;
            const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
              if (event.defaultPrevented || isModifiedClick(event)) return;
              event.preventDefault();
              onNavigate(target);
            };
            return (
              <TagsContextMenu key={view.path} view={view} views={views} onAction={onAction}>
                <li
                  ref={current ? activeRef : undefined}
                  className={styles.tag}
                  data-active={current}
                >
                  <a
                    className={styles.link}
                    href={hrefFor(target)}
                    aria-current={current ? 'page' : undefined}
                    onClick={onClick}
                  >
                    {view.title}
                  </a>
                  {view.meta.affix ? null : (
                    <button
                      type="button"
                      className={styles.close}
                      aria-label={i18n._({
                        id: 'ui.tags.closeTab',
                        message: 'Close {title}',
                        values: { title: view.title },
                      })}
                      onClick={() => onAction('close', view)}
                    >
                      <svg viewBox="0 0 24 24" width="10" height="10" aria-hidden="true">
                        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="3" />
                      </svg>
                    </button>
                  )}
                </li>
              </TagsContextMenu>
            );
          })}
        </ul>
      </div>
      <TagsActionsMenu view={active} views={views} onAction={onAction} />
    </nav>
  );
}
