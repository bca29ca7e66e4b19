import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser } from '../../src/db/schema';
import { getApp, getShared, loginAs, useSharedApp } from '../helper';
import { adminToken, call, createUser, expectAnswer, operatorWith, uid } from './fixtures';
import { IMPORT_HEADER, importRows, upload, USER_COLUMNS, XLSX } from './import-fixtures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

useSharedApp();

/** Rows of the first sheet as arrays of cell values (header first). */
async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

async function userByName(userName: string) {
  const { database } = await getShared();
  const [row] = await database.db
    .select()
    .from(sysUser)
    .where(sql`lower(${sysUser.userName}) = lower(${userName})`);
  return row;
}

describe('exports', () => {
  it('exports users in scope with dictionary labels and neutralised formulas', async () => {
    const token = await adminToken();
    const u = await createUser({ deptId: 104 });
    const { database } = await getShared();
    await database.db
      .update(sysUser)
      .set({ nickName: '=HYPERLINK("http://evil","x")' })
      .where(eq(sysUser.userId, u.userId));
    const res = await call('POST', '/system/user/export', {
      token,
      headers: FORM,
      payload: `userName=${u.userName}&params%5BbeginTime%5D=2000-01-01`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([
      '用户序号',
      ...USER_COLUMNS,
      '最后登录IP',
      '最后登录时间',
      '部门名称',
      '部门负责人',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe(u.userName);
    expect(rows[1]?.[2]).toBe('\'=HYPERLINK("http://evil","x")');
    expect(rows[1]?.[5]).toBe('男');
    expect(rows[1]?.[6]).toBe('正常');
    expect(rows[1]?.[9]).toBe('市场部门');

    const scoped = await operatorWith(['system:user:export'], { deptId: 104, dataScope: '3' });
    const mine = await call('POST', '/system/user/export', { token: scoped.token });
    const names = (await sheetRows(mine.rawPayload)).slice(1).map((r) => r[9]);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['市场部门']));
    const denied = await call('POST', '/system/user/export', {
      token: (await operatorWith(['system:user:list'])).token,
      contract: '/system/user/export',
    });
    expect(denied.json()).toMatchObject({ code: 403 });
  });

  it('exports roles and positions and serves the import template to any signed-in user', async () => {
    const token = await adminToken();
    const roles = await sheetRows(
      (
        await call('POST', '/system/role/export', {
          token,
          headers: FORM,
          payload: 'roleKey=common',
        })
      ).rawPayload,
    );
    expect(roles[0]).toEqual([
      '角色序号',
      '角色名称',
      '角色权限',
      '角色排序',
      '数据范围',
      '角色状态',
    ]);
    expect(roles[1]).toEqual([2, '普通角色', 'common', 2, '自定义数据权限', '正常']);
    const posts = await sheetRows(
      (await call('POST', '/system/post/export', { token })).rawPayload,
    );
    expect(posts[1]).toEqual([1, 'ceo', '董事长', 1, '正常']);
    const member = await operatorWith([]);
    const template = await call('POST', '/system/user/importTemplate', { token: member.token });
    expect(template.headers['content-type']).toBe(XLSX);
    expect(await sheetRows(template.rawPayload)).toEqual([IMPORT_HEADER]);
    expect(
      (
        await call('POST', '/system/user/importTemplate', {
          contract: '/system/user/importTemplate',
        })
      ).json(),
    ).toMatchObject({ code: 401 });
  });
});

describe('POST /system/user/importData', () => {
  it('creates users with the initial password and reports existing ones', async () => {
    const token = await adminToken();
    const a = `t_imp_${uid()}`;
    const b = `t_imp_${uid()}`;
    const res = await importRows(token, [
      [105, a, 'Alpha', `${a}@example.com`, '', '女', '正常'],
      ['', b, '', '', '', '', '停用'],
    ]);
    const body = res.json<{ code: number; msg: string }>();
    expect(body.code).toBe(200);
    expect(body.msg).toBe(
      `恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 ${a} 导入成功<br/>2、账号 ${b} 导入成功`,
    );
    expect(await userByName(a)).toMatchObject({
      deptId: 105,
      nickName: 'Alpha',
      sex: '1',
      status: '0',
    });
    expect(await userByName(b)).toMatchObject({ deptId: null, nickName: b, status: '1' });
    await loginAs(await getApp(), a, '123456');

    const again = await importRows(token, [
      [105, a.toUpperCase(), 'Changed', '', '', '男', '正常'],
    ]);
    expect(again.json()).toEqual({
      code: 500,
      msg: `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 ${a.toUpperCase()} 已存在`,
    });
    const update = await importRows(token, [[103, a, 'Changed', '', '', '男', '正常']], '1');
    expect(update.json<{ code: number }>().code).toBe(200);
    // The department is never changed by an update.
    expect(await userByName(a)).toMatchObject({ nickName: 'Changed', deptId: 105, sex: '0' });
  });

  it('keeps formula-looking cells as inert text and never evaluates formulas', async () => {
    const token = await adminToken();
    const name = `t_imp_${uid()}`;
    const res = await importRows(token, [
      [
        105,
        name,
        { formula: 'HYPERLINK("http://evil","click")', result: 'click' },
        '',
        '',
        '男',
        '正常',
      ],
    ]);
    expect(res.json<{ code: number }>().code).toBe(200);
    expect((await userByName(name))?.nickName).toBe('click');
    const name2 = `t_imp_${uid()}`;
    await importRows(token, [[105, name2, "=cmd|' /C calc'!A0", '', '', '男', '正常']]);
    expect((await userByName(name2))?.nickName).toBe("=cmd|' /C calc'!A0");
    // …which an export neutralises.
    const out = await call('POST', '/system/user/export', {
      token,
      headers: FORM,
      payload: `userName=${name2}`,
    });
    expect((await sheetRows(out.rawPayload))[1]?.[2]).toBe("'=cmd|' /C calc'!A0");
  });

  it('reports bad rows (HTML-escaped), bad files and out-of-scope departments', async () => {
    const token = await adminToken();
    const ok = `t_imp_${uid()}`;
    const res = await importRows(token, [
      [105, '<img src=x onerror=alert(1)>', 'x', '', '', '男', '正常'],
      [105, ok, 'x', 'not-an-email', '', '男', '正常'],
      [105, 'ry', 'x', '', '', '男', '正常'],
    ]);
    const body = res.json<{ code: number; msg: string }>();
    expect(body.code).toBe(500);
    expect(body.msg).toContain('共 3 条');
    expect(body.msg).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body.msg).not.toContain('<img');
    expect(await userByName(ok)).toBeUndefined();

    const notXlsx = await upload(token, Buffer.from('userName,nickName\nx,y\n'));
    expect(notXlsx.json()).toEqual({ code: 500, msg: '文件格式不正确，请上传xlsx格式文件' });
    const empty = await importRows(token, []);
    expect(empty.json()).toEqual({ code: 500, msg: '导入用户数据不能为空！' });

    const scoped = await operatorWith(['system:user:import'], { deptId: 104, dataScope: '3' });
    const outside = `t_imp_${uid()}`;
    const inside = `t_imp_${uid()}`;
    const mixed = await importRows(scoped.token, [
      [105, outside, 'x', '', '', '男', '正常'],
      [104, inside, 'x', '', '', '男', '正常'],
    ]);
    expect(mixed.json<{ msg: string }>().msg).toContain(
      `1、账号 ${outside} 导入失败：没有权限访问部门数据！`,
    );
    expect(await userByName(outside)).toBeUndefined();
    expect(await userByName(inside)).toMatchObject({ deptId: 104 });
    const updateOut = await importRows(
      scoped.token,
      [[104, 'ry', 'pwned', '', '', '男', '正常']],
      '1',
    );
    expect(updateOut.json<{ msg: string }>().msg).toContain('没有权限访问用户数据！');
    expect((await userByName('ry'))?.nickName).toBe('若依');
    await expectAnswer({ code: 403 }, 'POST', '/system/user/importData', {
      token: (await operatorWith(['system:user:list'])).token,
    });
  });
});
