import { useSyncExternalStore } from 'react';

/** A one-slot message the guard sets when it has to sign the user out; the layout shows it. */
export interface Notice {
  get(): string | undefined;
  set(message: string | undefined): void;
  subscribe(listener: () => void): () => void;
}

export function createNotice(): Notice {
  let current: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(message) {
      current = message;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useNotice(notice: Notice): string | undefined {
  return useSyncExternalStore(notice.subscribe, notice.get, notice.get);
}
