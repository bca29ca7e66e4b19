import type { components } from '../api/schema.gen';

type WireRouterVo = components['schemas']['RouterVo'];
type WireRouterMeta = components['schemas']['RouterMeta'];

/**
 * `meta` of a RuoYi RouterVo node, derived from the contract. Only `title` is required: the
 * reference server always sends all four keys, but the console also reads RuoYi-compatible
 * backends that leave empty ones out. `link` is the URL of external and inner links, else null.
 */
export type RouterMeta = Pick<WireRouterMeta, 'title'> & Partial<Omit<WireRouterMeta, 'title'>>;

/**
 * One node of the `/getRouters` tree (the contract's RouterVo, read leniently like `meta`).
 * `component` is 'Layout', 'ParentView', 'InnerLink' or a page name such as 'system/user/index'.
 */
export type RouterVo = Omit<WireRouterVo, 'hidden' | 'meta' | 'children'> & {
  hidden?: boolean;
  meta?: RouterMeta;
  children?: RouterVo[];
};
