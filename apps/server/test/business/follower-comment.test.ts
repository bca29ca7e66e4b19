import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectOk, json, operatorWith, sendOk, uid } from '../org/fixtures';
import { businessCtx } from './fixtures';

type Follower = {
  followerId: number;
  email: string;
  status: string;
  unsubscribeTime: string | null;
};
type Comment = { commentId: number; status: string; replyContent: string; replyBy: string };

let token = '';
beforeAll(async () => {
  token = await businessCtx();
});

describe('followers', () => {
  it('adds with a unique email, unsubscribes with a time, exports', async () => {
    const email = `f-${uid()}@example.org`;
    await sendOk('POST', '/business/follower', {
      token,
      payload: { name: 'Nadia', email, country: 'MA', source: 'exhibition' },
    });
    expect(
      await json('POST', '/business/follower', {
        token,
        payload: { name: 'Twin', email: email.toUpperCase() },
        headers: { 'accept-language': 'en' },
      }),
    ).toEqual({ code: 500, msg: "Adding follower 'Twin' failed: the email already exists" });
    const list = await json<{ rows: Follower[] }>('GET', '/business/follower/list', {
      token,
      query: { email },
      contract: '/business/follower/list',
    });
    const follower = list.rows[0] as Follower;
    expect(follower).toMatchObject({ status: '0', unsubscribeTime: null });
    await sendOk('PUT', '/business/follower', {
      token,
      payload: { followerId: follower.followerId, name: 'Nadia', email, status: '1' },
    });
    const after = await json<{ data: Follower }>(
      'GET',
      `/business/follower/${follower.followerId}`,
      {
        token,
        contract: '/business/follower/{followerId}',
      },
    );
    expect(after.data.status).toBe('1');
    expect(after.data.unsubscribeTime).not.toBeNull();
    const xlsx = await call('POST', '/business/follower/export', {
      token,
      payload: 'status=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });
});

describe('comments', () => {
  it('moderates in batch, replies (publishing a pending comment) and deletes', async () => {
    const pending = await json<{ rows: Comment[]; total: number }>(
      'GET',
      '/business/comment/list',
      {
        token,
        query: { status: '0' },
        contract: '/business/comment/list',
      },
    );
    expect(pending.total).toBeGreaterThanOrEqual(2);
    const [a, b] = pending.rows as [Comment, Comment];
    await sendOk('PUT', '/business/comment/audit', {
      token,
      payload: { commentIds: [a.commentId], status: '2' },
    });
    await sendOk('PUT', '/business/comment/reply', {
      token,
      payload: { commentId: b.commentId, replyContent: ' Thanks, see our datasheet. ' },
    });
    const hidden = await json<{ data: Comment }>('GET', `/business/comment/${a.commentId}`, {
      token,
      contract: '/business/comment/{commentId}',
    });
    expect(hidden.data.status).toBe('2');
    const replied = await json<{ data: Comment }>('GET', `/business/comment/${b.commentId}`, {
      token,
    });
    expect(replied.data).toMatchObject({
      status: '1',
      replyContent: 'Thanks, see our datasheet.',
      replyBy: 'admin',
    });
    expectOk(
      await json('PUT', '/business/comment/audit', {
        token,
        payload: { commentIds: [a.commentId, b.commentId], status: '1' },
      }),
    );
    const moderator = await operatorWith(['business:comment:list']);
    await expectAnswer({ code: 403 }, 'PUT', '/business/comment/audit', {
      token: moderator.token,
      payload: { commentIds: [a.commentId], status: '2' },
    });
    expectOk(await json('DELETE', `/business/comment/${a.commentId}`, { token }));
    await expectAnswer({ code: 500 }, 'GET', `/business/comment/${a.commentId}`, { token });
  });
});
