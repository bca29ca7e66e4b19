import type { ComponentType, ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from './console-root';

/** Props of {@link ConsolePortal}. */
export interface ConsolePortalProps {
  /** The Radix primitive's portal: `Dialog.Portal`, `DropdownMenu.Portal`, `ContextMenu.Portal`... */
  portal: ComponentType<{ container?: HTMLElement | null; children?: ReactNode }>;
  children?: ReactNode;
}

/**
 * Portals a popup into the console root; with no root around, into the body wrapped in the
 * default theme and reset (see {@link usePortalClassName}).
 */
export function ConsolePortal({ portal: Portal, children }: ConsolePortalProps) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <Portal container={container}>
      <div className={portalClass}>{children}</div>
    </Portal>
  );
}
