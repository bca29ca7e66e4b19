import type { MessageDescriptor } from '@lingui/core';
import { hasPermiOr, hasRoleOr } from '../permissions/permissions';
import { DIGITS_ONLY, type RoutePattern } from './route-pattern';

/** A predefined route the client adds when the user may see it (spec §2 table). */
export interface PermissionRoute extends RoutePattern {
  /** Page component name, as `/getRouters` names components ('system/user/authRole'). */
  component: string;
  /** Route name (keep-alive key of the tab). */
  name: string;
  /** Tab and page title; translate with `i18n._(route.title)`. */
  title: MessageDescriptor;
  /** Menu entry highlighted while the page is open. */
  activeMenu?: string;
  /** The route is added if the user holds any of these. */
  permissions?: readonly string[];
  /** Used only when no permission is listed: the route is added if the user holds any. */
  roles?: readonly string[];
}

/** What the user holds, from the session. */
export interface RouteAccess {
  permissions: readonly string[];
  roles: readonly string[];
}

const route = (r: PermissionRoute): PermissionRoute => Object.freeze(r);

/**
 * The eleven routes of spec §2 "Routes added by permission", 'konwledge' spelled as the product
 * has it. Only `:userId` is constrained to digits: the spec says so for it alone.
 */
export const PERMISSION_ROUTES: readonly PermissionRoute[] = Object.freeze([
  route({
    path: '/system/user-auth/role/:userId',
    params: { userId: DIGITS_ONLY },
    component: 'system/user/authRole',
    name: 'AuthRole',
    title: /*i18n*/ { id: 'core.route.authRole', message: 'Assign roles' },
    activeMenu: '/system/user',
    permissions: ['system:user:edit'],
  }),
  route({
    path: '/system/role-auth/user/:roleId',
    component: 'system/role/authUser',
    name: 'AuthUser',
    title: /*i18n*/ { id: 'core.route.authUser', message: 'Assign users' },
    activeMenu: '/system/role',
    permissions: ['system:role:edit'],
  }),
  route({
    path: '/system/dict-data/index/:dictId',
    component: 'system/dict/data',
    name: 'Data',
    title: /*i18n*/ { id: 'core.route.dictData', message: 'Dictionary data' },
    activeMenu: '/system/dict',
    permissions: ['system:dict:list'],
  }),
  route({
    path: '/brand/edit/index/:dictId',
    component: 'brand/edit/index',
    name: 'SolutionEdit',
    title: /*i18n*/ { id: 'core.route.solutionEdit', message: 'Solution edit' },
  }),
  route({
    path: '/brand/prodEdit/index/:dictId',
    component: 'brand/prodEdit/index',
    name: 'ProductEdit',
    title: /*i18n*/ { id: 'core.route.productEdit', message: 'Product add/edit' },
  }),
  route({
    path: '/drafts/draftsProdEdit/index/:dictId',
    component: 'drafts/draftsProdEdit/index',
    name: 'DraftProductEdit',
    title: /*i18n*/ { id: 'core.route.draftProductEdit', message: 'Product draft edit' },
  }),
  route({
    path: '/konwledge/edit/index/:dictId',
    component: 'konwledge/edit/index',
    name: 'ArticlePublish',
    title: /*i18n*/ { id: 'core.route.articlePublish', message: 'Publish article' },
  }),
  route({
    path: '/prod/index/:dictId',
    component: 'prod/index',
    name: 'NewsEdit',
    title: /*i18n*/ { id: 'core.route.newsEdit', message: 'News edit' },
  }),
  route({
    path: '/konwledge/list/index',
    component: 'konwledge/list/index',
    name: 'PublicationRecords',
    title: /*i18n*/ { id: 'core.route.publicationRecords', message: 'Publication records' },
  }),
  route({
    path: '/monitor/job-log/index/:jobId',
    component: 'monitor/job/log',
    name: 'JobLog',
    title: /*i18n*/ { id: 'core.route.jobLog', message: 'Scheduler log' },
    activeMenu: '/monitor/job',
    permissions: ['monitor:job:list'],
  }),
  route({
    path: '/tool/gen-edit/index/:tableId',
    component: 'tool/gen/editTable',
    name: 'GenEdit',
    title: /*i18n*/ { id: 'core.route.genEdit', message: 'Edit generator configuration' },
    activeMenu: '/tool/gen',
    permissions: ['tool:gen:edit'],
  }),
]);

/** Options of {@link filterDynamicRoutes}. */
export interface FilterDynamicRoutesOptions {
  /**
   * What to do with routes that list neither permissions nor roles. 'include' (our reading of
   * spec §2) adds them for every signed-in user; 'exclude' is RuoYi's literal behaviour.
   * @default 'include'
   */
  ungated?: 'include' | 'exclude';
}

/**
 * The predefined routes the user may open (spec §2): a route listing permissions needs at least
 * one of them; otherwise a route listing roles needs at least one of those.
 *
 * Routes listing neither (the product's edit pages, "none listed" in the spec table) are added
 * by default. The spec's rule only speaks of listed permissions and roles; it names these pages
 * as product pages that other screens link to, and RuoYi's literal filter (which drops them)
 * would make them unreachable, so the server's own checks on their API calls are what guards
 * them. Pass `{ ungated: 'exclude' }` to get RuoYi's behaviour.
 */
export function filterDynamicRoutes<R extends Pick<PermissionRoute, 'permissions' | 'roles'>>(
  routes: readonly R[],
  access: RouteAccess,
  options: FilterDynamicRoutesOptions = {},
): R[] {
  const ungated = options.ungated ?? 'include';
  return routes.filter((r) => {
    if (r.permissions && r.permissions.length > 0)
      return hasPermiOr(access.permissions, r.permissions);
    if (r.roles && r.roles.length > 0) return hasRoleOr(access.roles, r.roles);
    return ungated === 'include';
  });
}
