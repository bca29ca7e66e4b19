import type { MouseEvent } from 'react';

/** True when the browser should handle a link click itself (new tab, new window, download). */
export const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
