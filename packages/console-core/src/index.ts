// Public API of @wcm/console-core: framework-free client, session, guard, permissions, routes.
export { ApiError, isApiError } from './api/api-error';
export { createConsole } from './api/create-console';
export type { ConsoleConfig, WcmConsole } from './api/create-console';
export {
  authMiddleware,
  languageMiddleware,
  sessionExpiryMiddleware,
  NO_TOKEN,
  NO_TOKEN_HEADER,
} from './api/middlewares';
export type { components, operations, paths } from './api/schema.gen';
export { createSessionExpiry } from './api/session-expiry';
export type { SessionExpiry } from './api/session-expiry';
export { unwrap } from './api/unwrap';
export type { ApiSuccess, FetchResult } from './api/unwrap';
export {
  LANGUAGE_STORAGE_KEY,
  memoryLanguageSource,
  storageLanguageSource,
} from './i18n/language-source';
export type { LanguageSource } from './i18n/language-source';
export { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES } from './i18n/locales';
export type { Locale } from './i18n/locales';
export {
  ALL_PERMISSION,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  SUPER_ADMIN_ROLE,
} from './permissions/permissions';
export { decideNavigation, LOGIN_PATH, loginRedirect, WHITE_LIST } from './router/guard';
export type { GuardDecision, GuardInput } from './router/guard';
export type { RouterMeta, RouterVo } from './router/router-vo';
export {
  buildMenu,
  flattenRoutes,
  isExternal,
  joinRoutePath,
  LAYOUT_COMPONENTS,
} from './router/routes';
export type { MenuItem, PageRoute } from './router/routes';
export { DEFAULT_AVATAR } from './session/default-avatar';
export { createSessionStore, DEFAULT_ROLE } from './session/session-store';
export type { SessionStoreDeps } from './session/session-store';
export type {
  Captcha,
  LoginBody,
  SessionState,
  SessionStore,
  SessionUser,
} from './session/session-types';
export { cookieTokenSource, memoryTokenSource, TOKEN_COOKIE_NAME } from './session/token-source';
export type { TokenSource } from './session/token-source';
