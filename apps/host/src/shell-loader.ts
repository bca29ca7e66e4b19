import { lazyPage, type ModuleRoute, type PageRegistry } from '@wcm/console-pages';

// The shell (Radix, menus) is only downloaded once someone is signed in; both modules are in the
// same chunk (see chunk-groups.ts).
export const shellLayout = lazyPage<{ moduleRoutes: readonly ModuleRoute[] }>(() =>
  import('./shell-layout').then((m) => ({ default: m.ShellLayout })),
);
export const dynamicPages = lazyPage<{ registry: PageRegistry }>(() =>
  import('./dynamic-pages').then((m) => ({ default: m.DynamicPages })),
);

/** Loads the shell while user info and routes load, so the shell renders without suspending. */
export const preloadShell = async (): Promise<void> => {
  await Promise.all([shellLayout.load(), dynamicPages.load()]);
};
