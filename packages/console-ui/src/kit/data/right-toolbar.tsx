import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

import { onDemand, useOnDemand } from '../on-demand';
import { ColumnsIcon, RefreshIcon, SearchIcon } from './icons';
import * as styles from './toolbar.css';

/** A column as listed in the {@link RightToolbar} column chooser. */
export interface ToolbarColumn {
  key: string;
  title: ReactNode;
  visible: boolean;
}

/** Props of {@link RightToolbar}. */
export interface RightToolbarProps {
  showSearch: boolean;
  onToggleSearch: () => void;
  onRefresh: () => void;
  /** Columns for the 'Show/hide columns' menu; without them the button is left out. */
  columns?: readonly ToolbarColumn[];
  /** Keys of the columns now hidden (feed `DataTable.hiddenColumns`). */
  onColumnsChange?: (hiddenKeys: string[]) => void;
  className?: string;
}

const popups = onDemand(() => import('./right-toolbar-popups'));

/** Round icon buttons at the right of a list toolbar: search toggle, refresh, column chooser. */
export function RightToolbar({
  showSearch,
  onToggleSearch,
  onRefresh,
  columns,
  onColumnsChange,
  className,
}: RightToolbarProps) {
  const { i18n } = useLingui();
  const { module, open, resting, frameRef } = useOnDemand(popups, {
    opensOn: 'pointerdown',
    keys: ['Enter', ' ', 'ArrowDown'],
  });
  const searchLabel = showSearch
    ? i18n._({ id: 'kit.toolbar.hideSearch', message: 'Hide search' })
    : i18n._({ id: 'kit.toolbar.showSearch', message: 'Show search' });
  const tools = [
    { label: searchLabel, icon: <SearchIcon />, onClick: onToggleSearch },
    {
      label: i18n._({ id: 'kit.toolbar.refresh', message: 'Refresh' }),
      icon: <RefreshIcon />,
      onClick: onRefresh,
    },
  ];
  const chooser =
    columns && columns.length > 0
      ? {
          columns,
          label: i18n._({ id: 'kit.toolbar.columns', message: 'Show/hide columns' }),
          icon: <ColumnsIcon />,
        }
      : undefined;

  const setVisible = (key: string, visible: boolean) => {
    const hidden = (columns ?? [])
      .filter((c) => (c.key === key ? !visible : !c.visible))
      .map((c) => c.key);
    onColumnsChange?.(hidden);
  };

  return (
    <div
      ref={frameRef}
      role="group"
      aria-label={i18n._({ id: 'kit.toolbar.label', message: 'Table tools' })}
      className={[styles.toolbar, className].filter(Boolean).join(' ')}
      data-slot="right-toolbar"
    >
      {module ? (
        <module.RightToolbarPopups
          tools={tools}
          chooser={chooser}
          setVisible={setVisible}
          defaultOpen={open}
        />
      ) : (
        // The Radix triggers at rest (the tooltips' and the menu's), attribute for attribute.
        <>
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              data-state="closed"
              className={styles.iconButton}
              aria-label={tool.label}
              {...resting(false)}
              onClick={tool.onClick}
            >
              {tool.icon}
            </button>
          ))}
          {chooser ? (
            <button
              type="button"
              aria-haspopup="menu"
              aria-expanded={false}
              data-state="closed"
              className={styles.iconButton}
              aria-label={chooser.label}
              {...resting()}
            >
              {chooser.icon}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
