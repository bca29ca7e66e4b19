import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useLingui } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
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

function Tip({ label, children }: { label: string; children: ReactElement }) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal container={container}>
        <div className={portalClass}>
          <Tooltip.Content className={styles.tooltip} side="top" sideOffset={4}>
            {label}
          </Tooltip.Content>
        </div>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

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
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  const searchLabel = showSearch
    ? i18n._({ id: 'kit.toolbar.hideSearch', message: 'Hide search' })
    : i18n._({ id: 'kit.toolbar.showSearch', message: 'Show search' });
  const refreshLabel = i18n._({ id: 'kit.toolbar.refresh', message: 'Refresh' });
  const columnsLabel = i18n._({ id: 'kit.toolbar.columns', message: 'Show/hide columns' });

  const setVisible = (key: string, visible: boolean) => {
    const hidden = (columns ?? [])
      .filter((c) => (c.key === key ? !visible : !c.visible))
      .map((c) => c.key);
    onColumnsChange?.(hidden);
  };

  return (
    <Tooltip.Provider delayDuration={300}>
      <div
        role="group"
        aria-label={i18n._({ id: 'kit.toolbar.label', message: 'Table tools' })}
        className={[styles.toolbar, className].filter(Boolean).join(' ')}
        data-slot="right-toolbar"
      >
        <Tip label={searchLabel}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={searchLabel}
            onClick={onToggleSearch}
          >
            <SearchIcon />
          </button>
        </Tip>
        <Tip label={refreshLabel}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={refreshLabel}
            onClick={onRefresh}
          >
            <RefreshIcon />
          </button>
        </Tip>
        {columns && columns.length > 0 ? (
          <DropdownMenu.Root modal={false}>
            <Tip label={columnsLabel}>
              <DropdownMenu.Trigger className={styles.iconButton} aria-label={columnsLabel}>
                <ColumnsIcon />
              </DropdownMenu.Trigger>
            </Tip>
            <DropdownMenu.Portal container={container}>
              <div className={portalClass}>
                <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
                  <DropdownMenu.Label className={styles.menuLabel}>
                    {columnsLabel}
                  </DropdownMenu.Label>
                  {columns.map((column) => (
                    <DropdownMenu.CheckboxItem
                      key={column.key}
                      className={styles.menuItem}
                      checked={column.visible}
                      onCheckedChange={(checked) => setVisible(column.key, checked)}
                      // Keep the menu open so several columns can be switched in a row.
                      onSelect={(event) => event.preventDefault()}
                    >
                      <span className={styles.menuCheck} aria-hidden="true">
                        {column.visible ? '✓' : ''}
                      </span>
                      {column.title}
                    </DropdownMenu.CheckboxItem>
                  ))}
                </DropdownMenu.Content>
              </div>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
      </div>
    </Tooltip.Provider>
  );
}
