import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A lazily loaded component that can be loaded ahead of rendering. Once loaded, `Component`
 * renders without suspending: a host that waits for `load()` (showing its own progress) never
 * commits a Suspense fallback, so React does not hold the page back for its fallback throttle
 * (300 ms after the last fallback shown), which otherwise delays every first visit of a page.
 */
export interface LazyPage<P extends object = object> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (once) and resolves when `Component` renders at once; a failure may retry. */
  load(): Promise<void>;
  /** True once loaded. */
  readonly loaded: boolean;
}

/** Wraps a loader (`() => import('./page')` resolving to `{ default }`) as a {@link LazyPage}. */
export function lazyPage<P extends object = object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let module: { default: ComponentType<P> } | undefined;
  let pending: Promise<void> | undefined;
  const load = () => {
    pending ??= loader().then(
      (loaded) => {
        module = loaded;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk download may be retried by the next render
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy(() => {
    // React settles a lazy component synchronously when its thenable calls back at once.
    const ready = module;
    if (ready) {
      const settled = { then: (resolve: (m: typeof ready) => void) => resolve(ready) };
      return settled as unknown as Promise<typeof ready>;
    }
    return load().then(() => module as { default: ComponentType<P> });
  });
  return {
    Component,
    load,
    get loaded() {
      return module !== undefined;
    },
  };
}
