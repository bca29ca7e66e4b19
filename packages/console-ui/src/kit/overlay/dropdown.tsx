import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import { menuContent, menuItem } from '../menu.css';
import * as styles from './overlay.css';

/** One entry of a {@link Dropdown}. */
export interface DropdownItem {
  key: string;
  label: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Destructive action, drawn in the danger colour. */
  danger?: boolean;
  onSelect: () => void;
}

/** Props of {@link Dropdown}. */
export interface DropdownProps {
  items: readonly DropdownItem[];
  /** The trigger: one button element (it gets `aria-haspopup="menu"` and `aria-expanded`). */
  children: ReactElement;
  /** @default 'start' */
  align?: 'start' | 'center' | 'end';
}

/** Action menu on a trigger (Radix dropdown-menu: arrows, type-ahead, Escape). */
export function Dropdown({ items, children, align = 'start' }: DropdownProps) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    // Non-modal so a dialog opened from an item gets the pointer back at once.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <div className={portalClass}>
          <DropdownMenu.Content className={menuContent} align={align} sideOffset={4}>
            {items.map((item) => (
              <DropdownMenu.Item
                key={item.key}
                className={[menuItem, item.danger && styles.menuDanger].filter(Boolean).join(' ')}
                disabled={item.disabled}
                onSelect={item.onSelect}
                data-danger={item.danger || undefined}
              >
                {item.icon ? (
                  <span className={styles.menuIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </div>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
