import type { MessageDescriptor } from '@lingui/core';
import type { Size } from '@wcm/console-core';

/** Names of the size-picker options; translate with `i18n._()`. */
export const SIZE_LABELS: Readonly<Record<Size, MessageDescriptor>> = {
  default: /*i18n*/ { id: 'shell.size.default', message: 'Large' },
  medium: /*i18n*/ { id: 'shell.size.medium', message: 'Default' },
  small: /*i18n*/ { id: 'shell.size.small', message: 'Small' },
  mini: /*i18n*/ { id: 'shell.size.mini', message: 'Mini' },
};
