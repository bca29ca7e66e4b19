import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { AuthRequirement } from '../plugins/auth';
import { requestSchema } from '../plugins/contract';
import type { BusinessType } from '../plugins/oper-log-config';
import type { Handler } from './operations';

/** A route of an area next to (or without) its resource: changeStatus, refreshCache, unlock… */
export interface ExtraRoute {
  /** The requirement: an action of the area's permission (`'remove'`) or any requirement. */
  auth: string | AuthRequirement;
  /** Operation-log business type (under the area's title), or a title of its own. */
  log?: BusinessType | { title: string; businessType: BusinessType };
  /** Largest accepted request body in bytes, when not the server's default. */
  bodyLimit?: number;
  /** Requests a client may send a minute (the rate-limit plugin answers 429 beyond). */
  perMinute?: number;
}

/** Where an area's routes stand: base path, permission prefix and operation-log title. */
export interface RouteGroupOptions {
  /** Contract path the routes' paths continue (`/system/menu`). */
  path: string;
  /** Prefix of the permissions (`system:menu` → `system:menu:query`…). */
  permission: string;
  /** Operation-log module title, RuoYi's Chinese (`'菜单管理'`), for a `log` given by type. */
  title?: string;
}

type RouteHandler<R extends RouteGenericInterface> = (
  request: FastifyRequest<R>,
  reply: FastifyReply,
) => Promise<unknown>;

/** Adds a route of the area's `app` by method: `menu.get('/{menuId}', 'query', handler)`. */
type Verb = <R extends RouteGenericInterface = RouteGenericInterface>(
  path: string,
  extra: string | ExtraRoute,
  handler: RouteHandler<R>,
) => void;

/** The routes of one area, declared as in the contract. */
export interface RouteGroup {
  /** `'remove'` → `{ permission: 'system:menu:remove' }`; other requirements as they are. */
  requirement(auth: string | AuthRequirement): AuthRequirement;
  /**
   * Adds a route at `path` below the area's (`/refreshCache`, `/{menuId}`, `''`: as in the
   * contract) with the contract's request validation, the requirement and the operation log.
   */
  route<R extends RouteGenericInterface = RouteGenericInterface>(
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    extra: string | ExtraRoute,
    handler: RouteHandler<R>,
  ): void;
  /** {@link route} on `app` by method; `extra` may be the requirement alone (`'query'`). */
  on(app: FastifyInstance): { get: Verb; post: Verb; put: Verb; delete: Verb };
}

/** `/system/menu/{menuId}` → `/system/menu/:menuId`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Describes where an area's hand-written routes stand once, so that each route is declared by
 * its contract path, requirement and log type, as `defineResource` does for a resource's
 * operations:
 *
 * ```ts
 * const menu = defineRoutes({ path: '/system/menu', permission: 'system:menu', title }).on(app);
 * menu.get<{ Params: { menuId: number } }>('/{menuId}', 'query', async (request) => …);
 * menu.post<{ Body: MenuBody }>('', { auth: 'add', log: 'INSERT' }, async function addMenu(…) …);
 * ```
 */
export function defineRoutes(options: RouteGroupOptions): RouteGroup {
  const requirement = (auth: string | AuthRequirement): AuthRequirement =>
    typeof auth === 'string' && !['anonymous', 'authenticated'].includes(auth)
      ? { permission: `${options.permission}:${auth}` }
      : (auth as AuthRequirement);

  const route: RouteGroup['route'] = (app, method, path, extra, handler) => {
    const { auth, log, bodyLimit, perMinute } = typeof extra === 'string' ? { auth: extra } : extra;
    const full = `${options.path}${path}`;
    const operLog =
      typeof log === 'string' ? { title: options.title ?? '', businessType: log } : log;
    app.route({
      method,
      url: fastifyPath(full),
      schema: requestSchema(app.openapi, method, full),
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      config: {
        auth: requirement(auth),
        ...(operLog ? { operLog } : {}),
        ...(perMinute === undefined ? {} : { rateLimit: { max: perMinute, timeWindow: 60_000 } }),
      },
      handler: handler as Handler,
    });
  };

  const on: RouteGroup['on'] = (app) => ({
    get: (path, extra, handler) => route(app, 'GET', path, extra, handler),
    post: (path, extra, handler) => route(app, 'POST', path, extra, handler),
    put: (path, extra, handler) => route(app, 'PUT', path, extra, handler),
    delete: (path, extra, handler) => route(app, 'DELETE', path, extra, handler),
  });

  return { requirement, route, on };
}
