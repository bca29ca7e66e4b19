import type { ReactElement } from 'react';
import { ok, renderArea } from '../../common/test/area-fake';
import type { FakeRoutes, RenderAreaOptions } from '../../common/test/area-fake';
import type { Category } from '../shared/products-types';

export { messages, ok } from '../../common/test/area-fake';
export type { FakeRequest as SeenRequest, FakeRoutes } from '../../common/test/area-fake';

/** Two top categories, one sub-category each. */
export const CATEGORIES: Category[] = [
  category(1, 0, 'Pumps', 20),
  category(2, 1, 'Centrifugal Pumps', 10),
  category(3, 0, 'Valves', 10),
  category(4, 3, 'Ball Valves', 10),
];

function category(categoryId: number, parentId: number, name: string, sort: number): Category {
  return {
    categoryId,
    parentId,
    name,
    sort,
    recommendCount: 3,
    visible: true,
    productCount: 0,
    createBy: 'admin',
    createTime: '2026-01-01 00:00:00',
    updateBy: '',
    updateTime: null,
  };
}

/**
 * Renders `ui` at `path` with a real console over a fake `fetch` (common/test/area-fake):
 * `/getInfo` grants `permissions` (all by default), the category list answers {@link CATEGORIES},
 * dictionaries are empty unless `routes` says otherwise (later routes win over the defaults).
 * Resolves once the session is loaded and rendered.
 */
export async function renderProducts(
  ui: ReactElement,
  routes: FakeRoutes,
  options: RenderAreaOptions = {},
) {
  const defaults: FakeRoutes = {
    'GET /brand/category/list': () => ok({ data: CATEGORIES }),
    'GET /system/dict/data/type/*': () => ok({ data: [] }),
  };
  const setup = await renderArea(
    ui,
    { ...defaults, ...routes },
    { lastMatchWins: true, ...options },
  );
  return { ...setup, seen: setup.server.seen };
}
