import { decideNavigation } from '@wcm/console-core';
import type { GuardDecision } from '@wcm/console-core';
import { useConsole, useSession } from '@wcm/console-ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HostRegistry } from './host-registry';
import type { Notice } from './notice';
import { preloadShell } from './shell-loader';

/**
 * Runs the navigation guard (spec sections 2 and 4) for the current location on every render.
 * 'load' starts loading user info and routes (and the shell's code) once; the session update re-renders and the guard
 * decides again. Signed-in pages also wait for the content areas to join the registry (their
 * descriptors are a chunk of their own, out of the sign-in page). If loading fails: sign out,
 * show the error and go to '/'.
 */
export function useGuard(notice: Notice, registry: HostRegistry): GuardDecision {
  const wcm = useConsole();
  // Subscribing re-renders on sign-in/out; the token source (cookie) is the truth for hasToken.
  const { loaded } = useSession();
  const areasLoaded = useSyncExternalStore(registry.subscribe, registry.areasLoaded);
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useRef<Promise<void> | null>(null);
  const hasToken = Boolean(wcm.tokenSource.get());
  const decided = decideNavigation({
    path: location.pathname,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    hasToken,
    loaded: loaded && areasLoaded,
  });
  // A public page of a content area (an invitation) waits for the areas too.
  const decision: GuardDecision =
    decided.kind === 'allow' && !areasLoaded && !registry.servesAtStart(location.pathname)
      ? { kind: 'load' }
      : decided;

  useEffect(() => {
    if (decision.kind !== 'load' || loading.current) return;
    // The shell's code downloads while user info and routes load (a failure shows when it renders).
    preloadShell().catch(() => undefined);
    const signedIn = Boolean(wcm.tokenSource.get());
    loading.current = Promise.all([
      signedIn && !wcm.session.$state.get().loaded ? wcm.session.loadUserInfo() : undefined,
      registry.loadAreas(),
    ])
      .then(() => undefined)
      .catch(async (error: unknown) => {
        if (signedIn) await wcm.session.logout();
        notice.set(error instanceof Error ? error.message : String(error));
        await navigate('/', { replace: true });
      })
      .finally(() => {
        loading.current = null;
      });
  }, [decision.kind, wcm, notice, navigate, registry]);

  return decision;
}
