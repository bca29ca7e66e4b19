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
// --- Request pipeline, presenter and downloads (spec sections 7-9) ---
export type { ApiErrorKind } from './api/api-error';
export {
  createCall,
  ERROR_MESSAGE_DURATION_MS,
  interpretAnswer,
  PASS_THROUGH_CODE,
} from './api/call';
export type { AnswerOutcome, CallOptions, WcmCall } from './api/call';
export { DEFAULT_ROUTER_BASE } from './api/create-console';
export {
  checkDuplicateSubmit,
  createDuplicateSubmitGuard,
  DUPLICATE_SUBMIT_INTERVAL_MS,
  DUPLICATE_SUBMIT_MAX_BYTES,
  duplicateSubmitMiddleware,
} from './api/duplicate-submit';
export type {
  DuplicateSubmitGuard,
  DuplicateSubmitMiddlewareDeps,
  DuplicateSubmitOptions,
  DuplicateSubmitVerdict,
  SubmitRecord,
} from './api/duplicate-submit';
export { encodeQuery } from './api/encode-query';
export {
  errorCodeMessages,
  errorTextFor,
  reloginMessages,
  requestMessages,
  translate,
} from './api/messages';
export { timeoutMiddleware } from './api/middlewares';
export { createRelogin, RELOGIN_LANDING } from './api/relogin';
export type { ReloginDeps } from './api/relogin';
export {
  CAPTCHA_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  REPEAT_SUBMIT_HEADER,
  requestHeaders,
  TIMEOUT_HEADER,
} from './api/request-flags';
export type { RequestFlags } from './api/request-flags';
export { RequestTimeoutError, withTimeout } from './api/timeout';
export { createDownloads, DOWNLOAD_FILENAME_HEADER, downloadMessages } from './download/download';
export type { DownloadDeps, Downloads } from './download/download';
export { saveBlobWithAnchor } from './download/save-blob';
export type { SaveBlob } from './download/save-blob';
export type {
  ConfirmOptions,
  LoadingHandle,
  MessageOptions,
  NotifyOptions,
  Presenter,
  PresenterTone,
} from './presenter/presenter';
export { silentPresenter } from './presenter/silent-presenter';
export type {
  PresenterCall,
  SilentPresenter,
  SilentPresenterOptions,
} from './presenter/silent-presenter';
// --- end of request pipeline block ---
export {
  LANGUAGE_STORAGE_KEY,
  memoryLanguageSource,
  storageLanguageSource,
} from './i18n/language-source';
export type { LanguageSource } from './i18n/language-source';
export { catalogueLoader } from './i18n/catalogues';
export type { CatalogueImports } from './i18n/catalogues';
export { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES } from './i18n/locales';
export { loadMessages as loadCoreMessages } from './locales/load';
export type { Locale } from './i18n/locales';
export { createDateTimeFormat, parseServerTime, SERVER_UTC_OFFSET_MINUTES } from './time/date-time';
export type { DateTimeFormat, DateTimeFormatOptions, TimeInput } from './time/date-time';
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
  PasswordPrompt,
  SessionState,
  SessionStore,
  SessionUser,
} from './session/session-types';
export { cookieTokenSource, memoryTokenSource, TOKEN_COOKIE_NAME } from './session/token-source';
export type { TokenSource } from './session/token-source';

// --- Validators (spec section 5): pure rules returning ValidationResult with Lingui messages ---
export {
  CERTIFICATE_FILE_TYPES,
  CERTIFICATE_MAX_SIZE_MB,
  PRIVATE_KEY_FILE_TYPES,
  validateCertificateFile,
  validateCertificateForm,
  validatePrivateKeyFile,
} from './validators/certificate';
export type { CertificateForm, TimeValue } from './validators/certificate';
export {
  DNS_FAILED_MESSAGE,
  DOMAIN_MAX_LENGTH,
  isValidDomainName,
  validateDnsVerified,
  validateDomainName,
} from './validators/domain';
export type { DnsVerificationStatus } from './validators/domain';
export {
  EDITOR_IMAGE_MAX_BYTES,
  EDITOR_IMAGE_TYPES,
  validateEditorImage,
} from './validators/editor-image';
export { fileExtension, KB, MB } from './validators/file-name';
export type { FileLike } from './validators/file-name';
export {
  DEFAULT_FILE_LIMIT,
  DEFAULT_FILE_SIZE_MB,
  DEFAULT_FILE_TYPES,
  validateUploadCount,
  validateUploadFile,
} from './validators/file-upload';
export type { FileUploadOptions } from './validators/file-upload';
export {
  checkImageShape,
  COVER_RATIO,
  ImageFileReadError,
  RATIO_TOLERANCE,
  validateImageShape,
} from './validators/image-dimensions';
export type {
  ImageReader,
  ImageShapeOptions,
  ImageShapeRule,
  ImageSize,
} from './validators/image-dimensions';
export {
  createBrowserImageReader,
  decodeWithImageElement,
  readDataUrlWithFileReader,
} from './validators/image-reader';
export type { BrowserImageReaderDeps } from './validators/image-reader';
export {
  IMAGE_SLOT_HINT_PRESET,
  IMAGE_UPLOAD_DEFAULTS,
  IMAGE_UPLOAD_GALLERY,
  validateCoverRequired,
  validateImageCount,
  validateImageFile,
} from './validators/image-upload';
export type { ImageUploadOptions } from './validators/image-upload';
export { LIBRARY_FORBIDDEN_TYPES, validateLibraryFile } from './validators/library';
export { validateLoginForm } from './validators/login';
export {
  PASSWORD_MAX_LENGTH,
  validateNewPassword,
  validatePasswordConfirmation,
} from './validators/password';
export type { LoginFormErrors, LoginFormValues } from './validators/login';
export { sanitisePastedHtml } from './validators/paste-sanitiser';
export type { HtmlParser } from './validators/paste-sanitiser';
export {
  checkRestrictedContent,
  RESTRICTED_EDITOR_TAGS,
  validateRestrictedImageUpload,
} from './validators/restricted-editor';
export {
  compareBySortValue,
  toPositiveInteger,
  validatePositiveNumber,
  validateRecommendedCount,
  validateSortValue,
} from './validators/numbers';
export type { NumericInput } from './validators/numbers';
export {
  CANNOT_BE_EMPTY_MESSAGE,
  FORM_INCOMPLETE_MESSAGE,
  FORM_INVALID_MESSAGE,
  validateCustomAttributes,
  validateForm,
  validateSecondaryCategory,
  validateSpecificationTable,
} from './validators/product';
export type { CustomAttribute, SpecificationTableOptions } from './validators/product';
export { firstFailure, formatValidation, invalid, VALID } from './validators/result';
export type { ValidationFailure, ValidationOk, ValidationResult } from './validators/result';

