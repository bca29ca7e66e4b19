import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../src/db/schema';
import { commonRoleMenuIds } from '../../src/db/seed/common-role';
import { seedMenuRows } from '../../src/db/seed/seed';
import { message } from '../../src/i18n/messages';
import { type AuthRequirement, hasPermission, hasRole } from '../../src/plugins/auth';
import { loadOpenApi } from '../../src/plugins/contract';
import { permissionsOf } from '../../src/services/user-service';
import { API, getApp, getShared, loginAs } from '../helper';
import {
  contractOperations,
  type JsonObject,
  type Operation,
  prefixOf,
  routeUrlOf,
  urlOf,
} from './contract-operations';

/**
 * Every contract operation × (no token, the seeded common user `ry`, the administrator): no
 * token → 401 unless the route is anonymous; ry → 403 where the seeded common role lacks the
 * route's permission; admin → never 401/403. Expectations come from the route manifest (each
 * route's `config.auth`) and the seed, and the operations from the contract, so routes added
 * later are checked without editing this file. Requests carry no usable input (non-GET bodies
 * are unparsable JSON), so a request that passes the authorization is refused as 400 before its
 * handler runs and changes nothing.
 */
const operations = contractOperations(loadOpenApi() as JsonObject);
const FORBIDDEN = message('zh-CN', 'auth.forbidden');
const keyOf = (method: string, url: string) => `${method} ${url}`;

let app: FastifyInstance;
let tokens: { ry: string; admin: string };
let ryPermissions: string[];
let manifest: Map<string, AuthRequirement | undefined>;

/** The permission strings the seed gives the common role (what `ry` holds on a fresh install). */
async function seededCommonPermissions(): Promise<string[]> {
  const { database } = await getShared();
  // Every menu below the role's areas, as stored: areas add their own buttons when they seed.
  const menus = await database.db
    .select({ menuId: sysMenu.menuId, parentId: sysMenu.parentId, path: sysMenu.path })
    .from(sysMenu)
    .orderBy(asc(sysMenu.menuId));
  const rows = await database.db
    .select({ perms: sysMenu.perms })
    .from(sysMenu)
    .where(
      inArray(
        sysMenu.menuId,
        commonRoleMenuIds([...seedMenuRows, ...menus.map((m) => ({ ...m, menuName: '' }))]),
      ),
    );
  return [...new Set(rows.flatMap((r) => (r.perms ?? '').split(',').map((p) => p.trim())))]
    .filter((p) => p !== '')
    .sort();
}

async function call(operation: Operation, token?: string): Promise<LightMyRequestResponse> {
  // Path values: the contract's example where it gives one (a value the route may serve), else 1.
  const values = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example ?? '1']),
  );
  const url = urlOf(prefixOf(operation, API), operation.path, values, []);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (operation.method === 'GET') return app.inject({ method: 'GET', url, headers });
  return app.inject({
    method: operation.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{',
  });
}

/** The envelope's code and message (a file or a stream counts as served). */
function outcome(res: LightMyRequestResponse): { code: number; msg: string } {
  if (!String(res.headers['content-type'] ?? '').includes('json'))
    return { code: res.statusCode, msg: '' };
  const body = res.json<{ code?: unknown; msg?: unknown }>();
  return {
    code: typeof body.code === 'number' ? body.code : res.statusCode,
    msg: typeof body.msg === 'string' ? body.msg : '',
  };
}

const refusedByAuth = (o: { code: number; msg: string }) =>
  o.code === 401 || (o.code === 403 && o.msg === FORBIDDEN);

beforeAll(async () => {
  app = await getApp();
  tokens = { ry: await loginAs(app, 'ry'), admin: await loginAs(app, 'admin') };
  ryPermissions = await seededCommonPermissions();
  manifest = new Map(app.routeManifest.map((r) => [keyOf(r.method, r.url), r.auth]));
});

describe('authorization matrix', () => {
  it('every contract operation has a route and every API route is in the contract', () => {
    const routes = app.routeManifest
      .filter(
        (r) =>
          (r.url.startsWith(`${API}/`) || r.url.startsWith('/site-api/')) &&
          r.method !== 'HEAD' &&
          r.method !== 'OPTIONS',
      )
      .map((r) => keyOf(r.method, r.url))
      .sort();
    const documented = operations
      .map((op) => keyOf(op.method, `${prefixOf(op, API)}${routeUrlOf(op.path)}`))
      .sort();
    expect(routes).toEqual(documented);
  });

  it('ry holds exactly the seeded common role', async () => {
    const { database } = await getShared();
    expect(await permissionsOf(database.db, 2)).toEqual(ryPermissions);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, operation) => {
      const auth = manifest.get(
        keyOf(operation.method, `${prefixOf(operation, API)}${routeUrlOf(operation.path)}`),
      );
      expect(auth, 'declared auth').toBeDefined();
      expect(operation.anonymous, 'contract security matches the route').toBe(auth === 'anonymous');

      const anonymous = outcome(await call(operation));
      if (auth === 'anonymous') expect(refusedByAuth(anonymous), 'no token').toBe(false);
      else expect(anonymous.code, 'no token').toBe(401);

      const ryAllowed =
        auth === 'anonymous' ||
        auth === 'authenticated' ||
        (typeof auth === 'object' &&
          ('permission' in auth
            ? hasPermission(ryPermissions, auth.permission)
            : hasRole(['common'], auth.role)));
      const ry = outcome(await call(operation, tokens.ry));
      if (ryAllowed) expect(refusedByAuth(ry), `ry: ${ry.code} ${ry.msg}`).toBe(false);
      else expect(ry, 'ry').toEqual({ code: 403, msg: FORBIDDEN });

      const admin = outcome(await call(operation, tokens.admin));
      expect(refusedByAuth(admin), `admin: ${admin.code} ${admin.msg}`).toBe(false);
    },
  );
});
