import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import * as styles from './overlay.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element that accepts a ref (e.g. a button). */
  children: ReactElement;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Hover delay in ms. @default 300 */
  delayDuration?: number;
  /** Renders the trigger alone. @default false */
  disabled?: boolean;
}

/** Hint on hover and keyboard focus (Radix tooltip, own provider; Escape hides it). */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  disabled = false,
}: TooltipProps) {
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  if (disabled) return children;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <div className={portalClass}>
            <RadixTooltip.Content className={styles.tooltip} side={side} sideOffset={6}>
              {content}
            </RadixTooltip.Content>
          </div>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
