import { createConsole, memoryLanguageSource } from '@wcm/console-core';
import { createPageRegistry } from '@wcm/console-pages';
import { createUiPresenter } from '@wcm/console-ui';
import { AREAS } from './areas';
import { portalTokenStore } from './token-store';

/** The portal's router base. */
export const BASE = '/partner';

// Messages, notifications and confirmations of the WCM pages (without the viewport every
// confirmation answers "no").
export const { presenter, Viewport } = createUiPresenter();

/** The portal's WCM console: own API root, token store and language (English, in memory). */
export const wcm = createConsole({
  apiBase: '/partner-api',
  tokenSource: portalTokenStore(),
  languageSource: memoryLanguageSource('en'),
  presenter,
  // After an expired session is confirmed, WCM asks to go to its landing page.
  onNavigate: () => window.location.assign(`${BASE}/sign-in`),
});

/** The embedded areas' pages, linking to the portal's paths. */
export const registry = createPageRegistry(
  AREAS.map((area) => area.module),
  {
    i18n: wcm.i18n,
    paths: Object.fromEntries(AREAS.map((area) => [area.module.id, area.paths])),
  },
);
