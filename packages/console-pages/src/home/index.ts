import type { PageModule } from '../registry/page-module';

const loadHome = () => import('./home-page').then((m) => ({ default: m.HomePage }));

/** Home page at `/index`, inside the shell and affixed (spec section 2). */
export const homeModule: PageModule = {
  id: 'home',
  // RuoYi's menu may point at the dashboard view by this name.
  components: { index: loadHome },
  routes: [
    {
      path: '/index',
      title: /*i18n*/ { id: 'pages.home.routeTitle', message: 'Home' },
      layout: 'shell',
      affix: true,
      load: loadHome,
    },
  ],
};
