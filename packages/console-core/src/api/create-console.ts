import createClient, { type Client } from 'openapi-fetch';
import { storageLanguageSource, type LanguageSource } from '../i18n/language-source';
import { createSessionStore } from '../session/session-store';
import type { SessionStore } from '../session/session-types';
import { cookieTokenSource, type TokenSource } from '../session/token-source';
import { authMiddleware, languageMiddleware, sessionExpiryMiddleware } from './middlewares';
import type { paths } from './schema.gen';
import { createSessionExpiry } from './session-expiry';

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
}

/** One console instance: API client, session and helpers, with no global state. */
export interface WcmConsole {
  readonly apiBase: string;
  readonly tokenSource: TokenSource;
  readonly languageSource: LanguageSource;
  /** openapi-fetch client with the Bearer, Accept-Language and session-expiry middlewares. */
  readonly api: Client<paths>;
  readonly session: SessionStore;
  /** Listens for expired sessions (once per expiry until sign-in or logout); returns unsubscribe. */
  onSessionExpired(listener: () => void): () => void;
  /**
   * Ends the pending expiry without signing in or out (the user dismissed the prompt), so the
   * next 401 is reported again, as RuoYi does when its re-login dialog is cancelled.
   */
  resetSessionExpired(): void;
  /** '' stays ''; http(s), data: and blob: URLs stay as they are; other paths get the API base. */
  resolveAssetUrl(path: string | undefined): string;
}

const ABSOLUTE_ASSET = /^(https?:|data:|blob:)/i;

/** Creates a console from its config; several consoles can live on one page. */
export function createConsole(config: ConsoleConfig): WcmConsole {
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const tokenSource = config.tokenSource ?? cookieTokenSource();
  const languageSource = config.languageSource ?? storageLanguageSource();
  const expiry = createSessionExpiry();
  const api = createClient<paths>({
    baseUrl: apiBase,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  api.use(
    authMiddleware(tokenSource),
    languageMiddleware(languageSource),
    sessionExpiryMiddleware(expiry.notify),
  );

  function resolveAssetUrl(path: string | undefined): string {
    if (!path) return '';
    if (ABSOLUTE_ASSET.test(path)) return path;
    return `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  const session = createSessionStore({ api, tokenSource, expiry, resolveAssetUrl });
  return {
    apiBase,
    tokenSource,
    languageSource,
    api,
    session,
    onSessionExpired: expiry.subscribe,
    resetSessionExpired: expiry.reset,
    resolveAssetUrl,
  };
}
