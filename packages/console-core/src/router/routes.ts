import type { RouterVo } from './router-vo';

/** One entry of the sidebar menu. `key` is unique within a menu (the full path). */
export interface MenuItem {
  key: string;
  title: string;
  icon?: string;
  /** Full path ('/system/user'), or the URL itself when `external`. */
  path: string;
  external: boolean;
  children?: MenuItem[];
}

/** One routable page from `/getRouters` (leaf nodes only). */
export interface PageRoute {
  path: string;
  /** Backend component name ('system/user/index', 'InnerLink'). */
  component: string;
  name?: string;
  title: string;
  icon?: string;
  noCache: boolean;
  /** URL shown in a frame for inner links. */
  link?: string;
  /** True when the node or one of its ancestors is hidden. */
  hidden: boolean;
}

/** Layout components that only wrap children and are never pages themselves. */
export const LAYOUT_COMPONENTS: readonly string[] = Object.freeze(['Layout', 'ParentView']);

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** True for links that leave the console: http(s), mailto and tel (spec section 2, header search). */
export function isExternal(path: string): boolean {
  return EXTERNAL.test(path.trim());
}

/** Joins a child path onto its parent's full path ('/system' + 'user' -> '/system/user'). */
export function joinRoutePath(parent: string, child: string): string {
  if (isExternal(child) || child.startsWith('/')) return child;
  if (child === '') return parent === '' ? '/' : parent;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

function isContainer(node: RouterVo): boolean {
  return LAYOUT_COMPONENTS.includes(node.component ?? '') && !isExternal(node.path);
}

function titleOf(node: RouterVo): string {
  return node.meta?.title ?? node.name ?? node.path;
}

function leaf(node: RouterVo, path: string, fallbackIcon?: string): MenuItem {
  const icon = node.meta?.icon || fallbackIcon;
  const external = isExternal(path);
  return { key: path, title: titleOf(node), path, external, ...(icon ? { icon } : {}) };
}

function menuItem(node: RouterVo, base: string): MenuItem | undefined {
  if (node.hidden) return undefined;
  const path = joinRoutePath(base, node.path);
  const shown = (node.children ?? []).filter((child) => !child.hidden);
  const only = shown.length === 1 ? shown[0] : undefined;
  // Like the RuoYi sidebar: a wrapper with a single visible page and no alwaysShow (e.g. the
  // top-level '/' menu frame) is shown as that page, not as a one-entry submenu.
  if (only && !node.alwaysShow && !(only.children ?? []).some((c) => !c.hidden)) {
    return leaf(only, joinRoutePath(path, only.path), node.meta?.icon);
  }
  if (shown.length === 0) {
    // A directory whose pages are all hidden has nothing to open.
    return isContainer(node) ? undefined : leaf(node, path);
  }
  const children = shown.map((child) => menuItem(child, path)).filter((m) => m !== undefined);
  if (children.length === 0) return undefined;
  const icon = node.meta?.icon;
  return {
    key: path,
    title: titleOf(node),
    path,
    external: false,
    ...(icon ? { icon } : {}),
    children,
  };
}

/**
 * Builds the sidebar menu from the `/getRouters` tree: hidden nodes omitted, paths joined to
 * full paths, external links (http(s), mailto, tel) kept as-is with `external: true`.
 */
export function buildMenu(routers: readonly RouterVo[]): MenuItem[] {
  return routers.map((node) => menuItem(node, '')).filter((m) => m !== undefined);
}

function collect(node: RouterVo, base: string, hiddenAbove: boolean, out: PageRoute[]): void {
  const path = joinRoutePath(base, node.path);
  const hidden = hiddenAbove || node.hidden === true;
  for (const child of node.children ?? []) collect(child, path, hidden, out);
  const component = node.component ?? '';
  if (component === '' || LAYOUT_COMPONENTS.includes(component) || isExternal(path)) return;
  const meta = node.meta;
  out.push({
    path,
    component,
    ...(node.name ? { name: node.name } : {}),
    title: titleOf(node),
    ...(meta?.icon ? { icon: meta.icon } : {}),
    noCache: meta?.noCache === true,
    ...(meta?.link ? { link: meta.link } : {}),
    hidden,
  });
}

/**
 * Lists every page of the `/getRouters` tree (nodes whose component is not Layout or
 * ParentView) with its full path, hidden ones included so they stay routable.
 */
export function flattenRoutes(routers: readonly RouterVo[]): PageRoute[] {
  const out: PageRoute[] = [];
  for (const node of routers) collect(node, '', false, out);
  return out;
}
