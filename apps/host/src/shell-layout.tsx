import { buildMenu } from '@wcm/console-core';
import { AppShell, ProgressBar, useConsole, useSession } from '@wcm/console-ui';
import { Suspense, useCallback, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { BASE_PATH, PRODUCT_NAME } from './product';

const hrefFor = (path: string) => `${BASE_PATH}${path}`;

/** Signed-in frame: sidebar from `/getRouters`, top bar with the avatar menu, page outlet. */
export function ShellLayout() {
  const wcm = useConsole();
  const { routers, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const menus = useMemo(() => buildMenu(routers), [routers]);
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  // Spec section 2: the landing after sign-out is /wcm, which the guard turns into
  // /wcm/login?redirect=%2F. A full load (as RuoYi does) also drops every in-memory store of
  // the previous user, and it cannot race the guard's own redirect as a router navigation can.
  const onSignOut = useCallback(async () => {
    await wcm.session.logout();
    window.location.assign(hrefFor('/'));
  }, [wcm]);

  return (
    <AppShell
      productName={PRODUCT_NAME}
      menus={menus}
      activePath={location.pathname}
      user={{
        name: user?.name || user?.userName || '',
        avatar: wcm.resolveAssetUrl(user?.avatar) || undefined,
      }}
      hrefFor={hrefFor}
      onNavigate={onNavigate}
      onSignOut={onSignOut}
    >
      <Suspense fallback={<ProgressBar active />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
