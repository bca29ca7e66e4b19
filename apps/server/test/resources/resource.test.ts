import { desc, eq, inArray, sql } from 'drizzle-orm';
import { char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandResources } from '../../../../scripts/openapi-resources.mjs';
import { sysMenu, sysRoleMenu } from '../../src/db/schema';
import { audit } from '../../src/db/schema/columns';
import { refuse, warn } from '../../src/lib/business-error';
import { errorHandlingPlugin } from '../../src/plugins/error-handling';
import { loadOpenApi } from '../../src/plugins/contract';
import type { Session } from '../../src/plugins/sessions';
import {
  contains,
  custom,
  defineResource,
  ensureMenus,
  equals,
  oneOf,
  type ResourceOptions,
} from '../../src/resources';
import { getShared } from '../helper';
import { xlsxRows } from '../admin/xlsx';
import { createRole, createUser } from '../org/fixtures';
import { loadUserAccess } from '../../src/services/user-access';

// A table and a contract declaration of the test's own, so every option of the layer is
// exercised (soft delete, data scope, hooks, replaced operations) on the real database.
const items = pgTable('res_test_item', {
  itemId: integer('item_id').primaryKey().generatedByDefaultAsIdentity(),
  itemName: varchar('item_name', { length: 50 }).notNull(),
  kind: char('kind', { length: 1 }).notNull().default('1'),
  deptId: integer('dept_id'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  ...audit,
});
type Body = { itemName: string; kind?: string; deptId?: number | null };

const string = { type: 'string', maxLength: 50 };
const doc = structuredClone(loadOpenApi()) as Parameters<typeof expandResources>[0];
doc.components.schemas.ResTestItem = { type: 'object' };
doc.components.schemas.ResTestItemBody = {
  type: 'object',
  required: ['itemName'],
  properties: {
    itemId: { type: 'integer' },
    itemName: { type: 'string', minLength: 1, maxLength: 50 },
    kind: { type: 'string', enum: ['1', '2', '3'] },
    deptId: { type: ['integer', 'null'] },
  },
};
expandResources(
  doc,
  {
    ResTestItem: {
      tag: 'test',
      path: '/test/item',
      id: 'itemId',
      permission: 'test:item',
      row: 'ResTestItem',
      body: 'ResTestItemBody',
      filters: { itemName: string, kind: string, kinds: string, named: string },
      timeRange: true,
      sort: ['itemId', 'itemName'],
      operations: ['list', 'get', 'add', 'edit', 'remove', 'export', 'options'],
    },
  },
  'resource.test',
  new Set(),
  (message) => {
    throw new Error(message);
  },
);

const base: ResourceOptions<typeof items, Body, ReturnType<typeof pick>> = {
  path: '/test/item',
  permission: 'test:item',
  title: '测试条目',
  table: items,
  id: items.itemId,
  view: (row) => ({ itemId: row.itemId, itemName: row.itemName, kind: row.kind }),
  pick: (body: Body) => pick(body),
  filters: {
    itemName: contains(items.itemName),
    kind: equals(items.kind),
    kinds: oneOf(items.kind),
    named: custom((value) => eq(items.itemName, `item ${value}`)),
  },
  timeRange: items.createTime,
  unique: [
    { column: items.itemName, add: 'org.post.nameExists.add', edit: 'org.post.nameExists.edit' },
  ],
  softDelete: items.delFlag,
  scope: { dept: items.deptId },
  export: {
    fileName: 'item',
    sheetName: '条目',
    columns: [
      { header: '编号', key: 'itemId' },
      { header: '名称', key: 'itemName' },
      { header: '类别', key: 'kind', dict: { '1': '一', '2': '二' } },
    ],
  },
};
function pick(body: Body) {
  return {
    itemName: body.itemName.trim(),
    ...(body.kind ? { kind: body.kind } : {}),
    ...(body.deptId !== undefined ? { deptId: body.deptId } : {}),
  };
}

const apps: FastifyInstance[] = [];
/** A bare app serving only the test resource, signed in as `session` (auth is tested elsewhere). */
async function appWith(
  options: Partial<typeof base> = {},
  session: Pick<Session, 'userId' | 'userName'> = { userId: 1, userName: 'admin' },
) {
  const app = Fastify();
  apps.push(app);
  app.decorate('openapi', doc as ReturnType<typeof loadOpenApi>);
  app.decorate('db', (await getShared()).database.db);
  app.decorate('resources', []);
  // Data scope reads the operator through the access cache; here, straight from the database.
  const db = (await getShared()).database.db;
  app.decorate('access', {
    of: (userId: number) => loadUserAccess(db, userId),
  } as unknown as FastifyInstance['access']);
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    request.session = { ...session, deptId: null } as Session;
  });
  await app.register(errorHandlingPlugin);
  defineResource({ ...base, ...options }).register(app);
  await app.ready();
  return app;
}
const send = async (app: FastifyInstance, method: string, url: string, payload?: object) => {
  const res = await app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), res };
};
const rowsOf = (body: Record<string, unknown>) =>
  body.rows as Array<{ itemId: number; itemName: string }>;

