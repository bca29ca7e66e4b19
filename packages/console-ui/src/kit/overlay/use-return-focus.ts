import { useLayoutEffect, useRef } from 'react';

/**
 * Radix modal dialogs send the focus back to their own `Dialog.Trigger` only; ours are opened by
 * any button. Remembers what had the focus when `open` became true and returns an
 * `onCloseAutoFocus` handler that puts it back there.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // Layout effect: runs before the dialog's focus scope moves the focus inside.
  useLayoutEffect(() => {
    const active = document.activeElement;
    // Nothing to return to when the dialog opened without a focused control (e.g. on load).
    if (open)
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
