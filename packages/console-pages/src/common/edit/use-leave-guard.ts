import { useLingui } from '@lingui/react';
import { useConsole, usePortalContainer } from '@wcm/console-ui';
import { useEffect, useRef } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/**
 * Warns before leaving a form with unsaved changes. The host mounts a `BrowserRouter`, where
 * react-router's `useBlocker` is unavailable (it needs a data router), so this guards what can
 * be guarded: closing or reloading the browser tab (`beforeunload`) and clicks on in-app links
 * (menu, tabs, breadcrumb), which are held and followed only after a confirmation. Only links
 * inside the console's root are watched: a portal's own navigation (and another console on the
 * same page) is not the form's to hold.
 * `dirty` is read through a ref so a save right before navigating is honoured.
 */
export function useLeaveGuard(dirty: { current: boolean }) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const base = useHref('/');
  const root = usePortalContainer();
  const asking = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!dirty.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      const prefix = base.endsWith('/') ? base : `${base}/`;
      if (url.origin !== window.location.origin || !`${url.pathname}/`.startsWith(prefix)) return;
      const to = `/${url.pathname.slice(prefix.length)}${url.search}${url.hash}`;
      if (to === window.location.pathname.slice(prefix.length - 1)) return;
      event.preventDefault();
      event.stopPropagation();
      if (asking.current) return;
      asking.current = true;
      void wcm.presenter
        .confirm({
          title: i18n._({ id: 'pages.common.edit.leaveTitle', message: 'System prompt' }),
          text: i18n._({
            id: 'pages.common.edit.leave',
            message: 'You have unsaved changes. Leave this page and lose them?',
          }),
          confirmText: i18n._({ id: 'pages.common.edit.leaveOk', message: 'Leave' }),
          cancelText: i18n._({ id: 'pages.common.edit.stay', message: 'Stay' }),
        })
        .then((leave) => {
          asking.current = false;
          if (!leave) return;
          dirty.current = false;
          navigate(to);
        });
    };
    // Outside a ConsoleRoot (tests, a bare page) the whole document is the console's.
    const scope: Node = root ?? document;
    const listener = onClick as EventListener;
    window.addEventListener('beforeunload', onBeforeUnload);
    scope.addEventListener('click', listener, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      scope.removeEventListener('click', listener, true);
    };
  }, [dirty, wcm, i18n, navigate, base, root]);
}

/** How often a dirty form is saved as a draft. */
export const AUTOSAVE_INTERVAL_MS = 30_000;

/** Calls `save` every `interval` ms while `dirty` says there is something new to save. */
export function useAutosave(
  enabled: boolean,
  dirty: { current: boolean },
  save: () => Promise<unknown>,
  interval = AUTOSAVE_INTERVAL_MS,
) {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (dirty.current) void saveRef.current();
    }, interval);
    return () => clearInterval(timer);
  }, [enabled, dirty, interval]);
}
