import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysJob } from '../../src/db/schema';
import { expectContract } from '../contract';
import { API, getApp, getShared } from '../helper';
import { usePreparedMonitor } from './fixtures';
import { admin, adminGet, body, call, expectAnswer, userWith } from '../admin/fixtures';

const job = {
  jobName: 'refresh stats',
  jobGroup: 'DEFAULT',
  invokeTarget: 'statistics.refresh',
  cronExpression: '0 0/5 * * * ?',
  misfirePolicy: '2',
  concurrent: '1',
  status: '1',
};

async function jobIdNamed(name: string): Promise<number> {
  const { database } = await getShared();
  const [row] = await database.db.select().from(sysJob).where(eq(sysJob.jobName, name));
  if (!row) throw new Error(`no job ${name}`);
  return row.jobId;
}

usePreparedMonitor();

describe('scheduled jobs', () => {
  it('seeds RuoYi three jobs, paused, mapped to registry handlers', async () => {
    const rows = (await adminGet('/monitor/job/list?pageSize=50')).rows as Array<
      Record<string, string>
    >;
    const seeded = rows.filter((r) => r.jobName?.startsWith('系统默认'));
    expect(seeded).toHaveLength(3);
    expect(seeded.every((r) => r.status === '1' && r.misfirePolicy === '3')).toBe(true);
    expect(seeded.map((r) => r.invokeTarget)).toEqual([
      'statistics.refresh',
      'sessions.cleanExpired',
      'logs.cleanOld(90)',
    ]);
  });

  it('creates, reads, edits, lists, pauses, resumes and deletes a job', async () => {
    const token = await admin();
    await expectAnswer({ code: 200, contract: '/monitor/job' }, 'POST', '/monitor/job', token, job);
    const jobId = await jobIdNamed(job.jobName);

    const get = await adminGet(`/monitor/job/${jobId}`, '/monitor/job/{jobId}');
    expect(get.data).toMatchObject({ ...job, jobId, createBy: 'admin' });
    expect((get.data as { nextValidTime: string }).nextValidTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d[05]:00$/,
    );

    await expectAnswer({ code: 200, contract: '/monitor/job' }, 'PUT', '/monitor/job', token, {
      ...job,
      jobId,
      jobName: 'refresh stats 2',
      invokeTarget: 'logs.cleanOld(30)',
      // fields a RuoYi client sends along are ignored
      nextValidTime: '2020-01-01 00:00:00',
      createBy: 'mallory',
    });

    const list = await call('GET', '/monitor/job/list?jobName=stats%202&status=1', token);
    expect(body(list).rows).toHaveLength(1);
    expect(body(list).rows?.[0]).toMatchObject({
      invokeTarget: 'logs.cleanOld(30)',
      createBy: 'admin',
    });

    const resume = await call('PUT', '/monitor/job/changeStatus', token, { jobId, status: '0' });
    expectContract(resume, 'PUT', '/monitor/job/changeStatus');
    const { database } = await getShared();
    let [row] = await database.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
    expect(row?.status).toBe('0');
    expect(row?.nextFireTime).toBeInstanceOf(Date);
    await call('PUT', '/monitor/job/changeStatus', token, { jobId, status: '1' });
    [row] = await database.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
    expect(row?.nextFireTime).toBeNull();

    const del = await call('DELETE', `/monitor/job/${jobId}`, token);
    expectContract(del, 'DELETE', '/monitor/job/{jobIds}');
    expect(body(del).code).toBe(200);
    const gone = await call('GET', `/monitor/job/${jobId}`, token);
    expect(body(gone)).toEqual({ code: 200, msg: expect.any(String) });
  });

  it('refuses a handler outside the registry with a clear message', async () => {
    const token = await admin();
    for (const invokeTarget of [
      'ryTask.ryNoParams',
      'java.lang.Runtime.getRuntime().exec("id")',
      "logs.cleanOld(require('fs'))",
      'http://evil.test/x.y',
    ]) {
      const res = await call('POST', '/monitor/job', token, { ...job, invokeTarget });
      expectContract(res, 'POST', '/monitor/job');
      expect(body(res).code, invokeTarget).toBe(500);
    }
    const addInEnglish = async (invokeTarget: string) =>
      body(
        await call(
          'POST',
          '/monitor/job',
          token,
          { ...job, invokeTarget },
          { 'accept-language': 'en' },
        ),
      );
    expect((await addInEnglish('ryTask.ryNoParams')).msg).toBe(
      "'ryTask.ryNoParams' is not a registered job handler; choose one of: statistics.refresh, domains.recheck, certificates.expiryReminder, sessions.cleanExpired, logs.cleanOld, site.visitRollup, articles.publishScheduled, domains.certificateExpiry",
    );
    expect((await addInEnglish('logs.cleanOld(0)')).msg).toBe(
      "Argument 'days' does not fit handler logs.cleanOld",
    );
  });

  it('refuses bad or too frequent cron expressions', async () => {
    const token = await admin();
    const bad = await call('POST', '/monitor/job', token, {
      ...job,
      cronExpression: '0 0 25 * * ?',
    });
    expect(body(bad)).toEqual({ code: 500, msg: 'Cron表达式不正确' });
    const often = await call('PUT', '/monitor/job', token, {
      ...job,
      jobId: 1,
      cronExpression: '* * * * * ?',
    });
    expect(body(often).code).toBe(500);
    expect(body(often).msg).toContain('10');
  });

  it('rejects malformed bodies with 400', async () => {
    const token = await admin();
    const res = await call('POST', '/monitor/job', token, { ...job, misfirePolicy: '7' });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'POST', '/monitor/job');
    await expectAnswer({ status: 400 }, 'PUT', '/monitor/job', token, job);
  });

  it('lists the handler registry', async () => {
    const res = await call('GET', '/monitor/job/handlers', await admin(), undefined, {
      'accept-language': 'en',
    });
    expectContract(res, 'GET', '/monitor/job/handlers');
    const data = body(res).data as Array<{ key: string; label: string }>;
    expect(data.map((h) => h.key)).toContain('logs.cleanOld');
    expect(data.find((h) => h.key === 'logs.cleanOld')?.label).toBe('Clean old logs');
  });

  it('previews the next five run times, or says why not', async () => {
    const token = await admin();
    const res = await call(
      'GET',
      `/monitor/job/cron/next?cron=${encodeURIComponent('0 0 2 * * ?')}`,
      token,
    );
    expectContract(res, 'GET', '/monitor/job/cron/next');
    const times = body(res).data as string[];
    expect(times).toHaveLength(5);
    expect(times.every((t) => t.endsWith(' 02:00:00'))).toBe(true);
    const bad = await call('GET', '/monitor/job/cron/next?cron=nope', token, undefined, {
      'accept-language': 'en',
    });
    expectContract(bad, 'GET', '/monitor/job/cron/next');
    expect(body(bad)).toEqual({ code: 500, msg: 'The cron expression is not valid' });
    await expectAnswer({ status: 400 }, 'GET', '/monitor/job/cron/next', token);
  });

  it('runs a job once and logs it; the log can be read, filtered, deleted and cleaned', async () => {
    const token = await admin();
    await call('POST', '/monitor/job', token, { ...job, jobName: 'run me' });
    const jobId = await jobIdNamed('run me');
    const run = await call('PUT', '/monitor/job/run', token, { jobId, jobGroup: 'DEFAULT' });
    expectContract(run, 'PUT', '/monitor/job/run');
    expect(body(run).code).toBe(200);

    const list = await call('GET', `/monitor/jobLog/list?jobId=${jobId}`, token);
    expectContract(list, 'GET', '/monitor/jobLog/list');
    expect(body(list).total).toBe(1);
    const log = body(list).rows?.[0] as { jobLogId: number; status: string; jobMessage: string };
    expect(log.status).toBe('0');
    expect(log.jobMessage).toMatch(/^run me 总共耗时：\d+毫秒 users=\d+/);

    const one = await adminGet(`/monitor/jobLog/${log.jobLogId}`, '/monitor/jobLog/{jobLogId}');
    expect(one.data).toMatchObject({ jobLogId: log.jobLogId, jobName: 'run me' });

    const byName = await call('GET', '/monitor/jobLog/list?jobName=run%20me&status=0', token);
    expect(body(byName).total).toBe(1);

    const del = await call('DELETE', `/monitor/jobLog/${log.jobLogId}`, token);
    expectContract(del, 'DELETE', '/monitor/jobLog/{jobLogIds}');
    expect(body(del).code).toBe(200);

    await call('PUT', '/monitor/job/run', token, { jobId });
    const clean = await call('DELETE', '/monitor/jobLog/clean', token);
    expectContract(clean, 'DELETE', '/monitor/jobLog/clean');
    const after = await call('GET', '/monitor/jobLog/list', token);
    expect(body(after).total).toBe(0);

    const missing = await call('PUT', '/monitor/job/run', token, { jobId: 99999 });
    expect(body(missing)).toEqual({ code: 500, msg: '任务不存在或已过期！' });
  });

  it('exports jobs and job logs as xlsx', async () => {
    const token = await admin();
    for (const url of ['/monitor/job/export', '/monitor/jobLog/export']) {
      const res = await call('POST', url, token, 'jobName=', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('needs the permissions', async () => {
    const app = await getApp();
    const anonymous = await app.inject({ method: 'GET', url: `${API}/monitor/job/list` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
    const { token } = await userWith(['monitor:job:list']);
    await expectAnswer({ code: 200 }, 'GET', '/monitor/job/list', token);
    for (const [method, url, payload] of [
      ['POST', '/monitor/job', job],
      ['PUT', '/monitor/job', { ...job, jobId: 1 }],
      ['PUT', '/monitor/job/changeStatus', { jobId: 1, status: '0' }],
      ['PUT', '/monitor/job/run', { jobId: 1 }],
      ['DELETE', '/monitor/job/1', undefined],
      ['GET', '/monitor/job/1', undefined],
      ['DELETE', '/monitor/jobLog/clean', undefined],
      ['GET', '/monitor/jobLog/1', undefined],
    ] as const) {
      const res = await call(method, url, token, payload);
      expect(body(res), `${method} ${url}`).toMatchObject({ code: 403 });
    }
  });
});
