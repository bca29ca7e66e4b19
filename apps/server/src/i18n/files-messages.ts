import type { Entry } from './messages';

/** Server messages of the files area (keys prefixed `files.`), in zh-CN, en and fr. */
export const filesMessages = {} satisfies Record<string, Entry>;
