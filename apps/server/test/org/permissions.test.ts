import { describe, expect, it } from 'vitest';
import type { AuthRequirement } from '../../src/plugins/auth';
import { API, getApp, useSharedApp } from '../helper';
import { operatorWith } from './fixtures';

useSharedApp();

const ORG_URL = /^\/prod-api\/system\/(user|role|dept|post)\b/;

describe('org route permissions', () => {
  it('declares a RuoYi permission on every org route except the personal centre and pickers', async () => {
    const app = await getApp();
    const org = app.routeManifest.filter((r) => ORG_URL.test(r.url) && r.method !== 'HEAD');
    expect(org.length).toBeGreaterThan(45);
    const open = org
      .filter((r) => typeof r.auth !== 'object')
      .map((r) => `${r.method} ${r.url.slice(API.length)}`)
      .sort();
    expect(open).toEqual(
      [
        'GET /system/post/optionselect',
        'GET /system/user/profile',
        'POST /system/user/importTemplate',
        'POST /system/user/profile/avatar',
        'PUT /system/user/profile',
        'PUT /system/user/profile/updatePwd',
      ].sort(),
    );
    for (const route of org) {
      const auth = route.auth as AuthRequirement;
      if (typeof auth === 'object' && 'permission' in auth)
        expect(auth.permission, route.url).toMatch(/^system:(user|role|dept|post):[a-zA-Z]+$/);
    }
  });

  it('answers 403 on every permission-guarded org route to a user without permissions', async () => {
    const app = await getApp();
    const op = await operatorWith([]);
    const guarded = app.routeManifest.filter(
      (r) => ORG_URL.test(r.url) && r.method !== 'HEAD' && typeof r.auth === 'object',
    );
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '2');
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${op.token}` },
      });
      expect(res.json(), `${route.method} ${url}`).toEqual({
        code: 403,
        msg: '没有权限，请联系管理员授权',
      });
    }
  });
});
