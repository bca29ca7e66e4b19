import { page as basePage, crudButtons, type MenuSpec } from './menu-row';

// Helpers for the WCM content-area menus (product spec §1). Directory/page ids start at 2000,
// button ids at 3000 (content) and 3200 (company, site, domain).

/** Hands out consecutive button ids so each file's ids stay stable as data. */
export function buttonAllocator(start: number) {
  let next = start;
  return (prefix: string, label: string, extra: ReadonlyArray<readonly [string, string]> = []) => {
    const list = crudButtons(next, prefix, label, extra);
    next += list.length;
    return list;
  };
}
type ButtonAllocator = ReturnType<typeof buttonAllocator>;
// Several areas reuse page paths (product, list...), so names come from the component path.
export function routeNameOf(component: string): string {
  return component
    .split('/')
    .filter((part) => part !== 'index')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
export const exp = (label: string) => [['export', `${label}导出`]] as const;

/** A content-area page: {@link basePage} with a route name from its component path. */
export const page = (...args: Parameters<typeof basePage>): MenuSpec => ({
  ...basePage(...args),
  routeName: routeNameOf(args[5]),
  ...args[8],
});

/**
 * The pages of `specs` holding any of the buttons `ids`, each with only those buttons: what a
 * later release added to pages that older databases already have (for `ensureMenus`).
 */
export function buttonsAdded(specs: readonly MenuSpec[], ids: readonly number[]): MenuSpec[] {
  return specs.flatMap((spec) => {
    const buttons = spec.buttons?.filter(([id]) => ids.includes(id)) ?? [];
    return buttons.length > 0 ? [{ ...spec, buttons }] : [];
  });
}

/**
 * A top-level directory ('M') of content pages whose list pages follow the spec's naming: a
 * page at `path` has the component `<dir>/<path>/index`, the list permission `<dir>:<path>:list`
 * and its buttons under `<dir>:<path>` (ids from the file's allocator, in call order).
 */
export function directory(spec: Omit<MenuSpec, 'type' | 'parentId'>, allocate: ButtonAllocator) {
  const { id, path: dir } = spec;
  return {
    spec: { ...spec, parentId: 0, type: 'M' } satisfies MenuSpec,
    /** A list page of the directory; `extra` adds buttons, `hidden`… */
    page: (
      pageId: number,
      order: number,
      name: string,
      path: string,
      icon: string,
      extra: Partial<MenuSpec> = {},
    ) =>
      page(
        pageId,
        id,
        order,
        name,
        path,
        `${dir}/${path}/index`,
        `${dir}:${path}:list`,
        icon,
        extra,
      ),
    /** The query/add/edit/remove buttons (then `extra`) of the page at `path`. */
    buttons: (path: string, label: string, extra?: ReadonlyArray<readonly [string, string]>) =>
      allocate(`${dir}:${path}`, label, extra),
  };
}
