import { useLingui } from '@lingui/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import * as styles from './overlay.css';
import { useReturnFocus } from './use-return-focus';

/** Default drawer width (spec: settings drawer 280 px). */
export const DEFAULT_DRAWER_SIZE = 280;

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** @default 'right' */
  side?: 'right' | 'left';
  /** Width in px (or a CSS length). @default 280 */
  size?: number | string;
  /** Bottom row, e.g. Save/Cancel buttons. */
  footer?: ReactNode;
  /** Close on a backdrop click. @default true */
  closeOnOverlayClick?: boolean;
}

/** Modal side sheet (Radix dialog): focus trapped, Escape and × close it. */
export function Drawer(props: DrawerProps) {
  const {
    open,
    onOpenChange,
    title,
    children,
    side = 'right',
    size = DEFAULT_DRAWER_SIZE,
    footer,
  } = props;
  const { i18n } = useLingui();
  const returnFocus = useReturnFocus(open);
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <div className={portalClass}>
          <RadixDialog.Overlay className={styles.backdrop} />
          <RadixDialog.Content
            className={styles.drawer[side]}
            style={{ width: size }}
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
            onPointerDownOutside={(e) => {
              if (props.closeOnOverlayClick === false) e.preventDefault();
            }}
            data-slot="drawer"
            data-side={side}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <RadixDialog.Close
                className={styles.closeButton}
                aria-label={i18n._({ id: 'kit.drawer.close', message: 'Close' })}
              >
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            </div>
            <div className={styles.body}>{children}</div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
