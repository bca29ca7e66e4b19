import { describe, expect, it } from 'vitest';
import { filterDynamicRoutes, PERMISSION_ROUTES, type PermissionRoute } from './permission-routes';

const byPath = (path: string): PermissionRoute => {
  const found = PERMISSION_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const paths = (routes: readonly PermissionRoute[]) => routes.map((r) => r.path);
const gated = (...perms: string[]) =>
  paths(filterDynamicRoutes(PERMISSION_ROUTES, { permissions: perms, roles: [] })).filter(
    (p) => byPath(p).permissions,
  );

describe('permission-added routes (spec §2 table)', () => {
  it('§2 the table has the eleven routes with their permissions, konwledge spelling kept', () => {
    expect(PERMISSION_ROUTES.map((r) => [r.path, r.permissions?.join() ?? 'none'])).toEqual([
      ['/system/user-auth/role/:userId', 'system:user:edit'],
      ['/system/role-auth/user/:roleId', 'system:role:edit'],
      ['/system/dict-data/index/:dictId', 'system:dict:list'],
      ['/brand/edit/index/:dictId', 'none'],
      ['/brand/prodEdit/index/:dictId', 'none'],
      ['/drafts/draftsProdEdit/index/:dictId', 'none'],
      ['/konwledge/edit/index/:dictId', 'none'],
      ['/prod/index/:dictId', 'none'],
      ['/konwledge/list/index', 'none'],
      ['/monitor/job-log/index/:jobId', 'monitor:job:list'],
      ['/tool/gen-edit/index/:tableId', 'tool:gen:edit'],
    ]);
    expect(new Set(PERMISSION_ROUTES.map((r) => r.name)).size).toBe(11);
    for (const r of PERMISSION_ROUTES) expect(r.title.id).toMatch(/^core\.route\./);
  });

  it('§2 a route is added only if the user holds at least one listed permission', () => {
    expect(gated()).toEqual([]);
    expect(gated('system:user:edit')).toEqual(['/system/user-auth/role/:userId']);
    expect(gated('monitor:job:list', 'tool:gen:edit', 'system:user:list')).toEqual([
      '/monitor/job-log/index/:jobId',
      '/tool/gen-edit/index/:tableId',
    ]);
    expect(gated('*:*:*')).toHaveLength(5);
  });

  it('§2 when no permission is listed, one listed role is needed', () => {
    const routes = [
      { path: '/a', roles: ['editor', 'author'] },
      { path: '/b', permissions: ['x:y:z'], roles: ['editor'] },
    ];
    const visible = (roles: string[]) =>
      filterDynamicRoutes(routes, { permissions: [], roles }).map((r) => r.path);
    expect(visible(['author'])).toEqual(['/a']);
    expect(visible(['common'])).toEqual([]);
    expect(visible(['admin'])).toEqual(['/a']);
  });

  it('§2 routes with none listed are added for every signed-in user, or dropped as RuoYi does on request', () => {
    const none = { permissions: [], roles: [] };
    const open = paths(filterDynamicRoutes(PERMISSION_ROUTES, none));
    expect(open).toEqual([
      '/brand/edit/index/:dictId',
      '/brand/prodEdit/index/:dictId',
      '/drafts/draftsProdEdit/index/:dictId',
      '/konwledge/edit/index/:dictId',
      '/prod/index/:dictId',
      '/konwledge/list/index',
    ]);
    expect(filterDynamicRoutes(PERMISSION_ROUTES, none, { ungated: 'exclude' })).toEqual([]);
    expect(filterDynamicRoutes([{ permissions: [], roles: [] }], none)).toHaveLength(1);
  });
});
