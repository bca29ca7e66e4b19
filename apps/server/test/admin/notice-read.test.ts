import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysNotice, sysNoticeRead } from '../../src/db/schema';
import { expectContract } from '../contract';
import { getShared } from '../helper';
import { admin, adminGet, body, call, ensureAdminSeed, expectAnswer, userWith } from './fixtures';

type Top = {
  data: Array<{ noticeId: number; isRead: boolean; status: string }>;
  unreadCount: number;
};

describe('notice bell (listTop, markRead, readUsers)', () => {
  beforeAll(async () => {
    await ensureAdminSeed();
    await admin();
  });

  it('shows the 5 newest open notices with per-user read flags', async () => {
    const token = await admin();
    for (let i = 0; i < 6; i += 1)
      await call('POST', '/system/notice', token, { noticeTitle: `铃${i}`, noticeType: '1' });
    await call('POST', '/system/notice', token, {
      noticeTitle: '关闭的',
      noticeType: '1',
      status: '1',
    });
    const reader = await userWith([]);
    const res = await call('GET', '/system/notice/listTop', reader.token);
    expectContract(res, 'get', '/system/notice/listTop');
    const top = body(res) as unknown as Top;
    expect(top.data).toHaveLength(5);
    expect(top.data.every((n) => n.status === '0' && !n.isRead)).toBe(true);
    expect(top.unreadCount).toBe(5);
    const ids = top.data.map((n) => n.noticeId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const one = await call('POST', `/system/notice/markRead?noticeId=${ids[0]}`, reader.token);
    expectContract(one, 'post', '/system/notice/markRead');
    expect(body(one).code).toBe(200);
    await call('POST', `/system/notice/markRead?noticeId=${ids[0]}`, reader.token); // idempotent
    const all = await call(
      'POST',
      `/system/notice/markReadAll?ids=${ids[1]},${ids[2]},999999`,
      reader.token,
    );
    expectContract(all, 'post', '/system/notice/markReadAll');
    const after = body(await call('GET', '/system/notice/listTop', reader.token)) as unknown as Top;
    expect(after.unreadCount).toBe(2);
    expect(after.data.filter((n) => n.isRead).map((n) => n.noticeId)).toEqual(ids.slice(0, 3));
    // Another user's flags are separate.
    const mine = body(await call('GET', '/system/notice/listTop', token)) as unknown as Top;
    expect(mine.unreadCount).toBe(5);
    await expectAnswer({ status: 400 }, 'POST', '/system/notice/markRead?noticeId=x', reader.token);

    const readers = await adminGet(
      `/system/notice/readUsers/list?noticeId=${ids[0]}`,
      '/system/notice/readUsers/list',
    );
    expect(readers.rows).toEqual([
      expect.objectContaining({ userName: reader.userName, deptName: '测试部门' }),
    ]);
    const searched = await call(
      'GET',
      `/system/notice/readUsers/list?noticeId=${ids[0]}&searchValue=nobody-like-this`,
      token,
    );
    expect(body(searched)).toMatchObject({ rows: [], total: 0 });
    await expectAnswer(
      { code: 403 },
      'GET',
      `/system/notice/readUsers/list?noticeId=${ids[0]}`,
      reader.token,
    );

    const { database } = await getShared();
    const reads = await database.db
      .select()
      .from(sysNoticeRead)
      .where(eq(sysNoticeRead.noticeId, ids[0] ?? 0));
    expect(reads).toHaveLength(1);
    await database.db.delete(sysNotice).where(eq(sysNotice.noticeTitle, '关闭的'));
  });
});
