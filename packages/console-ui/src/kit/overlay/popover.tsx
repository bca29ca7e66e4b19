import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import * as styles from './overlay.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The trigger: one button element (it gets `aria-expanded` and `aria-controls`). */
  trigger: ReactElement;
  children: ReactNode;
  /** Controlled open state; leave unset for an uncontrolled popover. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the panel (it has `role="dialog"`). */
  'aria-label'?: string;
  /** Panel width: px number or CSS length. */
  width?: number | string;
}

/** Floating panel anchored to a trigger (Radix popover: Escape and outside click close it). */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  width,
  ...rest
}: PopoverProps) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <div className={portalClass}>
          <RadixPopover.Content
            className={styles.floating}
            side={side}
            align={align}
            sideOffset={6}
            style={{ width }}
            aria-label={rest['aria-label']}
            data-slot="popover"
          >
            {children}
          </RadixPopover.Content>
        </div>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
