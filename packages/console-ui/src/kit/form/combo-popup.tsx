import * as Popover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import * as styles from './fields.css';

/** Props of {@link ComboPopup}. */
export interface ComboPopupProps {
  /** The combobox's field: the panel sits under it, and clicks on it are not outside. */
  anchorRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  /** The listbox. */
  children: ReactNode;
}

/**
 * The open panel of a `multiple` or `filterable` `Select` (Radix popover, anchored to the field),
 * loaded on first use (see `on-demand.ts`).
 */
export function ComboPopup({ anchorRef, onClose, children }: ComboPopupProps) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <Popover.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLDivElement>} />
      <Popover.Portal container={container}>
        <div className={portalClass}>
          <Popover.Content
            className={styles.panel}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              // Clicks on the field itself toggle through its own handler.
              if (anchorRef.current?.contains(e.target as Node)) e.preventDefault();
            }}
          >
            {children}
          </Popover.Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}
