import { describe, expect, it } from 'vitest';
import { useSharedApp } from '../helper';
import { adminToken, expectAnswer, expectOk, json, operatorWith, sendOk, uid } from './fixtures';

type Post = {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
};

useSharedApp();

describe('/system/post', () => {
  it('lists, filters, sorts and reads positions', async () => {
    const token = await adminToken();
    const list = await json<{ rows: Post[]; total: number }>('GET', '/system/post/list', {
      token,
      contract: '/system/post/list',
    });
    expect(list.rows.slice(0, 4).map((p) => p.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
    const desc = await json<{ rows: Post[] }>('GET', '/system/post/list', {
      token,
      query: { orderByColumn: 'postSort', isAsc: 'desc', postCode: 'e' },
    });
    expect(desc.rows.map((p) => p.postCode)).toEqual(expect.arrayContaining(['ceo', 'se', 'user']));
    expect(desc.rows[0]?.postSort).toBeGreaterThanOrEqual(desc.rows.at(-1)?.postSort ?? 0);
    const one = await json<{ data: Post }>('GET', '/system/post/1', {
      token,
      contract: '/system/post/{postId}',
    });
    expect(one.data).toMatchObject({ postCode: 'ceo', postName: '董事长' });
    await expectAnswer({ code: 500 }, 'GET', '/system/post/999999', {
      token,
      contract: '/system/post/{postId}',
    });
    const op = await operatorWith([]);
    const options = await json<{ data: Post[] }>('GET', '/system/post/optionselect', {
      token: op.token,
      contract: '/system/post/optionselect',
    });
    expect(options.data.length).toBeGreaterThanOrEqual(4);
    await expectAnswer({ code: 403 }, 'GET', '/system/post/list', { token: op.token });
  });

  it('adds, edits and deletes with unique names and codes; refuses assigned positions', async () => {
    const token = await adminToken();
    const code = `t_p_${uid()}`;
    await sendOk('POST', '/system/post', {
      token,
      payload: { postCode: code, postName: code, postSort: 9, createBy: 'evil' },
    });
    const list = await json<{ rows: Post[] }>('GET', '/system/post/list', {
      token,
      query: { postCode: code },
    });
    const post = list.rows[0];
    expect(post).toMatchObject({ postCode: code, status: '0' });
    const postId = post?.postId ?? 0;
    expect(
      await json('POST', '/system/post', {
        token,
        payload: { postCode: 'x1', postName: '董事长', postSort: 1 },
      }),
    ).toEqual({
      code: 500,
      msg: "新增岗位'董事长'失败，岗位名称已存在",
    });
    expect(
      await json('POST', '/system/post', {
        token,
        payload: { postCode: 'ceo', postName: `n_${uid()}`, postSort: 1 },
      }),
    ).toMatchObject({
      code: 500,
      msg: expect.stringMatching(/岗位编码已存在/),
    });
    await sendOk('PUT', '/system/post', {
      token,
      payload: { postId, postCode: code, postName: `${code}_n`, postSort: 3, status: '1' },
    });
    expect(
      await json('PUT', '/system/post', {
        token,
        payload: { postId, postCode: 'se', postName: 'x', postSort: 3 },
      }),
    ).toMatchObject({ code: 500, msg: expect.stringMatching(/岗位编码已存在/) });
    expect(
      await json('DELETE', '/system/post/1', { token, contract: '/system/post/{postId}' }),
    ).toEqual({
      code: 500,
      msg: '董事长已分配,不能删除',
    });
    expectOk(
      await json('DELETE', `/system/post/${postId}`, { token, contract: '/system/post/{postId}' }),
    );
    await expectAnswer({ code: 500 }, 'GET', `/system/post/${postId}`, { token });
    await expectAnswer({ status: 400 }, 'POST', '/system/post', {
      token,
      payload: { postCode: 'x', postSort: 1 },
      contract: '/system/post',
    });
    const op = await operatorWith(['system:post:list']);
    await expectAnswer({ code: 403 }, 'POST', '/system/post', {
      token: op.token,
      payload: { postCode: 'x', postName: 'x', postSort: 1 },
    });
    await expectAnswer({ code: 403 }, 'DELETE', `/system/post/4`, { token: op.token });
  });
});
