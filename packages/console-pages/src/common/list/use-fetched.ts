import type { WcmConsole } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useEffect, useRef, useState } from 'react';

/**
 * What `load(wcm)` answers: `initial` until the answer comes, and still when loading fails
 * (`wcm.call` has shown the error, or the call was silent). It loads on mount and again when
 * `key` changes (the rows of a list after a save); an answer that comes after unmount, or after
 * a newer load began, is dropped. Options of a picker, the targets of a link field.
 */
export function useFetched<T>(load: (wcm: WcmConsole) => Promise<T>, initial: T, key?: unknown): T {
  const wcm = useConsole();
  const [value, setValue] = useState<T>(initial);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let live = true;
    latest
      .current(wcm)
      .then((next) => {
        if (live) setValue(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wcm, key]);
  return value;
}
