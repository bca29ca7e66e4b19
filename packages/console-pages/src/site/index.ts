import type { PageModule } from '../registry/page-module';

/** Website decoration, website statistics and the home dashboard (issue 16). */
export const siteModule: PageModule = {
  id: 'site',
  components: {
    'dashboard/index': () =>
      import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    'site/banner/index': () =>
      import('./banner/banner-page').then((m) => ({ default: m.BannerPage })),
    'site/background/index': () =>
      import('./background/background-page').then((m) => ({ default: m.BackgroundPage })),
    'site/page/index': () => import('./page/page-page').then((m) => ({ default: m.SitePagePage })),
    'site/navigation/index': () =>
      import('./navigation/navigation-page').then((m) => ({ default: m.NavigationPage })),
    'site/color/index': () => import('./color/color-page').then((m) => ({ default: m.ColorPage })),
    'site/statistics/index': () =>
      import('./statistics/statistics-page').then((m) => ({ default: m.StatisticsPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
