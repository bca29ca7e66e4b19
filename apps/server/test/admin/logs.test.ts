import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysLogininfor, sysOperLog } from '../../src/db/schema';
import { flushOperLogs } from '../../src/plugins/oper-log';
import { passwordRetryKey } from '../../src/routes/admin/logininfor';
import { expectContract } from '../contract';
import { getApp, getShared, login } from '../helper';
import { admin, adminGet, body, call, expectAnswer, expectForbidden, userWith } from './fixtures';
import { exportRows } from './xlsx';

const q = (key: string) => encodeURIComponent(key);

describe('/monitor/operlog', () => {
  beforeAll(async () => {
    await admin();
  });

  it('lists, filters, sorts and gets rows written by the plugin', async () => {
    const token = await admin();
    await call('DELETE', '/system/dict/type/999998', token); // a DELETE that changes nothing
    await flushOperLogs();
    const res = await call(
      'GET',
      '/monitor/operlog/list?businessType=3&title=%E5%AD%97%E5%85%B8',
      token,
    );
    expectContract(res, 'get', '/monitor/operlog/list');
    const rows = body(res).rows as Array<{
      operId: number;
      businessType: number;
      title: string;
      operUrl: string;
    }>;
    expect(rows[0]).toMatchObject({ businessType: 3, title: '字典类型' });
    expect(rows[0]?.operUrl).toBe('/prod-api/system/dict/type/999998');
    const one = await adminGet(`/monitor/operlog/${rows[0]?.operId}`, '/monitor/operlog/{operId}');
    expect(one.data).toMatchObject({ operId: rows[0]?.operId, operName: 'admin' });
    expect(body(await call('GET', '/monitor/operlog/999999', token))).toEqual({
      code: 200,
      msg: '操作成功',
    });

    const ranged = await call(
      'GET',
      `/monitor/operlog/list?${q('params[beginTime]')}=2999-01-01%2000:00:00&orderByColumn=costTime&isAsc=ascending`,
      token,
    );
    expect(body(ranged)).toMatchObject({ rows: [], total: 0 });
    const sorted = body(
      await call('GET', '/monitor/operlog/list?orderByColumn=operName&isAsc=asc', token),
    );
    expect(sorted.code).toBe(200);
    await expectAnswer({ status: 400 }, 'GET', '/monitor/operlog/list?status=2', token);
  });

  it('refuses users without the permission', async () => {
    const { token } = await userWith(['monitor:logininfor:list']);
    await expectForbidden(token, [
      ['GET', '/monitor/operlog/list', '/monitor/operlog/list'],
      ['GET', '/monitor/operlog/1', '/monitor/operlog/{operId}'],
      ['DELETE', '/monitor/operlog/1', '/monitor/operlog/{operId}'],
      ['DELETE', '/monitor/operlog/clean', '/monitor/operlog/clean'],
      ['POST', '/monitor/operlog/export', '/monitor/operlog/export'],
    ]);
  });

  it('exports, deletes and cleans', async () => {
    const token = await admin();
    const { database } = await getShared();
    const [evil] = await database.db
      .insert(sysOperLog)
      .values({ title: '=evil()', operName: '@x', operParam: '-1+1', businessType: 2 })
      .returning();
    const rows = await exportRows(token, '/monitor/operlog/export', { businessType: '2' });
    expect(rows[0]?.[0]).toBe('操作序号');
    expect(rows[0]).toHaveLength(17);
    const line = rows.find((r) => r[0] === evil?.operId);
    expect(line?.slice(0, 3)).toEqual([evil?.operId, "'=evil()", '修改']);
    expect(line?.[6]).toBe("'@x");
    expect(line?.[11]).toBe("'-1+1");

    const del = await call('DELETE', `/monitor/operlog/${evil?.operId}`, token);
    expectContract(del, 'delete', '/monitor/operlog/{operId}');
    expect(body(del).code).toBe(200);
    await flushOperLogs();
    const clean = await call('DELETE', '/monitor/operlog/clean', token);
    expectContract(clean, 'delete', '/monitor/operlog/clean');
    expect(body(clean).code).toBe(200);
    await flushOperLogs();
    const left = await database.db.select().from(sysOperLog);
    // Only the clean itself is recorded after the table was emptied.
    expect(left.map((r) => [r.title, r.businessType])).toEqual([['操作日志', 9]]);
  });
});

