import { useLingui } from '@lingui/react';
import type { DateTimeFormat } from '@wcm/console-core';

import { useConsole } from './console-provider';

/**
 * Time formatters of the provided console in the interface language: server times
 * (`yyyy-MM-dd HH:mm:ss`, the server's zone), epoch milliseconds and Dates all come out in the
 * user's zone, so every screen shows one instant the same way. Follows language changes.
 */
export function useDateTimeFormat(): DateTimeFormat {
  const { i18n } = useLingui();
  return useConsole().dateTimeFormat(i18n.locale);
}
