import { useLingui } from '@lingui/react';
import { useCallback, useSyncExternalStore } from 'react';

import { IconButton } from '../kit/icon-button';
import { ToolIcon } from './header-menu';
import * as styles from './header-tools.css';

/** Props of {@link FullscreenButton}. */
export interface FullscreenButtonProps {
  /** Shows a message when the browser has no Fullscreen API (e.g. through the presenter). */
  onUnsupported: (text: string) => void;
  /** @default globalThis.document */
  doc?: Document;
}

const subscribeTo = (doc: Document) => (notify: () => void) => {
  doc.addEventListener('fullscreenchange', notify);
  return () => doc.removeEventListener('fullscreenchange', notify);
};

/** Header button entering and leaving full screen (Fullscreen API). */
export function FullscreenButton({ onUnsupported, doc = document }: FullscreenButtonProps) {
  const { i18n } = useLingui();
  const subscribe = useCallback((notify: () => void) => subscribeTo(doc)(notify), [doc]);
  const active = useSyncExternalStore(
    subscribe,
    () => !!doc.fullscreenElement,
    () => false,
  );
  // One name, with the state in aria-pressed (a toggle button must not change its name too).
  const label = i18n._({ id: 'shell.fullscreen.label', message: 'Full screen' });
  const toggle = () => {
    if (!doc.fullscreenEnabled || typeof doc.documentElement.requestFullscreen !== 'function') {
      onUnsupported(
        i18n._({
          id: 'shell.fullscreen.unsupported',
          message: 'Your browser does not support full screen',
        }),
      );
      return;
    }
    const request = active ? doc.exitFullscreen() : doc.documentElement.requestFullscreen();
    void request.catch(() => undefined);
  };
  return (
    <IconButton className={styles.toolButton} label={label} aria-pressed={active} onClick={toggle}>
      <ToolIcon
        d={
          active
            ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
            : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
        }
      />
    </IconButton>
  );
}
