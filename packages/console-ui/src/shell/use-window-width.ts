import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/** The window's inner width, kept up to date; `fallback` outside a browser. */
export function useWindowWidth(fallback = 1280): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => fallback,
  );
}
