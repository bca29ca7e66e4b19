import { and, desc, eq, gt, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysOperLog } from '../../src/db/schema';
import { getShared, useSharedApp } from '../helper';
import { adminToken, createUser, expectOk, json, operatorWith } from './fixtures';

useSharedApp();

/** The newest log row of a URL written after `after` (the write is asynchronous: poll briefly). */
async function lastLog(url: string, after: number) {
  const { database } = await getShared();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [row] = await database.db
      .select()
      .from(sysOperLog)
      .where(and(eq(sysOperLog.operUrl, `/prod-api${url}`), gt(sysOperLog.operId, after)))
      .orderBy(desc(sysOperLog.operId))
      .limit(1);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

async function maxId() {
  const { database } = await getShared();
  const [row] = await database.db.select({ id: max(sysOperLog.operId) }).from(sysOperLog);
  return row?.id ?? 0;
}

describe('operation log of org routes', () => {
  it('records changes with the business type and without secrets, refusals as failures', async () => {
    const token = await adminToken();
    const u = await createUser({ deptId: 105 });
    const before = await maxId();
    expectOk(
      await json('PUT', '/system/user/resetPwd', {
        token,
        payload: { userId: u.userId, password: 'Secret-pass1' },
      }),
    );
    const reset = await lastLog('/system/user/resetPwd', before);
    expect(reset).toMatchObject({ title: '用户管理', businessType: 2, operName: 'admin' });
    expect(reset?.operParam).not.toContain('Secret-pass1');

    const op = await operatorWith(['system:user:edit'], { deptId: 104, dataScope: '3' });
    await json('PUT', '/system/user/changeStatus', {
      token: op.token,
      payload: { userId: u.userId, status: '1' },
    });
    const refused = await lastLog('/system/user/changeStatus', before);
    expect(refused).toMatchObject({ operName: op.userName });
    expect(refused?.status).toBe(1);
  });
});
