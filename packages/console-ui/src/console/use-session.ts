import { useStore } from '@nanostores/react';
import type { SessionState } from '@wcm/console-core';

import { useConsole } from './console-provider';

/** Current session state of the console; re-renders when it changes. */
export function useSession(): SessionState {
  return useStore(useConsole().session.$state);
}
