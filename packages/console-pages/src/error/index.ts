import type { PageModule } from '../registry/page-module';

/** 404 and 401 pages; blank layout so they render even when the shell cannot. */
export const errorModule: PageModule = {
  id: 'error',
  components: {
    // RuoYi's own component names for these views, in case a menu points at them.
    'error/404': () => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
    'error/401': () => import('./unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
  },
  routes: [
    {
      path: '/404',
      title: /*i18n*/ { id: 'pages.notFound.routeTitle', message: 'Page not found' },
      layout: 'blank',
      load: () => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
    },
    {
      path: '/401',
      title: /*i18n*/ { id: 'pages.unauthorized.routeTitle', message: 'No permission' },
      layout: 'blank',
      load: () => import('./unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
    },
  ],
};
