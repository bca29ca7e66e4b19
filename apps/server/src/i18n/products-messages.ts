import type { Entry } from './messages';

/** Server messages of the products area (keys prefixed `products.`), in zh-CN, en and fr. */
export const productsMessages = {} satisfies Record<string, Entry>;
