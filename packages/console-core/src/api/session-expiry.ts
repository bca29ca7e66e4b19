/**
 * Session-expired signal shared by the response middleware and the session store. It fires once
 * per expiry: further 401 answers while one is pending stay silent (spec section 8: the re-login
 * prompt is shown once at a time) until the session is reset by sign-in or logout.
 */
export interface SessionExpiry {
  readonly pending: boolean;
  notify(): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the once-at-a-time session-expired signal used by one console. */
export function createSessionExpiry(): SessionExpiry {
  const listeners = new Set<() => void>();
  let pending = false;
  return {
    get pending() {
      return pending;
    },
    notify() {
      if (pending) return;
      pending = true;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          // A failing listener must not turn the API call into a failure; surface it instead.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    reset() {
      pending = false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
