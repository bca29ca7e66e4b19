import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../../src/db/schema';
import { errorHandlingPlugin } from '../../src/plugins/error-handling';
import { flushOperLogs, operLogPlugin } from '../../src/plugins/oper-log';
import {
  jsonResultOf,
  operParamOf,
  outcomeOf,
  withoutSecrets,
} from '../../src/services/admin/oper-log-record';
import { API, bearer, getApp, getShared } from '../helper';
import { admin, call } from './fixtures';

async function lastOperLog() {
  await flushOperLogs();
  const { database } = await getShared();
  const rows = await database.db
    .select()
    .from(sysOperLog)
    .orderBy(desc(sysOperLog.operId))
    .limit(1);
  return rows[0];
}

describe('operation-log record helpers', () => {
  it('removes secrets at any depth and caps parameters', () => {
    expect(
      withoutSecrets({
        userName: 'a',
        password: 'p',
        nested: { oldPassword: 'o', NewPassword: 'n', list: [{ token: 't', ok: 1 }] },
        code: '1234',
        uuid: 'u',
        apiSecret: 's',
      }),
    ).toEqual({ userName: 'a', nested: { list: [{ ok: 1 }] } });
    const param = operParamOf({ params: {}, query: { q: 'x'.repeat(5000) }, body: undefined });
    expect(param).toHaveLength(2000);
    expect(operParamOf({ params: {}, query: {}, body: {} })).toBe('');
  });

  it('derives status and error message from the reply', () => {
    const json = 'application/json; charset=utf-8';
    expect(outcomeOf(200, '{"code":200,"msg":"ok"}', json)).toEqual({ status: 0, errorMsg: '' });
    expect(outcomeOf(200, '{"code":601,"msg":"warn"}', json)).toEqual({ status: 0, errorMsg: '' });
    expect(outcomeOf(200, '{"code":500,"msg":"bad"}', json)).toEqual({
      status: 1,
      errorMsg: 'bad',
    });
    expect(outcomeOf(500, 'oops', 'text/plain')).toEqual({ status: 1, errorMsg: '' });
    expect(jsonResultOf('{"code":200,"token":"abc","msg":"m"}', json)).toBe(
      '{"code":200,"msg":"m"}',
    );
    expect(jsonResultOf(Buffer.from('x'), 'application/octet-stream')).toBe('');
  });
});

