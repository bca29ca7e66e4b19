import type { WcmConsole } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useEffect, useRef, useState } from 'react';

/**
 * Runs `load(wcm)` on mount and again when `key` changes (or `load` turns from `null`, nothing
 * to load yet, to a function) and hands its answer to `apply`; answers whether a load is under
 * way. An answer that comes after unmount, or after a newer load began, is dropped; a failed
 * load is dropped too (`wcm.call` has shown the error) unless `load` catches it into an answer.
 */
export function useLoading<T>(
  load: ((wcm: WcmConsole) => Promise<T>) | null,
  apply: (value: T) => void,
  key?: unknown,
): boolean {
  const wcm = useConsole();
  const enabled = load !== null;
  const [loading, setLoading] = useState(enabled);
  const latest = useRef({ load, apply });
  latest.current = { load, apply };
  useEffect(() => {
    const current = latest.current.load;
    if (!current) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    current(wcm)
      .then((next) => {
        if (live) latest.current.apply(next);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [wcm, key, enabled]);
  return loading;
}

/**
 * What `load(wcm)` answers: `initial` until the answer comes, and still when loading fails
 * (`wcm.call` has shown the error, or the call was silent). It loads on mount and again when
 * `key` changes (the rows of a list after a save); an answer that comes after unmount, or after
 * a newer load began, is dropped. Options of a picker, the targets of a link field.
 */
export function useFetched<T>(load: (wcm: WcmConsole) => Promise<T>, initial: T, key?: unknown): T {
  const [value, setValue] = useState<T>(initial);
  useLoading(load, setValue, key);
  return value;
}
