import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  buildBreadcrumb,
  buildMenu,
  createTagsViewStore,
  flattenRoutes,
  HOME_TITLE,
  homeView,
  isRefreshPath,
  matchRouterChain,
  matchRoutePattern,
  PERMISSION_ROUTES,
  type MatchedRoute,
  type PageRoute,
  type VisitedView,
} from '@wcm/console-core';
import { PasswordChangeGate, type ModuleRoute } from '@wcm/console-pages';
import {
  applyTagsAction,
  AppShell,
  Breadcrumb,
  createShellSettings,
  HeaderSearch,
  ProgressBar,
  TagsView,
  useConsole,
  useSession,
  useShellSettingsSnapshot,
  type TagsViewAction,
} from '@wcm/console-ui';
import { Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { BASE_PATH, PRODUCT_NAME } from './product';
import { HeaderTools, useSettingsDrawer } from './shell-tools';
import { DynamicTitleContext } from './use-document-title';

const hrefFor = (path: string) => `${BASE_PATH}${path}`;

/** What the shell knows about the page at a path: its tab and its breadcrumb trail. */
interface CurrentPage {
  view?: VisitedView;
  matched: MatchedRoute[];
}

// A `/getRouters` page first, else a modules' shell route or a permission-added route; nothing for /404 and the
// refresh route, which never become tabs.
function describePage(
  pathname: string,
  fullPath: string,
  pages: readonly PageRoute[],
  moduleRoutes: readonly ModuleRoute[],
  translate: I18n['_'],
): CurrentPage {
  if (isRefreshPath(pathname)) return { matched: [] };
  const page = pages.find((p) => p.path === pathname);
  if (page) {
    const meta = { noCache: page.noCache, ...(page.link ? { link: page.link } : {}) };
    const name = page.name ?? page.path;
    const view = { path: pathname, fullPath, title: page.title, name, meta };
    // Its breadcrumb comes from the `/getRouters` chain.
    return { view, matched: [] };
  }
  const route = moduleRoutes.find((r) => matchPath(r.path, pathname));
  if (route) {
    const title = translate(route.title);
    const meta = { affix: route.affix };
    return {
      view: { path: pathname, fullPath, title, name: route.path, meta },
      matched: [{ path: pathname, title }],
    };
  }
  // Permission-added routes (spec section 2); DynamicPages already sent the user away if not allowed.
  const added = PERMISSION_ROUTES.find((r) => matchRoutePattern(r, pathname));
  if (!added) return { matched: [] };
  const title = translate(added.title);
  const view = { path: pathname, fullPath, title, name: added.name, meta: {} };
  return { view, matched: [{ path: pathname, title }] };
}

/**
 * Signed-in frame: sidebar from `/getRouters`, top bar with breadcrumb, header search and the
 * avatar menu, the visited-page tabs (one store per console session) and the page outlet.
 */
export function ShellLayout({ moduleRoutes }: { moduleRoutes: readonly ModuleRoute[] }) {
  const wcm = useConsole();
  // `_` changes whenever a catalogue arrives (an area's, after its first page): titles of
  // module routes are read again then, instead of staying in the English source text.
  const { i18n, _: translated } = useLingui();
  const { routers, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const menus = useMemo(() => buildMenu(routers), [routers]);
  const pages = useMemo(() => flattenRoutes(routers), [routers]);
  const homeTitle = i18n._(HOME_TITLE);
  const [tags] = useState(() => {
    const store = createTagsViewStore();
    store.addAffixViews([homeView(homeTitle)]);
    return store;
  });
  const { visitedViews } = useSyncExternalStore(
    useCallback((onChange: () => void) => tags.$tags.listen(onChange), [tags]),
    () => tags.$tags.get(),
  );
  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  // Layout settings, size and language of this console (saved ones first).
  const [settings] = useState(() => createShellSettings({ languageSource: wcm.languageSource }));
  const { layout, dark, size } = useShellSettingsSnapshot(settings);
  const settingsDrawer = useSettingsDrawer(settings);

  const { pathname, search } = location;
  const current = useMemo(() => {
    const found = describePage(pathname, pathname + search, pages, moduleRoutes, translated);
    const chain = matchRouterChain(routers, pathname);
    return { ...found, matched: chain.length > 0 ? chain : found.matched };
  }, [pathname, search, pages, moduleRoutes, routers, translated]);

  // Every page shown gets a tab; coming back with another query string updates the tab's link,
  // and a title read again in a newly loaded catalogue updates its name.
  useEffect(() => {
    const view = current.view;
    if (!view) return;
    tags.addView(view);
    const open = tags.$tags.get().visitedViews.find((v) => v.path === view.path);
    const retitled = view.title !== '' && open?.title !== view.title;
    if (open && (open.fullPath !== view.fullPath || retitled))
      tags.updateView({ ...open, fullPath: view.fullPath, title: view.title || open.title });
  }, [current.view, tags]);

  const onTagsAction = useCallback(
    (action: TagsViewAction, view: VisitedView) => {
      const next = applyTagsAction(tags, action, view, pathname);
      // The refresh route replaces itself, so it must not leave a history entry either.
      if (next) void navigate(next, { replace: action === 'refresh' });
    },
    [tags, pathname, navigate],
  );

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
      activePath={pathname}
      user={{
        name: user?.name || user?.userName || '',
        avatar: wcm.resolveAssetUrl(user?.avatar) || undefined,
      }}
      hrefFor={hrefFor}
      onNavigate={onNavigate}
      onSignOut={onSignOut}
      onOpenProfile={() => onNavigate('/user/profile')}
      onOpenSettings={settingsDrawer.open}
      overlays={
        <>
          {settingsDrawer.drawer}
          <PasswordChangeGate onSignOut={() => void onSignOut()} />
        </>
      }
      themeColor={layout.theme}
      dark={dark}
      size={size}
      sideTheme={layout.sideTheme === 'theme-light' ? 'light' : 'dark'}
      showLogo={layout.sidebarLogo}
      showTagsView={layout.tagsView}
      fixedHeader={layout.fixedHeader}
      topNav={layout.topNav}
      headerEnd={<HeaderTools settings={settings} />}
      breadcrumb={
        <Breadcrumb
          items={buildBreadcrumb(current.matched, homeTitle)}
          hrefFor={hrefFor}
          onNavigate={onNavigate}
        />
      }
      search={<HeaderSearch menus={menus} onNavigate={onNavigate} />}
      tagsView={
        <TagsView
          views={visitedViews}
          activePath={pathname}
          hrefFor={hrefFor}
          onNavigate={onNavigate}
          onAction={onTagsAction}
        />
      }
    >
      <DynamicTitleContext.Provider value={layout.dynamicTitle}>
        <Suspense fallback={<ProgressBar active />}>
          <KeepAliveOutlet views={visitedViews} current={current.view} />
        </Suspense>
      </DynamicTitleContext.Provider>
    </AppShell>
  );
}