const MENU_ID = 9901;
beforeAll(async () => {
  const { db } = (await getShared()).database;
  await db.execute(sql`drop table if exists res_test_item`);
  await db.execute(sql`create table res_test_item (
    item_id integer generated by default as identity primary key,
    item_name varchar(50) not null,
    kind char(1) not null default '1',
    dept_id integer,
    del_flag char(1) not null default '0',
    create_by varchar(64) not null default '',
    create_time timestamp with time zone default now(),
    update_by varchar(64) not null default '',
    update_time timestamp with time zone
  )`);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  const { db } = (await getShared()).database;
  await db.execute(sql`drop table if exists res_test_item`);
  await db.delete(sysRoleMenu).where(eq(sysRoleMenu.menuId, MENU_ID));
  await db.delete(sysMenu).where(inArray(sysMenu.menuId, [MENU_ID]));
});

describe('defineResource', () => {
  it('adds, edits, lists, reads and refuses duplicates with the add or edit message', async () => {
    const app = await appWith();
    expect(
      (await send(app, 'POST', '/test/item', { itemName: ' item a ', kind: '2', deptId: 105 }))
        .body,
    ).toEqual({
      code: 200,
      msg: '操作成功',
    });
    await send(app, 'POST', '/test/item', { itemName: 'item b', deptId: 103 });
    const dup = await send(app, 'POST', '/test/item', { itemName: 'item a' });
    expect(dup.body).toEqual({ code: 500, msg: "新增岗位'item a'失败，岗位名称已存在" });

    const list = await send(app, 'GET', '/test/item/list?orderByColumn=itemName&isAsc=desc');
    expect(rowsOf(list.body).map((r) => r.itemName)).toEqual(['item b', 'item a']);
    const [b, a] = rowsOf(list.body);
    const { db } = (await getShared()).database;
    const [stored] = await db
      .select()
      .from(items)
      .where(eq(items.itemId, a?.itemId ?? 0));
    expect(stored).toMatchObject({
      itemName: 'item a',
      kind: '2',
      createBy: 'admin',
      delFlag: '0',
    });

    const edit = await send(app, 'PUT', '/test/item', { itemId: b?.itemId, itemName: 'item a' });
    expect(edit.body).toEqual({ code: 500, msg: "修改岗位'item a'失败，岗位名称已存在" });
    expect(
      (await send(app, 'PUT', '/test/item', { itemId: b?.itemId, itemName: 'item c' })).body.code,
    ).toBe(200);
    const [edited] = await db
      .select()
      .from(items)
      .where(eq(items.itemId, b?.itemId ?? 0));
    expect(edited).toMatchObject({ itemName: 'item c', updateBy: 'admin', createBy: 'admin' });
    expect(edited?.updateTime).toBeInstanceOf(Date);

    expect((await send(app, 'GET', `/test/item/${b?.itemId}`)).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { itemId: b?.itemId, itemName: 'item c', kind: '1' },
    });
    // Missing rows: get answers without data, edit '操作失败' (RuoYi), unless notFound is set.
    expect((await send(app, 'GET', '/test/item/999999')).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await send(app, 'PUT', '/test/item', { itemId: 999999, itemName: 'x' })).body).toEqual({
      code: 500,
      msg: '操作失败',
    });
    const strict = await appWith({ notFound: 'org.post.notFound' });
    expect((await send(strict, 'GET', '/test/item/999999')).body.code).toBe(500);
    // The contract validates the request: a missing id on edit, a bad id, an unknown enum.
    expect((await send(app, 'PUT', '/test/item', { itemName: 'x' })).status).toBe(400);
    expect((await send(app, 'GET', '/test/item/0')).status).toBe(400);
    expect((await send(app, 'GET', '/test/item/list?kind=9')).status).toBe(200);
    expect((await send(app, 'POST', '/test/item', { itemName: 'x', kind: '9' })).status).toBe(400);
  });

  it('filters (contains literally, equals, in, custom, day range), caps the page and ignores unknown sorts', async () => {
    const app = await appWith();
    const names = async (query: string) =>
      rowsOf((await send(app, 'GET', `/test/item/list?${query}`)).body).map((r) => r.itemName);
    await send(app, 'POST', '/test/item', { itemName: 'item 100%', kind: '3' });
    expect(await names('itemName=%25')).toEqual(['item 100%']);
    expect(await names('itemName=ITEM%20A')).toEqual(['item a']);
    expect(await names('kind=2')).toEqual(['item a']);
    expect(await names('kinds=2,3&orderByColumn=itemName&isAsc=asc')).toEqual([
      'item 100%',
      'item a',
    ]);
    expect(await names('named=c')).toEqual(['item c']);
    expect(await names(`${encodeURIComponent('params[endTime]')}=2000-01-01`)).toEqual([]);
    expect(
      await names(`orderByColumn=${encodeURIComponent('item_name;drop')}&pageSize=1000`),
    ).toHaveLength(3);
    const paged = await send(app, 'GET', '/test/item/list?pageSize=2&pageNum=2');
    expect(paged.body.total).toBe(3);
    expect(rowsOf(paged.body)).toHaveLength(1);
    const options = await send(app, 'GET', '/test/item/optionselect');
    expect((options.body.data as unknown[]).length).toBe(3);
  });

  it('runs hooks in the write transaction and refuses deletes with a 601 warning', async () => {
    const seen: string[] = [];
    const { db } = (await getShared()).database;
    const app = await appWith({
      hooks: {
        beforeSave: async (values, ctx) => {
          // Written in the same transaction: undone when the save is refused.
          await ctx.db.insert(items).values({ itemName: `shadow of ${values.itemName}` });
          if (values.itemName === 'refused') refuse('admin.notice.titleScript');
          return { kind: '3' };
        },
        afterSave: (values, ctx) =>
          void seen.push(`saved ${ctx.mode} ${ctx.id} ${values.itemName}`),
        beforeDelete: (rows) => {
          if (rows.some((r) => r.itemName === 'item a')) warn('org.post.assigned', 'item a');
        },
        afterDelete: (rows) =>
          void seen.push(
            `deleted ${rows
              .map((r) => r.itemName)
              .sort()
              .join()}`,
          ),
      },
    });
    expect((await send(app, 'POST', '/test/item', { itemName: 'refused' })).body).toEqual({
      code: 500,
      msg: '公告标题不能包含脚本字符',
    });
    expect(await db.select().from(items).where(eq(items.itemName, 'shadow of refused'))).toEqual(
      [],
    );
    await send(app, 'POST', '/test/item', { itemName: 'item d' });
    const [d] = await db.select().from(items).where(eq(items.itemName, 'item d'));
    expect(d?.kind).toBe('3');
    expect(seen).toEqual([`saved add ${d?.itemId} item d`]);

    const [a] = await db.select().from(items).where(eq(items.itemName, 'item a'));
    const shadows = await db
      .select()
      .from(items)
      .where(sql`${items.itemName} like 'shadow%'`);
    const refusedDelete = await send(app, 'DELETE', `/test/item/${a?.itemId},${d?.itemId}`);
    expect(refusedDelete.body).toEqual({ code: 601, msg: 'item a已分配,不能删除' });
    const ids = [d?.itemId, ...shadows.map((s) => s.itemId)].join(',');
    expect((await send(app, 'DELETE', `/test/item/${ids}`)).body.code).toBe(200);
    expect(seen.at(-1)).toBe('deleted item d,shadow of item d');
  });

  it('soft-deletes: deleted rows are marked, hidden everywhere and free their unique name', async () => {
    const app = await appWith();
    const { db } = (await getShared()).database;
    const [c] = await db.select().from(items).where(eq(items.itemName, 'item c'));
    expect((await send(app, 'DELETE', `/test/item/${c?.itemId}`)).body.code).toBe(200);
    const [marked] = await db
      .select()
      .from(items)
      .where(eq(items.itemId, c?.itemId ?? 0));
    expect(marked?.delFlag).toBe('2');
    expect((await send(app, 'GET', `/test/item/${c?.itemId}`)).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await send(app, 'DELETE', `/test/item/${c?.itemId}`)).body).toEqual({
      code: 500,
      msg: '操作失败',
    });
    expect((await send(app, 'POST', '/test/item', { itemName: 'item c' })).body.code).toBe(200);
  });

  it('limits every operation to the data scope of the route permission', async () => {
    await ensureMenus((await getShared()).database.db, [
      {
        id: MENU_ID,
        parentId: 0,
        order: 99,
        name: '测试条目',
        type: 'C',
        path: 'res-test',
        perms: 'test:item:list',
        icon: '#',
      },
    ]);
    const role = await createRole({ perms: ['test:item:list'], dataScope: '3' });
    const user = await createUser({ deptId: 105, roleIds: [role.roleId] });
    const scoped = await appWith({}, user);
    const list = await send(scoped, 'GET', '/test/item/list');
    expect(rowsOf(list.body).map((r) => r.itemName)).toEqual(['item a']);
    // Without a role carrying the route's permission (query), nothing is visible.
    const { db } = (await getShared()).database;
    const [a] = await db.select().from(items).where(eq(items.itemName, 'item a'));
    expect((await send(scoped, 'GET', `/test/item/${a?.itemId}`)).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });

  it('leaves out or replaces operations, keeping the contract route and validation', async () => {
    const app = await appWith({
      operations: {
        export: false,
        get: async (request) => ({
          code: 200,
          msg: 'replaced',
          data: { id: (request.params as { itemId: number }).itemId },
        }),
      },
    });
    expect((await send(app, 'GET', '/test/item/7')).body).toEqual({
      code: 200,
      msg: 'replaced',
      data: { id: 7 },
    });
    expect((await send(app, 'GET', '/test/item/x')).status).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/test/item/export' })).statusCode).toBe(404);
    expect(app.resources[0]?.operations.map((op) => op.operation)).not.toContain('export');
    await expect(appWith({ operations: { clean: async () => ({}) } })).rejects.toThrow(
      'clean is not a contract operation',
    );
    await expect(appWith({ pick: undefined })).rejects.toThrow('add needs the pick option');
  });

  it('exports the filtered rows in id order, with dictionary labels, form-encoded or JSON', async () => {
    const app = await appWith();
    const form = await app.inject({
      method: 'POST',
      url: '/test/item/export',
      payload: 'kinds=1,2&pageNum=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const rows = await xlsxRows(form);
    expect(rows[0]).toEqual(['编号', '名称', '类别']);
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual([
      ['item a', '二'],
      ['item c', '一'],
    ]);
    const { db } = (await getShared()).database;
    const [last] = await db.select().from(items).orderBy(desc(items.itemId)).limit(1);
    expect(rows.at(-1)?.[0]).toBe(last?.itemId);
    expect(
      await xlsxRows(
        await app.inject({ method: 'POST', url: '/test/item/export', payload: { kind: '3' } }),
      ),
    ).toHaveLength(2);
    expect((await app.inject({ method: 'POST', url: '/test/item/export' })).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/test/item/export',
          payload: { kind: 'x'.repeat(60) },
        })
      ).statusCode,
    ).toBe(400);
  });
});
