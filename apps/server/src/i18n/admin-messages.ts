import type { Entry } from './messages';

/** Server messages of the admin area (keys prefixed `admin.`), in zh-CN, en and fr. */
export const adminMessages = {} satisfies Record<string, Entry>;
