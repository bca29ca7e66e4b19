import { useCallback, useState } from 'react';

/**
 * A busy flag (saving, sending) and the runner that sets it: `whileBusy(run)` is busy while
 * `run` goes and not busy again however it ends; its answer or error is passed on.
 */
export function useBusy(): [boolean, <T>(run: () => Promise<T>) => Promise<T>] {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async <T>(run: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await run();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, whileBusy];
}
