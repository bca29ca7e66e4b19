import { describe, expect, it } from 'vitest';
import { useSharedApp } from '../helper';
import {
  adminToken,
  call,
  createUser,
  expectAnswer,
  expectUnknownAndBadIds,
  json,
  operatorWith,
} from './fixtures';

// The shared app (and its embedded database) starts once, outside the test timeouts.
useSharedApp();

type Row = { userId: number; userName: string; deptId: number | null };
type Table = { rows: Row[]; total: number };

describe('GET /system/user/list', () => {
  it('filters by department subtree, name and status, pages and caps the page size', async () => {
    const token = await adminToken();
    const u = await createUser({ deptId: 108 });
    const byDept = await json<Table>('GET', '/system/user/list', {
      token,
      query: { deptId: '102', pageSize: '100' },
      contract: '/system/user/list',
    });
    expect(byDept.rows.map((r) => r.userId)).toContain(u.userId);
    // Nothing from the other branch (101 and below).
    expect(byDept.rows.some((r) => [101, 103, 104, 105, 106, 107].includes(r.deptId ?? -1))).toBe(
      false,
    );
    const byName = await json<Table>('GET', '/system/user/list', {
      token,
      query: { userName: u.userName.slice(2) },
      contract: '/system/user/list',
    });
    expect(byName.rows.map((r) => r.userName)).toEqual([u.userName]);
    // LIKE wildcards are literal.
    const wild = await json<Table>('GET', '/system/user/list', {
      token,
      query: { userName: '%' },
    });
    expect(wild.total).toBe(0);
    const capped = await json<Table>('GET', '/system/user/list', {
      token,
      query: { pageSize: '1000' },
    });
    expect(capped.rows.length).toBeLessThanOrEqual(100);
    const paged = await json<Table>('GET', '/system/user/list', {
      token,
      query: { pageSize: '1', pageNum: '2', orderByColumn: 'userId', isAsc: 'asc' },
    });
    expect(paged.rows).toHaveLength(1);
    expect(paged.rows[0]?.userId).toBe(2);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const dated = await json<Table>('GET', '/system/user/list', {
      token,
      query: {
        'params[beginTime]': today,
        'params[endTime]': today,
        userName: u.userName,
        pageSize: '100',
      },
      contract: '/system/user/list',
    });
    expect(dated.rows.map((r) => r.userId)).toContain(u.userId);
  });

  it('ignores sort columns outside the allow-list and rejects bad input with 400', async () => {
    const token = await adminToken();
    const sorted = await json<Table>('GET', '/system/user/list', {
      token,
      query: { orderByColumn: 'password', isAsc: 'desc' },
    });
    expect(sorted.code).toBe(200);
    const bad = await call('GET', '/system/user/list', {
      token,
      query: { orderByColumn: 'x; drop table sys_user', isAsc: 'sideways' },
      contract: '/system/user/list',
    });
    expect(bad.statusCode).toBe(400);
    const anon = await json('GET', '/system/user/list', { contract: '/system/user/list' });
    expect(anon.code).toBe(401);
  });

  it('refuses operators without system:user:list', async () => {
    const op = await operatorWith(['system:user:query']);
    const body = await json('GET', '/system/user/list', {
      token: op.token,
      contract: '/system/user/list',
    });
    expect(body.code).toBe(403);
  });
});

describe('GET /system/user/{userId} and /system/user/', () => {
  it('returns the user with roleIds/postIds and options without role 1', async () => {
    const token = await adminToken();
    const body = await json<{
      data: { userName: string; roles: unknown[] };
      roleIds: number[];
      postIds: number[];
      roles: Array<{ roleId: number }>;
      posts: unknown[];
    }>('GET', '/system/user/2', { token, contract: '/system/user/{userId}' });
    expect(body.data.userName).toBe('ry');
    expect(body.roleIds).toEqual([2]);
    expect(body.postIds).toEqual([2]);
    expect(body.roles.map((r) => r.roleId)).not.toContain(1);
    expect(JSON.stringify(body)).not.toMatch(/password/);
    const admin = await json<{ roles: Array<{ roleId: number }> }>('GET', '/system/user/1', {
      token,
      contract: '/system/user/{userId}',
    });
    expect(admin.roles.map((r) => r.roleId)).toContain(1);
    const form = await json<{ roles: Array<{ roleId: number }>; posts: unknown[] }>(
      'GET',
      '/system/user/',
      { token, contract: '/system/user/' },
    );
    expect(form.roles.map((r) => r.roleId)).not.toContain(1);
    expect(form.posts.length).toBeGreaterThanOrEqual(4);
    expect(form).not.toHaveProperty('data');
  });

  it('answers not found, 400 for a non-numeric id and 403 without system:user:query', async () => {
    const token = await adminToken();
    await expectUnknownAndBadIds(token, '/system/user', 'userId');
    const op = await operatorWith(['system:user:list']);
    await expectAnswer({ code: 403 }, 'GET', '/system/user/2', {
      token: op.token,
      contract: '/system/user/{userId}',
    });
    await expectAnswer({ code: 403 }, 'GET', '/system/user/', {
      token: op.token,
      contract: '/system/user/',
    });
  });
});
