import type { ReactElement } from 'react';
import { ok, renderArea } from '../../common/test/area-fake';
import type { FakeRoutes, RenderAreaOptions } from '../../common/test/area-fake';

export { messages, ok } from '../../common/test/area-fake';
export type { FakeRequest as SeenRequest, FakeRoutes } from '../../common/test/area-fake';

/**
 * Renders `ui` at `path` with a real console over a fake `fetch` (common/test/area-fake):
 * `/getInfo` grants `permissions` (all by default), dictionaries are empty unless `routes` says
 * otherwise (later routes win over the defaults). Resolves once the session is loaded and rendered.
 */
export async function renderSite(
  ui: ReactElement,
  routes: FakeRoutes,
  options: RenderAreaOptions = {},
) {
  const defaults: FakeRoutes = { 'GET /system/dict/data/type/*': () => ok({ data: [] }) };
  const setup = await renderArea(
    ui,
    { ...defaults, ...routes },
    { lastMatchWins: true, ...options },
  );
  return { ...setup, seen: setup.server.seen };
}
