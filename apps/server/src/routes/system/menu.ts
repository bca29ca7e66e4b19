import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysMenu, sysRole } from '../../db/schema';
import { langOf, tr } from '../../i18n/messages';
import { saveOrder } from '../../lib/save-order';
import {
  checkedMenuIds,
  findMenu,
  hasChildMenu,
  inLanguage,
  isSelfOrDescendant,
  menuAssigned,
  type MenuFilters,
  menuNameTaken,
  menusForUser,
  menuView,
  routeTaken,
  toTreeSelect,
} from '../../services/admin/menu-admin';
import { parseIds } from '../../services/admin/query';
import { operatorName, operatorOf } from '../../services/org/context';
import { dataScopeOf } from '../../services/org/data-scope';
import { rolesVisible } from '../../services/org/roles';
import { definedOnly, fail, ok, toAjax, warn, withData } from '../admin/respond';
import { defineRoutes } from '../../resources';
import type { RequestBody } from '../../plugins/contract';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '/system/menu', permission: 'system:menu', title: '菜单管理' });

type MenuBody = RequestBody<'AdminMenuBody'>;
type Flag = 'isFrame' | 'isCache' | 'visible' | 'status';
/** The body, or a stored menu with the body over it (a stored menu's flags are plain strings). */
type MenuFields = Omit<MenuBody, Flag> & { [K in Flag]?: string | null };

const isHttp = (path: string) => /^https?:\/\//i.test(path);

/** The columns a client may set, picked one by one (no mass assignment). */
function menuValues(body: MenuFields) {
  return {
    menuName: body.menuName.trim(),
    menuNameEn: (body.menuNameEn ?? '').trim(),
    menuNameFr: (body.menuNameFr ?? '').trim(),
    parentId: body.parentId ?? 0,
    orderNum: body.orderNum,
    path: (body.path ?? '').trim(),
    component: body.component?.trim() || null,
    query: body.query ?? null,
    routeName: (body.routeName ?? '').trim(),
    isFrame: body.isFrame === '0' ? 0 : 1,
    isCache: body.isCache === '1' ? 1 : 0,
    menuType: body.menuType,
    visible: body.visible ?? '0',
    status: body.status ?? '0',
    perms: body.perms?.trim() || null,
    icon: body.icon?.trim() || '#',
    remark: body.remark ?? '',
  };
}

