import type { components } from '@wcm/openapi/request-bodies';
import { capitalize } from './text';

/** The sys_menu columns the router tree is built from. */
export interface MenuNode {
  menuId: number;
  parentId: number;
  menuName: string;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: number;
  isCache: number;
  menuType: string;
  visible: string;
  icon: string;
  children: MenuNode[];
}

export type RouterMeta = components['schemas']['RouterMeta'];

/** RuoYi RouterVo; empty values are left out (RuoYi's NON_EMPTY), `hidden` is always present. */
export type RouterVo = components['schemas']['RouterVo'];

const isHttp = (path: string) => /^https?:\/\//i.test(path);
const isMenuFrame = (m: MenuNode) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === 1;
const isInnerLink = (m: MenuNode) => m.isFrame === 1 && isHttp(m.path);
const isParentView = (m: MenuNode) => m.parentId !== 0 && m.menuType === 'M';

/** Builds the tree from a flat list ordered by parent and order; orphans are dropped as in RuoYi. */
export function toTree(rows: Array<Omit<MenuNode, 'children'>>): MenuNode[] {
  const byId = new Map<number, MenuNode>();
  for (const row of rows) byId.set(row.menuId, { ...row, children: [] });
  const roots: MenuNode[] = [];
  for (const node of byId.values()) {
    if (node.parentId === 0) roots.push(node);
    else byId.get(node.parentId)?.children.push(node);
  }
  return roots;
}

function innerLinkPath(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[.:]/g, '/');
}

function routeName(m: MenuNode): string {
  if (isMenuFrame(m)) return '';
  return capitalize(m.routeName !== '' ? m.routeName : m.path);
}

function routerPath(m: MenuNode): string {
  let path = m.path;
  if (m.parentId !== 0 && isInnerLink(m)) path = innerLinkPath(path);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === 1) path = `/${m.path}`;
  else if (isMenuFrame(m)) path = '/';
  return path;
}

function componentOf(m: MenuNode): string {
  if (m.component && m.component !== '' && !isMenuFrame(m)) return m.component;
  if ((!m.component || m.component === '') && m.parentId !== 0 && isInnerLink(m))
    return 'InnerLink';
  if ((!m.component || m.component === '') && isParentView(m)) return 'ParentView';
  return 'Layout';
}

const meta = (m: MenuNode, link: string | null): RouterMeta => ({
  title: m.menuName,
  icon: m.icon,
  noCache: m.isCache === 1,
  link,
});

/** A router node without the empty keys RuoYi's NON_EMPTY serialisation drops. */
function node(values: RouterVo): RouterVo {
  const out: RouterVo = { path: values.path, hidden: values.hidden };
  if (values.name) out.name = values.name;
  if (values.redirect) out.redirect = values.redirect;
  if (values.component) out.component = values.component;
  if (values.query) out.query = values.query;
  if (values.alwaysShow) out.alwaysShow = true;
  if (values.meta) out.meta = values.meta;
  if (values.children && values.children.length > 0) out.children = values.children;
  return { ...out, path: values.path };
}

/** RuoYi SysMenuServiceImpl.buildMenus (wire contract §3.2). */
export function buildRouters(menus: readonly MenuNode[]): RouterVo[] {
  return menus.map((m) => {
    const hidden = m.visible === '1';
    const base = {
      hidden,
      name: routeName(m),
      path: routerPath(m),
      component: componentOf(m),
      query: m.query ?? '',
      meta: meta(m, isHttp(m.path) ? m.path : null),
    };
    if (m.children.length > 0 && m.menuType === 'M') {
      return node({
        ...base,
        alwaysShow: true,
        redirect: 'noRedirect',
        children: buildRouters(m.children),
      });
    }
    if (isMenuFrame(m)) {
      const child = node({
        path: m.path,
        hidden: false,
        component: m.component ?? '',
        name: capitalize(m.routeName !== '' ? m.routeName : m.path),
        meta: meta(m, isHttp(m.path) ? m.path : null),
        query: m.query ?? '',
      });
      return node({ hidden, path: base.path, component: 'Layout', children: [child] });
    }
    if (m.parentId === 0 && isInnerLink(m)) {
      const child = node({
        path: innerLinkPath(m.path),
        hidden: false,
        component: 'InnerLink',
        name: capitalize(m.routeName !== '' ? m.routeName : innerLinkPath(m.path)),
        meta: meta(m, m.path),
      });
      return node({
        hidden,
        path: '/',
        component: 'Layout',
        meta: { title: m.menuName, icon: m.icon, noCache: false, link: null },
        children: [child],
      });
    }
    return node(base);
  });
}
