import { useEffect, useState } from 'react';

/**
 * Whether the code behind `key` (a page, a component name) is loaded; when it is not, starts `load` and re-renders once it
 * settles. Callers show their own progress meanwhile instead of suspending (see `lazyPage` in
 * @wcm/console-pages): a page revealed after a Suspense fallback waits for React's fallback
 * throttle (300 ms), a page rendered after this ordinary update does not. A failed load counts as
 * settled, so the lazy component renders and throws the error to the error boundary as before.
 * `load` must be stable for a given key.
 */
export function useLoaded(key: unknown, loaded: boolean, load: () => Promise<void>): boolean {
  const [settled, setSettled] = useState<unknown>();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const done = () => {
      if (live) setSettled(key);
    };
    load().then(done, done);
    return () => {
      live = false;
    };
  }, [key, loaded, load]);
  return loaded || settled === key;
}
