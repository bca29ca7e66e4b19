import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysNotice, sysNoticeRead } from '../../src/db/schema';
import { seedAdmin } from '../../src/db/seed/admin';
import { expectContract } from '../contract';
import { getShared } from '../helper';
import { admin, adminGet, body, call, ensureAdminSeed, expectAnswer, userWith } from './fixtures';

async function addNotice(over: Record<string, unknown> = {}) {
  const title = `公告${Math.random().toString(36).slice(2, 8)}`;
  const res = await call('POST', '/system/notice', await admin(), {
    noticeTitle: title,
    noticeType: '1',
    noticeContent: '<p>hi</p>',
    ...over,
  });
  expectContract(res, 'post', '/system/notice');
  const { database } = await getShared();
  const [row] = await database.db
    .select()
    .from(sysNotice)
    .where(eq(sysNotice.noticeTitle, String(over.noticeTitle ?? title)));
  return { res, row };
}

describe('/system/notice', () => {
  beforeAll(async () => {
    await ensureAdminSeed();
    await admin();
  });

  it('seeds RuoYi notices once (idempotent)', async () => {
    const { database } = await getShared();
    expect(await seedAdmin(database.db)).toBe(false);
    const rows = await database.db.select().from(sysNotice).where(eq(sysNotice.noticeId, 3));
    expect(rows[0]?.noticeTitle).toBe('若依开源框架介绍');
    const { row } = await addNotice();
    expect(row?.noticeId).toBeGreaterThanOrEqual(10);
  });

  it('lists newest first with filters and gets one for any signed-in user', async () => {
    const token = await admin();
    const res = await adminGet('/system/notice/list?noticeType=1&pageSize=50');
    const rows = res.rows as Array<{ noticeId: number; noticeType: string }>;
    expect(rows.every((r) => r.noticeType === '1')).toBe(true);
    const ids = rows.map((r) => r.noticeId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byTitle = body(
      await call('GET', `/system/notice/list?noticeTitle=${encodeURIComponent('维护')}`, token),
    );
    expect((byTitle.rows as Array<{ noticeId: number }>).map((r) => r.noticeId)).toEqual([2]);

    const reader = await userWith([]);
    const one = await call('GET', '/system/notice/3', reader.token);
    expectContract(one, 'get', '/system/notice/{noticeId}');
    expect(body(one).data).toMatchObject({ noticeId: 3, noticeType: '1' });
    expect(body(await call('GET', '/system/notice/999999', reader.token))).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });

  it('refuses users without the permission', async () => {
    const { token } = await userWith([]);
    const list = await call('GET', '/system/notice/list', token);
    expectContract(list, 'get', '/system/notice/list');
    expect(body(list).code).toBe(403);
    await expectAnswer({ code: 403 }, 'DELETE', '/system/notice/1', token);
    for (const method of ['POST', 'PUT'] as const) {
      await expectAnswer({ code: 403 }, method, '/system/notice', token, {
        noticeId: 1,
        noticeTitle: 'x',
        noticeType: '1',
      });
    }
  });

  it('sanitises content with the restricted allow-list and refuses markup in titles', async () => {
    const payload =
      '<p onclick="x()">ok <b>bold</b><img src=x onerror=alert(1)><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">j</a><a href="https://e.com">e</a><iframe src="//x"></iframe><h1>big</h1></p>';
    const { res, row } = await addNotice({ noticeContent: payload });
    expect(body(res).code).toBe(200);
    const html = row?.noticeContent ?? '';
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('href="https://e.com"');
    for (const bad of ['onclick', 'onerror', '<script', '<img', 'javascript:', '<iframe', '<h1'])
      expect(html).not.toContain(bad);

    const token = await admin();
    const edit = await call('PUT', '/system/notice', token, {
      noticeId: row?.noticeId,
      noticeTitle: row?.noticeTitle,
      noticeType: '2',
      noticeContent: '<svg onload=alert(1)><p>again</p></svg>',
      createBy: 'forged',
    });
    expectContract(edit, 'put', '/system/notice');
    const { database } = await getShared();
    const [after] = await database.db
      .select()
      .from(sysNotice)
      .where(eq(sysNotice.noticeId, row?.noticeId ?? 0));
    expect(after?.noticeType).toBe('2');
    expect(after?.createBy).toBe('admin');
    expect(after?.noticeContent).not.toContain('svg');
    expect(after?.noticeContent).not.toContain('onload');

    const script = await call('POST', '/system/notice', token, {
      noticeTitle: '<img src=x onerror=1>',
      noticeType: '1',
    });
    expect(body(script)).toEqual({ code: 500, msg: '公告标题不能包含脚本字符' });
    await expectAnswer({ status: 400 }, 'POST', '/system/notice', token, {
      noticeTitle: 'x'.repeat(51),
      noticeType: '1',
    });
    await expectAnswer({ status: 400 }, 'POST', '/system/notice', token, {
      noticeTitle: 'x',
      noticeType: '3',
    });
  });

  it('deletes notices together with their read records', async () => {
    const token = await admin();
    const { row: a } = await addNotice();
    const { row: b } = await addNotice();
    const { database } = await getShared();
    await database.db.insert(sysNoticeRead).values({ noticeId: a?.noticeId ?? 0, userId: 1 });
    const res = await call('DELETE', `/system/notice/${a?.noticeId},${b?.noticeId}`, token);
    expectContract(res, 'delete', '/system/notice/{noticeId}');
    expect(body(res).code).toBe(200);
    const reads = await database.db
      .select()
      .from(sysNoticeRead)
      .where(eq(sysNoticeRead.noticeId, a?.noticeId ?? 0));
    expect(reads).toEqual([]);
    expect(body(await call('DELETE', `/system/notice/${a?.noticeId}`, token))).toEqual({
      code: 500,
      msg: '操作失败',
    });
  });
});
