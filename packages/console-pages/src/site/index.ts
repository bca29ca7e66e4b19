import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

/** Website decoration, website statistics and the home dashboard (issue 16). */
export const siteModule: PageModule = {
  id: 'site',
  components: {
    ...pagesOf(() => import('./pages'), {
      'site/banner/index': 'BannerPage',
      'site/background/index': 'BackgroundPage',
      'site/page/index': 'SitePagePage',
      'site/navigation/index': 'NavigationPage',
      'site/color/index': 'ColorPage',
    }),
    'dashboard/index': () =>
      import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    'site/statistics/index': () =>
      import('./statistics/statistics-page').then((m) => ({ default: m.StatisticsPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
