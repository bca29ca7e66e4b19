import { describe, expect, it } from 'vitest';
import { PERMISSION_ROUTES, type PermissionRoute } from './permission-routes';
import { matchesDigitsOnly, matchRoutePattern, routePatternWithConstraints } from './route-pattern';

const byPath = (path: string): PermissionRoute => {
  const found = PERMISSION_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('route patterns of the permission-added routes (spec §2)', () => {
  it('§2 :userId is digits only', () => {
    expect(matchesDigitsOnly('42')).toBe(true);
    for (const bad of ['', '4a', '-1', '1.5', ' 1']) expect(matchesDigitsOnly(bad)).toBe(false);
    const authRole = byPath('/system/user-auth/role/:userId');
    expect(matchRoutePattern(authRole, '/system/user-auth/role/42')).toEqual({ userId: '42' });
    expect(matchRoutePattern(authRole, '/system/user-auth/role/abc')).toBeUndefined();
    expect(matchRoutePattern(authRole, '/system/user-auth/role/42?x=1')).toEqual({ userId: '42' });
    expect(routePatternWithConstraints(authRole)).toBe('/system/user-auth/role/:userId(\\d+)');
  });

  it('unconstrained parameters accept any segment; literal segments must match', () => {
    const dictData = byPath('/system/dict-data/index/:dictId');
    expect(matchRoutePattern(dictData, '/system/dict-data/index/sys%20x')).toEqual({
      dictId: 'sys x',
    });
    expect(matchRoutePattern(dictData, '/system/dict-data/list/1')).toBeUndefined();
    expect(matchRoutePattern(dictData, '/system/dict-data/index')).toBeUndefined();
    expect(matchRoutePattern(dictData, '/system/dict-data/index/%E0%A4%A')).toBeUndefined();
    expect(routePatternWithConstraints(dictData)).toBe(dictData.path);
    expect(matchRoutePattern(byPath('/konwledge/list/index'), '/konwledge/list/index')).toEqual({});
  });
});
