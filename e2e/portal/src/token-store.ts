import type { TokenSource } from '@wcm/console-core';

const KEY = 'partner-portal.wcm-token';

/** The portal keeps the WCM token in its own storage key, not in WCM's Admin-Token cookie. */
export function portalTokenStore(): TokenSource {
  return {
    get: () => localStorage.getItem(KEY) ?? undefined,
    set: (token) => localStorage.setItem(KEY, token),
    remove: () => localStorage.removeItem(KEY),
  };
}
