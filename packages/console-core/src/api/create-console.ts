import { setupI18n, type I18n } from '@lingui/core';
import createClient, { type Client } from 'openapi-fetch';
import { createDownloads, type Downloads } from '../download/download';
import { saveBlobWithAnchor, type SaveBlob } from '../download/save-blob';
import { storageLanguageSource, type LanguageSource } from '../i18n/language-source';
import type { Presenter } from '../presenter/presenter';
import { silentPresenter } from '../presenter/silent-presenter';
import { createSessionStore } from '../session/session-store';
import type { SessionStore } from '../session/session-types';
import { cookieTokenSource, type TokenSource } from '../session/token-source';
import { createCall, type WcmCall } from './call';
import { createDuplicateSubmitGuard, duplicateSubmitMiddleware } from './duplicate-submit';
import { encodeQuery } from './encode-query';
import { requestMessages, translate } from './messages';
import {
  authMiddleware,
  languageMiddleware,
  sessionExpiryMiddleware,
  timeoutMiddleware,
} from './middlewares';
import { createRelogin } from './relogin';
import type { paths } from './schema.gen';
import { createSessionExpiry } from './session-expiry';
import { withTimeout } from './timeout';

/**
 * Base path the console's pages live under (spec section 2).
 * @default '/wcm'
 */
export const DEFAULT_ROUTER_BASE = '/wcm';

/** Options of {@link createConsole}. */
export interface ConsoleConfig {
  /** Root of the API, e.g. '/prod-api' or 'https://api.example.com/prod-api'. */
  apiBase: string;
  /** @default cookieTokenSource() */
  tokenSource?: TokenSource;
  /** @default storageLanguageSource() */
  languageSource?: LanguageSource;
  /** Transport for tests or SSR. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Shows messages, notifications, confirmations and overlays. @default silentPresenter() passing warnings to console.warn */
  presenter?: Presenter;
  /** Lingui instance translating the core's texts. @default setupI18n activated on the language source's locale, no catalogue (English source texts) */
  i18n?: I18n;
  /** Base path of the console's pages, used by the default `onNavigate`. @default '/wcm' */
  routerBase?: string;
  /** Goes to a console path such as '/index' (after re-login). @default location.assign(routerBase + path) */
  onNavigate?: (path: string) => void;
  /** Saves downloaded files. @default saveBlobWithAnchor */
  saveBlob?: SaveBlob;
}

/** One console instance: API client, session and helpers, with no global state. */
export interface WcmConsole {
  readonly apiBase: string;
  readonly routerBase: string;
  readonly tokenSource: TokenSource;
  readonly languageSource: LanguageSource;
  readonly presenter: Presenter;
  readonly i18n: I18n;
  /** openapi-fetch client: Bearer, Accept-Language, timeouts, duplicate guard, session expiry. */
  readonly api: Client<paths>;
  readonly session: SessionStore;
  /**
   * Runs an `api` call with the answer handling of spec section 8 (messages, notifications,
   * re-login), e.g. `await wcm.call(wcm.api.GET('/getInfo'))`.
   */
  readonly call: WcmCall;
  /** Blob downloads (spec section 7). */
  readonly download: Downloads;
  /**
   * Listens for expired sessions (once per episode: until the re-login question is answered,
   * or sign-in or logout); returns unsubscribe. The presenter's confirmation is shown anyway.
   */
  onSessionExpired(listener: () => void): () => void;
  /** Ends the pending expiry without signing in or out, so the next 401 is reported again. */
  resetSessionExpired(): void;
  /** '' stays ''; http(s), data: and blob: URLs stay as they are; other paths get the API base. */
  resolveAssetUrl(path: string | undefined): string;
}

const ABSOLUTE_ASSET = /^(https?:|data:|blob:)/i;

function defaultNavigate(routerBase: string): (path: string) => void {
  return (path) => {
    if (typeof location !== 'undefined') location.assign(`${routerBase}${path}`);
  };
}

/** Creates a console from its config; several consoles can live on one page. */
export function createConsole(config: ConsoleConfig): WcmConsole {
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const routerBase = (config.routerBase ?? DEFAULT_ROUTER_BASE).replace(/\/+$/, '');
  const tokenSource = config.tokenSource ?? cookieTokenSource();
  const languageSource = config.languageSource ?? storageLanguageSource();
  const presenter = config.presenter ?? silentPresenter({ warn: (text) => console.warn(text) });
  const locale = languageSource.get();
  const i18n = config.i18n ?? setupI18n({ locale, messages: { [locale]: {} } });
  const warn = (text: string) => (presenter.warn ? presenter.warn(text) : console.warn(text));
  const navigate = config.onNavigate ?? defaultNavigate(routerBase);
  const expiry = createSessionExpiry();
  const api = createClient<paths>({
    baseUrl: apiBase,
    fetch: withTimeout(config.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    querySerializer: encodeQuery,
  });
  // The session store is created below and needs the client; the flow only runs on a 401.
  const relogin = createRelogin({
    expiry,
    presenter,
    i18n,
    logout: () => session.logout(),
    navigate,
  });
  api.use(
    authMiddleware(tokenSource),
    languageMiddleware(languageSource),
    timeoutMiddleware(),
    duplicateSubmitMiddleware({
      guard: createDuplicateSubmitGuard(),
      warn,
      duplicateText: () => translate(i18n, requestMessages.duplicate),
      tooLargeText: (url) => translate(i18n, requestMessages.tooLarge, { url }),
    }),
    sessionExpiryMiddleware(relogin),
  );

  function resolveAssetUrl(path: string | undefined): string {
    if (!path) return '';
    if (ABSOLUTE_ASSET.test(path)) return path;
    // Already resolved (the reference server answers `/prod-api/profile/...`): resolving is
    // idempotent, so a URL passed through twice does not get the base twice.
    if (apiBase.startsWith('/') && path.startsWith(`${apiBase}/`)) return path;
    return `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  const session = createSessionStore({ api, tokenSource, expiry, resolveAssetUrl });
  return {
    apiBase,
    routerBase,
    tokenSource,
    languageSource,
    presenter,
    i18n,
    api,
    session,
    call: createCall({ presenter, i18n }),
    download: createDownloads({
      api,
      presenter,
      i18n,
      saveBlob: config.saveBlob ?? saveBlobWithAnchor,
    }),
    onSessionExpired: expiry.subscribe,
    resetSessionExpired: expiry.reset,
    resolveAssetUrl,
  };
}
