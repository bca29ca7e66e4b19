import { I18nProvider } from '@lingui/react';
import { createConsole, storageLanguageSource } from '@wcm/console-core';
import { ConsoleProvider, ConsoleRoot, createUiPresenter } from '@wcm/console-ui';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { HostRoutes } from './host-routes';
import './global.css';
import { createHostRegistry } from './host-registry';
import { createHostI18n, loadHostMessages } from './i18n';
import { createNotice } from './notice';
import { preloadOnSessionChange } from './preload';
import { BASE_PATH } from './product';

type Navigate = (path: string) => void;

/**
 * The console is created before the router exists: core navigates through this bridge, which
 * uses the router once it is mounted and a full page load before that.
 */
function createNavigationBridge() {
  let router: Navigate | undefined;
  return {
    navigate: (path: string) =>
      router ? router(path) : window.location.assign(`${BASE_PATH}${path}`),
    attach(navigate: Navigate) {
      router = navigate;
      return () => {
        if (router === navigate) router = undefined;
      };
    },
  };
}

function RouterBridge({ bridge }: { bridge: ReturnType<typeof createNavigationBridge> }) {
  const navigate = useNavigate();
  useEffect(() => bridge.attach((path) => void navigate(path)), [bridge, navigate]);
  return null;
}

async function start(element: HTMLElement) {
  const languageSource = storageLanguageSource();
  const i18n = await createHostI18n(languageSource.get());
  const { presenter, Viewport } = createUiPresenter();
  const bridge = createNavigationBridge();
  const wcm = createConsole({
    apiBase: '/prod-api',
    languageSource,
    presenter,
    i18n,
    loadMessages: loadHostMessages,
    onNavigate: bridge.navigate,
  });
  // Once signed out (e.g. the guard gave up after user info failed with 401), an open re-login
  // question is moot: it would only cover the sign-in page, where the guard's message explains.
  wcm.session.$state.listen((state) => {
    if (!state.token) presenter.cancelConfirms();
  });
  const registry = createHostRegistry(i18n);
  preloadOnSessionChange(wcm.session.$state, registry);
  const notice = createNotice(presenter);
  createRoot(element).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConsoleProvider console={wcm}>
          <ConsoleRoot>
            {/* Declarative router, not createBrowserRouter: the data router alone is ~18 KB gzip,
                which pushed the sign-in page past its 110 KiB budget. Without transitions, a lazy
                page suspends into the progress bar instead of silently keeping the old page. */}
            <BrowserRouter basename={BASE_PATH} useTransitions={false}>
              <RouterBridge bridge={bridge} />
              <HostRoutes registry={registry} notice={notice} />
            </BrowserRouter>
            <Viewport />
          </ConsoleRoot>
        </ConsoleProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
