import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDept } from '../../src/db/schema';
import { getShared, useSharedApp } from '../helper';
import {
  adminToken,
  createUser,
  expectAnswer,
  expectOk,
  expectUnknownAndBadIds,
  json,
  operatorWith,
  sendOk,
  uid,
} from './fixtures';

type Dept = {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  status: string;
};

useSharedApp();

async function deptRow(deptId: number) {
  const { database } = await getShared();
  const [row] = await database.db.select().from(sysDept).where(eq(sysDept.deptId, deptId));
  return row;
}

/** Adds a department through the API and returns its row. */
async function addDept(token: string, parentId: number, extra: object = {}): Promise<Dept> {
  const deptName = `t_d_${uid()}`;
  await sendOk('POST', '/system/dept', {
    token,
    payload: { parentId, deptName, orderNum: 1, ...extra },
  });
  const list = await json<{ data: Dept[] }>('GET', '/system/dept/list', {
    token,
    query: { deptName },
  });
  const dept = list.data.find((d) => d.deptName === deptName);
  if (!dept) throw new Error('department not created');
  return dept;
}

describe('department reads', () => {
  it('lists flat, ordered by parent then order, excludes a subtree, and reads one', async () => {
    const token = await adminToken();
    const list = await json<{ data: Array<Dept & { parentName: string | null }> }>(
      'GET',
      '/system/dept/list',
      {
        token,
        contract: '/system/dept/list',
      },
    );
    expect(list.data[0]).toMatchObject({ deptId: 100, ancestors: '0', parentName: null });
    expect(list.data.find((d) => d.deptId === 103)).toMatchObject({ parentName: '深圳总公司' });
    const excl = await json<{ data: Dept[] }>('GET', '/system/dept/list/exclude/101', {
      token,
      contract: '/system/dept/list/exclude/{deptId}',
    });
    const ids = excl.data.map((d) => d.deptId);
    expect(ids).toContain(102);
    expect(ids).not.toContain(101);
    expect(ids).not.toContain(103);
    const one = await json<{ data: Dept & { parentName: string } }>('GET', '/system/dept/103', {
      token,
      contract: '/system/dept/{deptId}',
    });
    expect(one.data).toMatchObject({
      deptName: '研发部门',
      parentName: '深圳总公司',
      ancestors: '0,100,101',
    });
    await expectUnknownAndBadIds(token, '/system/dept', 'deptId');
    const op = await operatorWith(['system:dept:query']);
    await expectAnswer({ code: 403 }, 'GET', '/system/dept/list', {
      token: op.token,
      contract: '/system/dept/list',
    });
  });
});

