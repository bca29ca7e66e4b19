import { createHash } from 'node:crypto';
import type { components } from '@wcm/openapi/request-bodies';
import { describe, expect, it } from 'vitest';
import { expectContract } from '../contract';
import { API, bearer, getApp, loginAs } from '../helper';
import { usePreparedMonitor } from './fixtures';
import { admin, body, call, expectAnswer, userWith } from '../admin/fixtures';

type OnlineRow = components['schemas']['MonitorOnlineUser'];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

usePreparedMonitor();

describe('online users', () => {
  it('lists sessions without anything that authenticates', async () => {
    const adminToken = await admin();
    const ryToken = await loginAs(await getApp(), 'ry');
    const res = await call('GET', '/monitor/online/list', adminToken);
    expectContract(res, 'GET', '/monitor/online/list');
    const rows = body(res).rows as OnlineRow[];
    expect(body(res).total).toBe(rows.length);
    const ry = rows.find((r) => r.userName === 'ry');
    expect(ry).toMatchObject({
      deptName: expect.any(String),
      ipaddr: '127.0.0.1',
      loginLocation: '内网IP',
    });
    expect(ry?.deptName).not.toBe('');
    const text = res.body;
    for (const token of [adminToken, ryToken]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(sha256(token));
    }
    // newest first
    const times = rows.map((r) => r.loginTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by user name and address (exact match)', async () => {
    const token = await admin();
    await loginAs(await getApp(), 'ry');
    const res = await call('GET', '/monitor/online/list?userName=ry', token);
    const rows = body(res).rows as OnlineRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userName === 'ry')).toBe(true);
    const none = await call('GET', '/monitor/online/list?userName=r', token);
    expect(body(none).total).toBe(0);
    const byIp = await call('GET', '/monitor/online/list?ipaddr=10.9.9.9', token);
    expect(body(byIp).total).toBe(0);
  });

  it('force logout really ends the session: the next request with that token is 401', async () => {
    const app = await getApp();
    const victim = await loginAs(app, 'ry');
    const before = await app.inject({
      method: 'GET',
      url: `${API}/getInfo`,
      headers: bearer(victim),
    });
    expect(before.json()).toMatchObject({ code: 200 });

    const list = await call('GET', '/monitor/online/list?userName=ry', await admin());
    const rows = body(list).rows as OnlineRow[];
    // the newest ry session is the victim's
    const target = rows[0];
    if (!target) throw new Error('no session listed');
    const res = await call('DELETE', `/monitor/online/${target.tokenId}`, await admin());
    expectContract(res, 'DELETE', '/monitor/online/{tokenId}');
    expect(body(res).code).toBe(200);

    const after = await app.inject({
      method: 'GET',
      url: `${API}/getInfo`,
      headers: bearer(victim),
    });
    expect(after.json()).toMatchObject({ code: 401 });
    await expectAnswer({ code: 500 }, 'DELETE', `/monitor/online/${target.tokenId}`, await admin());
  });

  it('refuses malformed ids and users without the permissions', async () => {
    await expectAnswer({ status: 400 }, 'DELETE', '/monitor/online/not-an-id', await admin());
    const { token } = await userWith(['monitor:online:list']);
    await expectAnswer({ code: 200 }, 'GET', '/monitor/online/list', token);
    const kick = await call('DELETE', `/monitor/online/${'a'.repeat(32)}`, token);
    expect(body(kick)).toMatchObject({ code: 403 });
    const { token: nobody } = await userWith([]);
    expect(body(await call('GET', '/monitor/online/list', nobody))).toMatchObject({ code: 403 });
  });
});