describe('operation-log plugin', () => {
  beforeAll(async () => {
    await getApp();
  });

  it('records a change route with operator, URL, IP and parameters without secrets', async () => {
    const token = await admin();
    const res = await call('POST', '/system/config', token, {
      configName: '测试参数',
      configKey: 'admin.test.operlog',
      configValue: 'v',
      password: 'hunter2',
      remark: 'r',
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const row = await lastOperLog();
    expect(row).toMatchObject({
      title: '参数管理',
      businessType: 1,
      requestMethod: 'POST',
      operatorType: 1,
      operName: 'admin',
      deptName: '研发部门',
      operUrl: `${API}/system/config`,
      operIp: '127.0.0.1',
      operLocation: '内网IP',
      status: 0,
      errorMsg: '',
    });
    expect(row?.method).toBe('POST /prod-api/system/config');
    expect(row?.operParam).toContain('admin.test.operlog');
    expect(row?.operParam).not.toContain('hunter2');
    expect(row?.operParam).not.toContain('password');
    expect(row?.jsonResult).toBe('{"code":200,"msg":"操作成功"}');
    expect(row?.costTime).toBeGreaterThanOrEqual(0);
  });

  it('records business refusals as status 1 and skips requests refused before the handler', async () => {
    const token = await admin();
    await call('POST', '/system/config', token, {
      configName: 'dup',
      configKey: 'admin.test.operlog',
      configValue: 'v',
    });
    const refused = await lastOperLog();
    expect(refused).toMatchObject({ status: 1, businessType: 1 });
    expect(refused?.errorMsg).toContain('参数键名已存在');

    const before = refused?.operId;
    const app = await getApp();
    await app.inject({ method: 'DELETE', url: `${API}/system/config/1` }); // 401
    await call('POST', '/system/config', token, { configName: 'x' }); // 400
    expect((await lastOperLog())?.operId).toBe(before);
  });

  it('covers routes of other areas and ignores routes without operLog', async () => {
    // A fake password-carrying route in its own encapsulated plugin, registered after the plugin.
    const app = Fastify();
    const writes: unknown[] = [];
    app.decorate('db', {
      insert: () => ({ values: async (v: unknown) => void writes.push(v) }),
      select: () => ({ from: () => ({ where: () => ({ limit: async () => [] }) }) }),
    } as never);
    await app.register(fp(async () => {}, { name: 'db' }));
    await app.register(async (api) => {
      await api.register(async (other) => {
        other.put(
          '/pwd',
          { config: { operLog: { title: '个人信息', businessType: 'UPDATE' } } },
          async function updatePwd() {
            return { code: 200, msg: 'ok', token: 'leak' };
          },
        );
        other.get('/plain', async () => ({ code: 200, msg: 'ok' }));
      });
      await api.register(operLogPlugin);
      await api.register(operLogPlugin); // twice: still one row per request
    });
    await app.ready();
    await app.inject({
      method: 'PUT',
      url: '/pwd?x=1',
      payload: { oldPassword: 'old-secret', newPassword: 'new-secret', nick: 'n' },
    });
    await app.inject({ method: 'GET', url: '/plain' });
    await flushOperLogs();
    await app.close();
    expect(writes).toHaveLength(1);
    const row = writes[0] as Record<string, unknown>;
    expect(row.method).toBe('updatePwd()');
    expect(row.title).toBe('个人信息');
    expect(row.businessType).toBe(2);
    expect(row.operParam).toBe('{"query":{"x":"1"},"body":{"nick":"n"}}');
    expect(row.jsonResult).toBe('{"code":200,"msg":"ok"}');
    expect(String(row.operParam)).not.toContain('secret');
  });

  it('never fails the request when the write fails', async () => {
    const app = Fastify();
    app.decorate('db', {
      insert: () => ({
        values: async () => {
          throw new Error('db down');
        },
      }),
    } as never);
    await app.register(fp(async () => {}, { name: 'db' }));
    await app.register(operLogPlugin);
    app.post('/x', { config: { operLog: { title: 't', businessType: 'INSERT' } } }, async () => ({
      code: 200,
      msg: 'ok',
    }));
    const res = await app.inject({ method: 'POST', url: '/x', payload: {} });
    await flushOperLogs();
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok' });
  });

  it('stores a safe message for faults and keeps SQL text out of the log table', async () => {
    const app = Fastify();
    const writes: Array<Record<string, unknown>> = [];
    app.decorate('db', {
      insert: () => ({ values: async (v: Record<string, unknown>) => void writes.push(v) }),
      select: () => ({ from: () => ({ where: () => ({ limit: async () => [] }) }) }),
    } as never);
    await app.register(fp(async () => {}, { name: 'db' }));
    await app.register(errorHandlingPlugin);
    await app.register(operLogPlugin);
    const log = { operLog: { title: 't', businessType: 'DELETE' } } as const;
    app.delete('/fault', { config: log }, async function removeThing() {
      throw new Error('Failed query: delete from "sys_user" where "user_id" = $1\nparams: 7');
    });
    await app.register(async (area) => {
      // An area refusal (thrown, answered 200 with its code): its message is meant for users.
      area.setErrorHandler((error, _request, reply) =>
        reply.code(200).send({ code: 500, msg: (error as Error).message }),
      );
      area.delete('/refusal', { config: log }, async () => {
        throw new Error('参数键名已存在');
      });
    });
    const fault = await app.inject({ method: 'DELETE', url: '/fault' });
    await app.inject({ method: 'DELETE', url: '/refusal' });
    await flushOperLogs();
    await app.close();
    expect(fault.json()).toEqual({ code: 500, msg: '操作失败' });
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatchObject({ status: 1, errorMsg: '操作失败' });
    expect(JSON.stringify(writes)).not.toContain('Failed query');
    expect(writes[1]).toMatchObject({ status: 1, errorMsg: '参数键名已存在' });
  });

  it('covers a route of an area registered before the admin area (org user export)', async () => {
    const app = await getApp();
    const token = await admin();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/system/user/export`,
      payload: 'userName=admin',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const row = await lastOperLog();
    expect(row).toMatchObject({ title: '用户管理', businessType: 5, operName: 'admin', status: 0 });
    expect(row?.jsonResult).toBe('');
  });

  it('is installed for the real app (rows carry the session operator)', async () => {
    const app = await getApp();
    const token = await admin();
    await app.inject({
      method: 'DELETE',
      url: `${API}/system/config/99999`,
      headers: bearer(token),
    });
    const row = await lastOperLog();
    expect(row).toMatchObject({ businessType: 3, operName: 'admin', status: 1 });
    const { database } = await getShared();
    await database.db.delete(sysOperLog).where(eq(sysOperLog.operName, 'nobody'));
  });
});
