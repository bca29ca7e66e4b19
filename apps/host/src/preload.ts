import { flattenRoutes } from '@wcm/console-core';
import type { SessionState } from '@wcm/console-core';
import type { HostRegistry } from './host-registry';
import { BASE_PATH } from './product';
import { preloadShell } from './shell-loader';

interface Watchable {
  listen(
    listener: (state: Readonly<SessionState>, previous: Readonly<SessionState> | undefined) => void,
  ): () => void;
}

/**
 * Downloads code as soon as the session says it will be needed: the shell and the content areas'
 * descriptors when a token arrives (sign-in), the page being opened when user info and routes have loaded. Registered before the
 * app renders, so it runs before React re-renders for the same change and the downloads overlap
 * the shell's first render. Failures are left to the render, which shows them.
 */
export function preloadOnSessionChange($state: Watchable, registry: HostRegistry): () => void {
  return $state.listen((state, previous) => {
    if (state.token && !previous?.token) {
      preloadShell().catch(() => undefined);
      registry.loadAreas().catch(() => undefined);
    }
    if (state.loaded && !previous?.loaded) {
      const path = window.location.pathname.slice(BASE_PATH.length) || '/';
      const page = flattenRoutes(state.routers).find((p) => p.path === path);
      if (page)
        registry
          .loadAreas()
          .then(() => registry.get().preload(page.component))
          .catch(() => undefined);
    }
  });
}
