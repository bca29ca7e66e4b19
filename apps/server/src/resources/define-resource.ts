import { OPEN_OPERATIONS, RESOURCE_ACTIONS } from '@wcm/openapi/resource-actions';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { addFormBodyParser } from '../lib/form-body';
import type { AuthRequirement } from '../plugins/auth';
import { requestSchema } from '../plugins/contract';
import type { BusinessType } from '../plugins/oper-log-config';
import { compile } from './compile';
import { contractOperations } from './contract-facts';
import { genericHandlers, type Handler } from './operations';
import { defineRoutes, fastifyPath, type RouteGroup } from './routes';
import type { Operation, ResourceOptions, Values } from './types';

/** Operation-log business type of the operations that change or export data. */
const LOGGED: Partial<Record<Operation, BusinessType>> = {
  add: 'INSERT',
  edit: 'UPDATE',
  remove: 'DELETE',
  export: 'EXPORT',
  clean: 'CLEAN',
};

/** One route a resource registered, as the contract test reads it. */
export interface RegisteredOperation {
  operation: Operation;
  method: string;
  /** Contract path (`/system/post/{postId}`), without the API prefix. */
  path: string;
  auth: AuthRequirement;
}

/** What a registered resource serves, recorded on the app for the contract ↔ routes test. */
export interface RegisteredResource {
  path: string;
  permission: string;
  operations: RegisteredOperation[];
  /** Filter parameter names, `params[beginTime]`/`params[endTime]` included when ranged. */
  filters: string[];
  sort: string[];
  notFound: boolean;
}

/** A resource ready to be registered on a Fastify instance (next to the area's other routes). */
export interface Resource {
  readonly path: string;
  /** Adds the resource's routes to `app` (not encapsulated) and records them on the app. */
  register(app: FastifyInstance): void;
  /**
   * Adds an extra route at `path` below the resource (`/refreshCache`, as in the contract) with
   * the contract's request validation, the requirement and the operation log.
   */
  route: RouteGroup['route'];
  /** {@link route} on `app` by method (`routes.put('/changeStatus', …)`), as `defineRoutes`. */
  on: RouteGroup['on'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every resource registered (see resources/README.md), for the contract ↔ routes test */
    resources: RegisteredResource[];
  }
}

/** An unnamed handler: the operation log then names the route (`POST /prod-api/…`), as others. */
const anonymous =
  (run: Handler): Handler =>
  (request, reply) =>
    run(request, reply);

/**
 * Describes a list-and-form area once: the routes (list, get, add, edit, remove, export, clean,
 * options) are those the contract declares for `path`, with its request validation,
 * `config.auth`, `config.operLog`, the paging cap, allow-listed sorting and RuoYi envelopes.
 */
export function defineResource<T extends PgTable, B = never, V extends Values<T> = Values<T>>(
  options: ResourceOptions<T, B, V>,
): Resource {
  const { requirement, route, on } = defineRoutes(options);
  const authOf = (op: Operation): AuthRequirement =>
    options.auth?.[op] ??
    (op === 'options' ? OPEN_OPERATIONS.options : requirement(RESOURCE_ACTIONS[op]));

  const register = (app: FastifyInstance) => {
    const { declared, sort } = contractOperations(app.openapi, options.path);
    for (const op of Object.keys(options.operations ?? {}) as Operation[])
      if (!declared.some((d) => d.operation === op))
        throw new Error(`${options.path}: ${op} is not a contract operation of the resource`);
    const compiled = compile(options, sort);
    const generic = genericHandlers(compiled, app.db);
    addFormBodyParser(app);
    const operations: RegisteredOperation[] = [];
    for (const { operation, method, path } of declared) {
      const replaced = options.operations?.[operation];
      if (replaced === false) continue;
      const run: Handler | undefined = replaced
        ? (request, reply) => replaced(request, reply, { request, db: app.db })
        : generic[operation];
      if (!run)
        throw new Error(
          `${options.path}: ${operation} needs the ${operation === 'export' ? 'export' : 'pick'} option`,
        );
      const auth = authOf(operation);
      const businessType = LOGGED[operation];
      app.route({
        method: method.toUpperCase() as 'GET',
        url: fastifyPath(path),
        schema: requestSchema(app.openapi, method, path),
        config: {
          auth,
          ...(businessType ? { operLog: { title: options.title, businessType } } : {}),
        },
        handler: anonymous(run),
      });
      operations.push({ operation, method, path, auth });
    }
    if (app.hasDecorator('resources'))
      app.resources.push({
        path: options.path,
        permission: options.permission,
        operations,
        filters: [
          ...Object.keys(options.filters ?? {}),
          ...(options.timeRange ? ['params[beginTime]', 'params[endTime]'] : []),
        ],
        sort: Object.keys(compiled.sort),
        notFound: options.notFound !== undefined,
      });
  };

  return { path: options.path, register, route, on };
}