describe('department changes', () => {
  it('adds under an enabled parent with ancestors; names are unique per parent', async () => {
    const token = await adminToken();
    const dept = await addDept(token, 103);
    expect(dept.ancestors).toBe('0,100,101,103');
    expect(
      await json('POST', '/system/dept', {
        token,
        payload: { parentId: 103, deptName: dept.deptName, orderNum: 2 },
      }),
    ).toEqual({ code: 500, msg: `新增部门'${dept.deptName}'失败，部门名称已存在` });
    // The same name under another parent is fine.
    expectOk(
      await json('POST', '/system/dept', {
        token,
        payload: { parentId: 104, deptName: dept.deptName, orderNum: 2 },
      }),
    );
    const disabled = await addDept(token, 103, { status: '1' });
    expect(
      await json('POST', '/system/dept', {
        token,
        payload: { parentId: disabled.deptId, deptName: 'x', orderNum: 1 },
      }),
    ).toEqual({ code: 500, msg: '部门停用，不允许新增' });
    await expectAnswer({ status: 400 }, 'POST', '/system/dept', {
      token,
      payload: { parentId: 103, orderNum: 1 },
      contract: '/system/dept',
    });
  });

  it('moves a subtree (rewriting ancestors), refuses itself or a descendant as parent', async () => {
    const token = await adminToken();
    const parent = await addDept(token, 103);
    const child = await addDept(token, parent.deptId);
    const grandchild = await addDept(token, child.deptId);
    const edit = (payload: object) =>
      json('PUT', '/system/dept', { token, payload, contract: '/system/dept' });
    expect(
      await edit({
        deptId: parent.deptId,
        parentId: parent.deptId,
        deptName: parent.deptName,
        orderNum: 1,
      }),
    ).toEqual({
      code: 500,
      msg: `修改部门'${parent.deptName}'失败，上级部门不能是自己`,
    });
    expect(
      (
        await edit({
          deptId: parent.deptId,
          parentId: grandchild.deptId,
          deptName: parent.deptName,
          orderNum: 1,
        })
      ).msg,
    ).toMatch(/上级部门不能是下级部门/);
    expectOk(
      await edit({
        deptId: parent.deptId,
        parentId: 102,
        deptName: parent.deptName,
        orderNum: 1,
        delFlag: '2',
        ancestors: 'x',
      }),
    );
    expect((await deptRow(parent.deptId))?.ancestors).toBe('0,100,102');
    expect((await deptRow(child.deptId))?.ancestors).toBe(`0,100,102,${parent.deptId}`);
    expect((await deptRow(grandchild.deptId))?.ancestors).toBe(
      `0,100,102,${parent.deptId},${child.deptId}`,
    );
    expect((await deptRow(parent.deptId))?.delFlag).toBe('0');
  });

  it('refuses disabling a department with enabled children; enabling enables ancestors', async () => {
    const token = await adminToken();
    const parent = await addDept(token, 103);
    const child = await addDept(token, parent.deptId);
    const edit = (d: Dept, status: string) =>
      json('PUT', '/system/dept', {
        token,
        payload: {
          deptId: d.deptId,
          parentId: d.parentId,
          deptName: d.deptName,
          orderNum: 1,
          status,
        },
      });
    expect(await edit(parent, '1')).toEqual({ code: 500, msg: '该部门包含未停用的子部门！' });
    expectOk(await edit(child, '1'));
    expectOk(await edit(parent, '1'));
    expect((await deptRow(parent.deptId))?.status).toBe('1');
    expectOk(await edit(child, '0'));
    expect((await deptRow(parent.deptId))?.status).toBe('0');
  });

  it('warns (601) before deleting a department with children or users, then soft-deletes', async () => {
    const token = await adminToken();
    const parent = await addDept(token, 103);
    const child = await addDept(token, parent.deptId);
    expect(
      await json('DELETE', `/system/dept/${parent.deptId}`, {
        token,
        contract: '/system/dept/{deptId}',
      }),
    ).toEqual({
      code: 601,
      msg: '存在下级部门,不允许删除',
    });
    const member = await createUser({ deptId: child.deptId });
    expect(await json('DELETE', `/system/dept/${child.deptId}`, { token })).toEqual({
      code: 601,
      msg: '部门存在用户,不允许删除',
    });
    expectOk(await json('DELETE', `/system/user/${member.userId}`, { token }));
    expectOk(await json('DELETE', `/system/dept/${child.deptId}`, { token }));
    expectOk(await json('DELETE', `/system/dept/${parent.deptId}`, { token }));
    expect((await deptRow(parent.deptId))?.delFlag).toBe('2');
  });

  it('saves a new order and refuses changes without permission or outside the scope', async () => {
    const token = await adminToken();
    const a = await addDept(token, 103);
    const b = await addDept(token, 103);
    await sendOk('PUT', '/system/dept/updateSort', {
      token,
      payload: { deptIds: `${a.deptId},${b.deptId}`, orderNums: '7,8' },
    });
    expect((await deptRow(b.deptId))?.orderNum).toBe(8);
    const op = await operatorWith(['system:dept:edit', 'system:dept:remove', 'system:dept:add'], {
      deptId: 104,
      dataScope: '3',
    });
    expect(
      await json('PUT', '/system/dept', {
        token: op.token,
        payload: { deptId: a.deptId, parentId: 103, deptName: 'x', orderNum: 1 },
      }),
    ).toEqual({ code: 403, msg: '没有权限访问部门数据！' });
    expect(await json('DELETE', `/system/dept/${a.deptId}`, { token: op.token })).toEqual({
      code: 403,
      msg: '没有权限访问部门数据！',
    });
    await expectAnswer({ code: 403 }, 'POST', '/system/dept', {
      token: op.token,
      payload: { parentId: 103, deptName: 'x', orderNum: 1 },
    });
    const none = await operatorWith(['system:dept:list']);
    await expectAnswer({ code: 403 }, 'DELETE', `/system/dept/${a.deptId}`, { token: none.token });
  });
});
