import { useCallback, useEffect, useRef, useState } from 'react';

/** State of {@link useLoad}. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** Loads again (refresh button); resolves when done, errors were already shown by `wcm.call`. */
  reload: () => Promise<void>;
}

/** Loads `load()` on mount and on `reload()`; a slower earlier answer never replaces a newer one. */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const latest = useRef(load);
  latest.current = load;
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const next = await latest.current();
      if (mine === seq.current) setData(next);
    } catch {
      // shown by wcm.call; the previous facts stay visible
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, loading, reload };
}