describe('/monitor/logininfor', () => {
  it('lists sign-in attempts with filters and refuses users without the permission', async () => {
    const app = await getApp();
    await login(app, 'admin', 'wrong-password');
    const token = await admin();
    const res = await adminGet('/monitor/logininfor/list?userName=admin&status=1');
    const rows = res.rows as Array<{ userName: string; status: string; msg: string }>;
    expect(rows[0]).toMatchObject({ userName: 'admin', status: '1' });
    const none = await call(
      'GET',
      `/monitor/logininfor/list?${q('params[endTime]')}=2000-01-01&orderByColumn=loginTime&isAsc=asc`,
      token,
    );
    expect(body(none)).toMatchObject({ rows: [], total: 0 });

    const { token: weak } = await userWith(['monitor:operlog:list']);
    await expectForbidden(weak, [
      ['GET', '/monitor/logininfor/list', '/monitor/logininfor/list'],
      ['DELETE', '/monitor/logininfor/1', '/monitor/logininfor/{infoId}'],
      ['DELETE', '/monitor/logininfor/clean', '/monitor/logininfor/clean'],
      ['GET', '/monitor/logininfor/unlock/admin', '/monitor/logininfor/unlock/{userName}'],
      ['POST', '/monitor/logininfor/export', '/monitor/logininfor/export'],
    ]);
  });

  it('unlocks an account locked by failed passwords', async () => {
    const app = await getApp();
    const { userName } = await userWith([]);
    for (let i = 0; i < 5; i += 1) await login(app, userName, 'bad-password');
    const locked = (await login(app, userName, 'secret123')).json<{ code: number; msg: string }>();
    expect(locked.msg).toContain('帐户锁定');
    expect(await app.kv.get(passwordRetryKey(userName))).toBeDefined();
    expect(
      await adminGet(
        `/monitor/logininfor/unlock/${userName}`,
        '/monitor/logininfor/unlock/{userName}',
      ),
    ).toEqual({ code: 200, msg: '操作成功' });
    expect((await login(app, userName, 'secret123')).json<{ code: number }>().code).toBe(200);
    await flushOperLogs();
    const { database } = await getShared();
    const [last] = await database.db
      .select()
      .from(sysOperLog)
      .orderBy(desc(sysOperLog.operId))
      .limit(1);
    expect(last).toMatchObject({ title: '账户解锁', businessType: 0 });
    expect(last?.operParam).toContain(userName);
  });

  it('exports, deletes and cleans', async () => {
    const token = await admin();
    const { database } = await getShared();
    const [row] = await database.db
      .insert(sysLogininfor)
      .values({ userName: '=cmd', ipaddr: '10.0.0.1', msg: '+x', status: '1' })
      .returning();
    const rows = await exportRows(token, '/monitor/logininfor/export', { ipaddr: '10.0.0.1' });
    expect(rows[0]).toEqual([
      '序号',
      '用户账号',
      '登录状态',
      '登录地址',
      '登录地点',
      '浏览器',
      '操作系统',
      '提示消息',
      '访问时间',
    ]);
    expect(rows[1]?.slice(0, 4)).toEqual([row?.infoId, "'=cmd", '失败', '10.0.0.1']);
    expect(rows[1]?.[7]).toBe("'+x");
    const del = await call('DELETE', `/monitor/logininfor/${row?.infoId}`, token);
    expectContract(del, 'delete', '/monitor/logininfor/{infoId}');
    expect(body(del).code).toBe(200);
    expect(
      await database.db
        .select()
        .from(sysLogininfor)
        .where(eq(sysLogininfor.infoId, row?.infoId ?? 0)),
    ).toEqual([]);
    const clean = await call('DELETE', '/monitor/logininfor/clean', token);
    expectContract(clean, 'delete', '/monitor/logininfor/clean');
    expect(await database.db.select().from(sysLogininfor)).toEqual([]);
  });
});
