import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

const pages = pagesOf(() => import('./pages'), {
  'error/404': 'NotFoundPage',
  'error/401': 'UnauthorizedPage',
});

/** 404 and 401 pages; blank layout so they render even when the shell cannot. */
export const errorModule: PageModule = {
  id: 'error',
  // RuoYi's own component names for these views, in case a menu points at them.
  components: pages,
  routes: [
    {
      path: '/404',
      title: /*i18n*/ { id: 'pages.notFound.routeTitle', message: 'Page not found' },
      layout: 'blank',
      load: pages['error/404'],
    },
    {
      path: '/401',
      title: /*i18n*/ { id: 'pages.unauthorized.routeTitle', message: 'No permission' },
      layout: 'blank',
      load: pages['error/401'],
    },
  ],
};
