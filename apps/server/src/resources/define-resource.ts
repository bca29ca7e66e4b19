import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { addFormBodyParser } from '../lib/form-body';
import type { AuthRequirement } from '../plugins/auth';
import { requestSchema } from '../plugins/contract';
import type { BusinessType } from '../plugins/oper-log-config';
import { compile } from './compile';
import { genericHandlers, type Handler } from './operations';
import type { Operation, ResourceOptions, Values } from './types';

/** Permission suffix of each operation (RuoYi's button permissions). */
const ACTIONS: Record<Operation, string> = {
  list: 'list',
  get: 'query',
  add: 'add',
  edit: 'edit',
  remove: 'remove',
  export: 'export',
  clean: 'remove',
};
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
  filters: string[];
  timeRange: boolean;
  sort: string[];
  notFound: boolean;
}

/** A resource ready to be registered on a Fastify instance (next to the area's other routes). */
export interface Resource {
  readonly path: string;
  /** Adds the resource's routes to `app` (not encapsulated) and records them on the app. */
  register(app: FastifyInstance): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every resource registered (see resources/README.md), for the contract ↔ routes test */
    resources: RegisteredResource[];
  }
}

type Node = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** The operations the contract expands for the resource at `path` (its `x-resource` facts). */
function contractOperations(doc: Node, path: string) {
  const found: Array<{ operation: Operation; method: string; path: string }> = [];
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, Node>)) {
    for (const method of METHODS) {
      const facts = (item[method] as Node | undefined)?.['x-resource'] as Node | undefined;
      if (facts?.path === path)
        found.push({ operation: facts.operation as Operation, method, path: route });
    }
  }
  return found;
}

/**
 * Describes a list-and-form area once: the routes (list, get, add, edit, remove, export, clean)
 * are those the contract declares for `path`, with its request validation, `config.auth`,
 * `config.operLog`, the paging cap, allow-listed sorting and RuoYi envelopes.
 */
export function defineResource<T extends PgTable, B = never, V extends Values<T> = Values<T>>(
  options: ResourceOptions<T, B, V>,
): Resource {
  const compiled = compile(options);
  const register = (app: FastifyInstance) => {
    const declared = contractOperations(app.openapi, options.path);
    if (declared.length === 0) throw new Error(`${options.path}: no resource in the contract`);
    for (const op of Object.keys(options.operations ?? {}) as Operation[])
      if (!declared.some((d) => d.operation === op))
        throw new Error(`${options.path}: ${op} is not a contract operation of the resource`);
    addFormBodyParser(app);
    const generic = genericHandlers(compiled, app.db);
    const operations: RegisteredOperation[] = [];
    for (const { operation, method, path } of declared) {
      const replaced = options.operations?.[operation];
      if (replaced === false) continue;
      const run: Handler | undefined = replaced
        ? (request, reply) => replaced(request, reply, { request, db: app.db })
        : generic[operation];
      if (!run)
        throw new Error(
          `${options.path}: ${operation} needs ${operation === 'export' ? 'export' : 'pick'}`,
        );
      // An anonymous handler: the operation log then names the route (`POST /prod-api/…`).
      const handler: Handler = (request, reply) => run(request, reply);
      const auth = options.auth?.[operation] ?? {
        permission: `${options.permission}:${ACTIONS[operation]}`,
      };
      const businessType = LOGGED[operation];
      app.route({
        method: method.toUpperCase() as Uppercase<(typeof METHODS)[number]>,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        schema: requestSchema(app.openapi, method, path),
        config: {
          auth,
          ...(businessType ? { operLog: { title: options.title, businessType } } : {}),
        },
        handler,
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
        timeRange: options.timeRange !== undefined,
        sort: Object.keys(options.sort),
        notFound: options.notFound !== undefined,
      });
  };
  return { path: options.path, register };
}