export async function menuRoutes(app: FastifyInstance) {
  const userIdOf = (request: { session?: { userId: number } | undefined }) =>
    request.session?.userId ?? 0;

  const routes = area.on(app);
  routes.get<{ Querystring: MenuFilters }>('/list', 'list', async (request) => {
    const lang = langOf(request);
    const rows = await menusForUser(app.db, userIdOf(request), request.query);
    return ok(request, { data: rows.map((row) => menuView(inLanguage(row, lang))) });
  });

  routes.get<{ Querystring: MenuFilters }>('/treeselect', 'authenticated', async (request) => {
    const lang = langOf(request);
    const rows = await menusForUser(app.db, userIdOf(request), request.query);
    return ok(request, { data: toTreeSelect(rows.map((row) => inLanguage(row, lang))) });
  });

  routes.get<{ Params: { roleId: number } }>(
    '/roleMenuTreeselect/{roleId}',
    'authenticated',
    async (request) => {
      const { roleId } = request.params;
      // A role's settings are readable only where the role itself is (system:role:query scope).
      const scope = await dataScopeOf(app.db, await operatorOf(request), 'system:role:query');
      if (!(await rolesVisible(app.db, scope, [roleId])))
        return { code: 403, msg: tr(request, 'org.role.noScope') };
      const role = await app.db
        .select({ strictly: sysRole.menuCheckStrictly })
        .from(sysRole)
        .where(eq(sysRole.roleId, roleId))
        .limit(1);
      const lang = langOf(request);
      const rows = (await menusForUser(app.db, userIdOf(request))).map((row) =>
        inLanguage(row, lang),
      );
      const checkedKeys = role[0]
        ? await checkedMenuIds(app.db, roleId, role[0].strictly === 1)
        : [];
      return ok(request, { menus: toTreeSelect(rows), checkedKeys });
    },
  );

  routes.get<{ Params: { menuId: number } }>('/{menuId}', 'query', async (request) => {
    const row = await findMenu(app.db, request.params.menuId);
    return withData(request, row ? menuView(row) : undefined);
  });

  routes.post<{ Body: MenuBody }>('', { auth: 'add', log: 'INSERT' }, async (request) => {
    const values = menuValues(request.body);
    const refusal = await checkMenu(app, values, 0, 'add');
    if (refusal) return fail(request, refusal, values.menuName);
    await app.db.insert(sysMenu).values({ ...values, createBy: operatorName(request) });
    return ok(request);
  });

  routes.put<{ Body: MenuBody }>('', { auth: 'edit', log: 'UPDATE' }, async (request) => {
    const menuId = request.body.menuId ?? 0;
    const existing = await findMenu(app.db, menuId);
    if (!existing) return toAjax(request, 0);
    // Fields left out (or null) keep their stored value, as RuoYi's updateMenu does.
    const values = menuValues({ ...menuView(existing), ...definedOnly({ ...request.body }) });
    if (values.parentId === menuId) return fail(request, 'admin.menu.parentSelf', values.menuName);
    const refusal = await checkMenu(app, values, menuId, 'edit');
    if (refusal) return fail(request, refusal, values.menuName);
    const changed = await app.db
      .update(sysMenu)
      .set({ ...values, updateBy: operatorName(request), updateTime: new Date() })
      .where(eq(sysMenu.menuId, menuId))
      .returning({ id: sysMenu.menuId });
    return toAjax(request, changed.length);
  });

  routes.put<{ Body: { menuIds: string; orderNums: string } }>(
    '/updateSort',
    { auth: 'edit', log: { title: '保存菜单排序', businessType: 'UPDATE' } },
    async (request) => {
      const ids = request.body.menuIds.split(',').map(Number);
      const orders = request.body.orderNums.split(',').map(Number);
      if (ids.length !== orders.length || parseIds(request.body.menuIds).length !== ids.length)
        return fail(request, 'admin.sort.mismatch');
      await saveOrder(app.db, ids, orders, operatorName(request), (tx, menuId, values) =>
        tx.update(sysMenu).set(values).where(eq(sysMenu.menuId, menuId)),
      );
      return ok(request);
    },
  );

  routes.delete<{ Params: { menuId: number } }>(
    '/{menuId}',
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      const { menuId } = request.params;
      if (await hasChildMenu(app.db, menuId)) return warn(request, 'admin.menu.hasChildren');
      if (await menuAssigned(app.db, menuId)) return warn(request, 'admin.menu.assigned');
      const deleted = await app.db
        .delete(sysMenu)
        .where(eq(sysMenu.menuId, menuId))
        .returning({ id: sysMenu.menuId });
      return toAjax(request, deleted.length);
    },
  );
}

/** The refusal message key for a menu about to be saved, or undefined when it may be saved. */
async function checkMenu(
  app: FastifyInstance,
  values: ReturnType<typeof menuValues>,
  menuId: number,
  mode: 'add' | 'edit',
) {
  if (values.parentId !== 0) {
    const parent = await findMenu(app.db, values.parentId);
    if (!parent) return 'admin.menu.parentMissing' as const;
    if (mode === 'edit' && (await isSelfOrDescendant(app.db, menuId, values.parentId)))
      return 'admin.menu.parentDescendant' as const;
  }
  if (await menuNameTaken(app.db, values.menuName, values.parentId, menuId))
    return mode === 'add'
      ? ('admin.menu.addNameExists' as const)
      : ('admin.menu.editNameExists' as const);
  if (values.isFrame === 0 && !isHttp(values.path))
    return mode === 'add' ? ('admin.menu.addHttp' as const) : ('admin.menu.editHttp' as const);
  if (values.menuType !== 'F' && (await routeTaken(app.db, { ...values, menuId })))
    return mode === 'add'
      ? ('admin.menu.addRouteExists' as const)
      : ('admin.menu.editRouteExists' as const);
  return undefined;
}