// --- Stores, storage helpers, permission-added routes and header search ---
export { documentCookieJar, memoryCookieJar } from './storage/cookie-jar';
export type { CookieDocument, CookieJar, CookieOptions } from './storage/cookie-jar';
export { memoryStorage } from './storage/memory-storage';
export {
  browserStorage,
  createStorageHelper,
  localCache,
  sessionCache,
} from './storage/storage-helper';
export type { StorageHelper, StorageKind } from './storage/storage-helper';
export {
  createAppStore,
  DEFAULT_SIZE,
  deviceForWidth,
  isSize,
  MOBILE_BREAKPOINT,
  SETTINGS_DRAWER_WIDTH,
  SIDEBAR_STATUS_COOKIE,
  SIDEBAR_WIDTH,
  SIZE_COOKIE,
  SIZE_OPTIONS,
} from './stores/app-store';
export type {
  AppState,
  AppStore,
  AppStoreOptions,
  Device,
  SidebarState,
  Size,
} from './stores/app-store';
export {
  apiDictLoader,
  createDictStore,
  selectDictLabel,
  selectDictLabels,
  toDictEntry,
} from './stores/dict-store';
export type { DictDataRow, DictEntry, DictLoader, DictStore } from './stores/dict-store';
export { createLanguageStore, LOCALE_NAMES, MENU_LOCALES } from './stores/language-store';
export type { LanguageStore, LanguageStoreOptions } from './stores/language-store';
export {
  createLayoutSettingsStore,
  DEFAULT_LAYOUT_SETTINGS,
  DEFAULT_THEME_COLOR,
  documentTitle,
  isValidSetting,
  LAYOUT_SETTINGS_KEY,
  PREDEFINED_THEME_COLORS,
} from './stores/layout-settings-store';
export type {
  LayoutSettings,
  LayoutSettingsStore,
  LayoutSettingsStoreOptions,
  SideTheme,
} from './stores/layout-settings-store';
export {
  createTagsViewStore,
  homeView,
  isRefreshPath,
  lastViewPath,
  REDIRECT_PATH,
  refreshPath,
  refreshTarget,
  UNTITLED_VIEW_TITLE,
} from './stores/tags-view-store';
export type {
  TagsViewState,
  TagsViewStore,
  TagsViewStoreOptions,
  VisitedView,
  VisitedViewMeta,
} from './stores/tags-view-store';
export { filterDynamicRoutes, PERMISSION_ROUTES } from './router/permission-routes';
export type {
  FilterDynamicRoutesOptions,
  PermissionRoute,
  RouteAccess,
} from './router/permission-routes';
export {
  DIGITS_ONLY,
  matchesDigitsOnly,
  matchRoutePattern,
  routePatternWithConstraints,
} from './router/route-pattern';
export type { RoutePattern } from './router/route-pattern';
export { createRouteSearch, ROUTE_SEARCH_OPTIONS, routeSearchEntries } from './router/route-search';
export type { RouteSearch, RouteSearchEntry, RouteSearchResult } from './router/route-search';
export { buildBreadcrumb, matchRouterChain } from './router/breadcrumb';
export { HOME_PATH, HOME_TITLE } from './router/home';
export type { BreadcrumbItem, MatchedRoute } from './router/breadcrumb';
export {
  MORE_MENU_TITLE,
  splitTopMenu,
  TOP_MENU_ITEM_WIDTH,
  topMenuVisibleCount,
} from './router/top-menu';
export type { TopMenuSplit } from './router/top-menu';
