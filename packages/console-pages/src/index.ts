/** Module descriptor types. */
export type { CatalogueLoaders, ModuleRoute, PageLoader, PageModule } from './registry/page-module';
/** Registry mapping backend component names to lazy pages. */
export { createPageRegistry } from './registry/create-page-registry';
export type {
  PageRegistry,
  PageRegistryOptions,
  PlaceRoute,
} from './registry/create-page-registry';
/** Places an area's pages link to, and the paths a mounting app gives them. */
export type { AreaPlaces, PagePaths, PagePlace } from './common/links';
/** A lazy component that can be loaded ahead of rendering (then it renders without suspending). */
export { lazyPage } from './registry/lazy-page';
export type { LazyPage } from './registry/lazy-page';
/** "Not available yet" page for component names no module serves. */
export { PlaceholderPage } from './registry/placeholder-page';

/** Where lists keep their state: the URL under a prefix (portals), or memory. */
// Straight from its module: the list barrel would put the list code in the sign-in chunk.
export { ListStateProvider } from './common/list/list-state';
export type { ListStateProviderProps, ListStateSettings } from './common/list/list-state';
/**
 * Types of a list-and-form page described once (see common/resource/README.md). The component
 * is not exported from this barrel: the host's sign-in chunk takes every module the barrel
 * reaches (apps/host/chunk-groups.ts); a subpath export for portals is still to come.
 */
export type {
  CustomFieldProps,
  FieldContext,
  FieldRule,
  ResourceColumn,
  ResourceDescriptor,
  ResourceField,
  ResourceFilter,
  ResourcePageApi,
  ResourcePageProps,
  ResourcePath,
  ResourceRow,
  ResourceText,
  ResourceValues,
} from './common/resource';

/** Sign-in and registration (`/login`, `/register`). */
export { authModule, loginModule } from './auth/index';
/** 404 and 401 pages. */
export { errorModule } from './error/index';
/** Home page at `/index`. */
export { homeModule } from './home/index';
/** Users, roles, departments, positions and the personal centre. */
export { orgModule } from './org/index';
/** Menus, dictionaries, parameters, notices and the logs. */
export { systemModule } from './system/index';
/** Product categories, products and the product draft box. */
export { productsModule } from './products/index';
/** Followers, comments, document library, download applications; RFQ list and detail (portal-mountable). */
export { businessModule, quotationModule } from './business/index';
export { QUOTATION_PLACES } from './business/places';
/** Knowledge centre: articles, drafts, publication records, FAQ, certificates, solutions, cases. */
export { knowledgeModule } from './knowledge/index';
/** Brand and company profile, equity, employees, service providers, customer-service contacts. */
export { companyModule } from './company/index';
/** Monitoring pages. */
export { monitorModule } from './monitor/index';
/** Domain settings, custom domains, domain management, change records, deployment plans. */
export { domainModule } from './domain/index';
/** Website decoration, website statistics and the home dashboard. */
export { siteModule } from './site/index';
/** System tools. */
export { toolsModule } from './tools/index';

/** Sign-in page without router binding; the host or a portal decides where to go next. */
export { LoginPage } from './auth/login-page';
export type { LoginPageProps, RegisterLink } from './auth/login-page';
/** Sign-in page bound to react-router (reads `?redirect=` and the register page's note). */
export { LoginRoute } from './auth/login-route';
export type { LoginRouteState } from './auth/login-route';
/** Registration page: the form while sys.account.registerUser is on, else "closed". */
export { RegisterPage } from './auth/register-page';
/** Blocking "choose a new password" dialog while the session's password is initial or expired. */
export { PasswordChangeGate } from './auth/password-gate';
export type { PasswordChangeGateProps } from './auth/password-gate';
/** Same-origin check for the post-sign-in `redirect` parameter. */
export { DEFAULT_LANDING, safeRedirect } from './auth/safe-redirect';
/** Field names and values of the sign-in form (its rule is core's `validateLoginForm`). */
export type { LoginField, LoginValues } from './auth/use-login-form';
export { NotFoundPage } from './error/not-found-page';
export { UnauthorizedPage } from './error/unauthorized-page';
export { HomePage } from './home/home-page';

/** Prompt shown when the session expired (spec section 8). */

/** Compiled catalogue of this package for a locale. */
export { loadMessages as loadPagesMessages } from './locales/load';
