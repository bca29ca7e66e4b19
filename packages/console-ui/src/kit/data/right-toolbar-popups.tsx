import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import type { ToolbarColumn } from './right-toolbar';
import * as styles from './toolbar.css';

/** One round button of the toolbar. */
export interface ToolbarTool {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** Props of {@link RightToolbarPopups}. */
export interface RightToolbarPopupsProps {
  tools: readonly ToolbarTool[];
  /** The column chooser's columns, label and icon; left out without columns. */
  chooser?: { columns: readonly ToolbarColumn[]; label: string; icon: ReactNode };
  setVisible: (key: string, visible: boolean) => void;
  /** Opens the column menu at once (the press that woke it asked to). */
  defaultOpen: boolean;
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

/**
 * The buttons of `RightToolbar` with their tooltips and the column menu (Radix tooltip and
 * dropdown menu), loaded on first use (see `on-demand.ts`); until then the buttons are at rest.
 */
export function RightToolbarPopups({ tools, chooser, setVisible, defaultOpen }: RightToolbarPopupsProps) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <Tooltip.Provider delayDuration={300}>
      {tools.map((tool) => (
        <Tip key={tool.label} label={tool.label}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={tool.label}
            onClick={tool.onClick}
          >
            {tool.icon}
          </button>
        </Tip>
      ))}
      {chooser ? (
        <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
          <Tip label={chooser.label}>
            <DropdownMenu.Trigger className={styles.iconButton} aria-label={chooser.label}>
              {chooser.icon}
            </DropdownMenu.Trigger>
          </Tip>
          <DropdownMenu.Portal container={container}>
            <div className={portalClass}>
              <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
                <DropdownMenu.Label className={styles.menuLabel}>{chooser.label}</DropdownMenu.Label>
                {chooser.columns.map((column) => (
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
    </Tooltip.Provider>
  );
}
