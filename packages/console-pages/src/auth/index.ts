import type { PageModule } from '../registry/page-module';

/** Sign-in and registration pages (public, blank layout). */
export const authModule: PageModule = {
  id: 'auth',
  components: {},
  routes: [
    {
      path: '/login',
      title: /*i18n*/ { id: 'pages.login.routeTitle', message: 'Sign in' },
      layout: 'blank',
      load: () => import('./login-route').then((m) => ({ default: m.LoginRoute })),
    },
    {
      path: '/register',
      title: /*i18n*/ { id: 'pages.register.routeTitle', message: 'Register' },
      layout: 'blank',
      load: () => import('./register-page').then((m) => ({ default: m.RegisterPage })),
    },
  ],
};

/** Alias of {@link authModule}, the name used in docs/skeleton-contracts.md. */
export const loginModule = authModule;
