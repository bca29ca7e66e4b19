import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

import { ConsolePortal } from '../root/console-portal';
import * as styles from './header-tools.css';
import { LineIcon } from './line-icon';

/** Props of {@link HeaderChoiceMenu}. */
export interface HeaderChoiceMenuProps<T extends string> {
  /** Accessible name (and tooltip) of the icon button. */
  label: string;
  icon: ReactNode;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
}

/** Header icon button opening a single-choice menu (language, size). */
export function HeaderChoiceMenu<T extends string>(props: HeaderChoiceMenuProps<T>) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.toolButton}
        aria-label={props.label}
        title={props.label}
      >
        {props.icon}
      </DropdownMenu.Trigger>
      <ConsolePortal portal={DropdownMenu.Portal}>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.RadioGroup
            value={props.value}
            onValueChange={(value) => {
              if (value !== props.value) props.onChange(value as T);
            }}
          >
            {props.options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className={styles.item}
                lang={option.lang}
              >
                <span className={styles.check} aria-hidden="true">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </ConsolePortal>
    </DropdownMenu.Root>
  );
}

/** Small inline icon of the header tools. */
export function ToolIcon({ d }: { d: string }) {
  return (
    <LineIcon size={18} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </LineIcon>
  );
}
