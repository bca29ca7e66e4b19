import type { Entry } from './messages';

/** Server messages of the org area (keys prefixed `org.`), in zh-CN, en and fr. */
export const orgMessages = {} satisfies Record<string, Entry>;
