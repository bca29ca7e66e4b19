import { I18nProvider } from '@lingui/react';
import { createConsole } from '@wcm/console-core';
import { authModule, createPageRegistry, errorModule, homeModule } from '@wcm/console-pages';
import { ConsoleProvider } from '@wcm/console-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { HostRoutes } from './host-routes';
import './global.css';
import { createHostI18n } from './i18n';
import { createNotice } from './notice';
import { BASE_PATH } from './product';

async function start(element: HTMLElement) {
  const wcm = createConsole({ apiBase: '/prod-api' });
  const i18n = await createHostI18n(wcm.languageSource.get());
  // Content areas are added here as they are built; unknown component names show a placeholder.
  const registry = createPageRegistry([authModule, errorModule, homeModule]);
  const notice = createNotice();
  createRoot(element).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConsoleProvider console={wcm}>
          {/* Declarative router, not createBrowserRouter: the data router alone is ~18 KB gzip,
              which pushed the sign-in page past its 110 KiB budget. Without transitions, a lazy
              page suspends into the progress bar instead of silently keeping the old page. */}
          <BrowserRouter basename={BASE_PATH} useTransitions={false}>
            <HostRoutes registry={registry} notice={notice} />
          </BrowserRouter>
        </ConsoleProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
