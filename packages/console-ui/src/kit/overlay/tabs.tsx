import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

import * as styles from './overlay.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Active key (controlled). */
  value?: string;
  /** Initially active key (uncontrolled). @default the first item */
  defaultValue?: string;
  onChange?: (key: string) => void;
  /** Name of the tab list. */
  'aria-label'?: string;
  className?: string;
}

/** Tab strip with panels (Radix tabs: arrows move between tabs, panels are linked). */
export function Tabs({ items, value, defaultValue, onChange, className, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.key) : undefined}
      onValueChange={onChange}
      data-slot="tabs"
    >
      <RadixTabs.List className={styles.tabsList} aria-label={rest['aria-label']}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.key}
            value={item.key}
            disabled={item.disabled}
            className={styles.tabsTrigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.key} value={item.key} className={styles.tabsPanel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
