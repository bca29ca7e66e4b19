import { setupI18n, type I18n, type Messages } from '@lingui/core';
import createClient, { type Client } from 'openapi-fetch';
import type { Downloads } from '../download/download';
import { saveBlobWithAnchor, type SaveBlob } from '../download/save-blob';
import { storageLanguageSource, type LanguageSource } from '../i18n/language-source';
import { isLocale, type Locale } from '../i18n/locales';
import {
  createDateTimeFormat,
  SERVER_UTC_OFFSET_MINUTES,
  type DateTimeFormat,
} from '../time/date-time';
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
  /**
   * Messages of a locale for `setLocale`, merged into `i18n` before it switches (the host loads
   * its packages' catalogues here). @default none: the locale switches with what is loaded
   */
  loadMessages?: (locale: Locale) => Promise<Messages>;
  /** IANA zone times are shown in. @default the browser's zone */
  timeZone?: string;
  /**
   * Offset from UTC, in minutes, of the `yyyy-MM-dd HH:mm:ss` times the server sends.
   * @default 480 (GMT+8, as RuoYi and the reference server write them)
   */
  serverUtcOffset?: number;
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
  /**
   * Switches the interface language in place, without a page load: stores the choice, loads the
   * locale's messages (`loadMessages`) and activates it on `i18n`, which re-renders every
   * `useLingui` reader. Data the server translated (menus, dictionaries) keeps its language until
   * fetched again. An unsupported locale does nothing; of overlapping calls the last one wins.
   */
  setLocale(locale: Locale): Promise<void>;
  /** Time formatters for a language (default: the active one) in the console's time zone. */
  dateTimeFormat(locale?: string): DateTimeFormat;
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

  let localeRequest = 0;
  async function setLocale(locale: Locale): Promise<void> {
    if (!isLocale(locale)) return;
    const request = ++localeRequest;
    languageSource.set(locale);
    const messages = config.loadMessages ? await config.loadMessages(locale) : {};
    if (request !== localeRequest) return;
    i18n.load(locale, messages);
    i18n.activate(locale);
  }

  const formats = new Map<string, DateTimeFormat>();
  function dateTimeFormat(locale: string = i18n.locale): DateTimeFormat {
    let format = formats.get(locale);
    if (!format) {
      format = createDateTimeFormat({
        locale,
        timeZone: config.timeZone,
        serverOffsetMinutes: config.serverUtcOffset ?? SERVER_UTC_OFFSET_MINUTES,
      });
      formats.set(locale, format);
    }
    return format;
  }

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
    download: lazyDownloads(() =>
      import('../download/download').then((m) =>
        m.createDownloads({
          api,
          presenter,
          i18n,
          saveBlob: config.saveBlob ?? saveBlobWithAnchor,
        }),
      ),
    ),
    onSessionExpired: expiry.subscribe,
    resetSessionExpired: expiry.reset,
    resolveAssetUrl,
    setLocale,
    dateTimeFormat,
  };
}

/** Download helpers loaded on first use: pages with exports need them, the sign-in page does not. */
function lazyDownloads(load: () => Promise<Downloads>): Downloads {
  let loaded: Promise<Downloads> | undefined;
  const helpers = () => (loaded ??= load());
  return {
    byName: async (fileName, deleteAfter) => (await helpers()).byName(fileName, deleteAfter),
    resource: async (resource) => (await helpers()).resource(resource),
    zip: async (url, name) => (await helpers()).zip(url, name),
    post: async (url, params, filename) => (await helpers()).post(url, params, filename),
  };
}
