import type { Entry } from './messages';

/** Server messages of the monitor area (keys prefixed `monitor.`), in zh-CN, en and fr. */
export const monitorMessages = {} satisfies Record<string, Entry>;
