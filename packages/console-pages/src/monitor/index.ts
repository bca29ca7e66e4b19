import type { PageModule } from '../registry/page-module';

/** Online users, jobs, server, cache, data (issue 8). */
export const monitorModule: PageModule = {
  id: 'monitor',
  components: {
    'monitor/online/index': () =>
      import('./online/online-page').then((m) => ({ default: m.OnlinePage })),
    'monitor/job/index': () => import('./job/job-page').then((m) => ({ default: m.JobPage })),
    'monitor/job/log': () => import('./job/job-log-page').then((m) => ({ default: m.JobLogPage })),
    'monitor/server/index': () =>
      import('./server/server-page').then((m) => ({ default: m.ServerPage })),
    'monitor/cache/index': () =>
      import('./cache/cache-page').then((m) => ({ default: m.CachePage })),
    'monitor/cache/list': () =>
      import('./cache/cache-list-page').then((m) => ({ default: m.CacheListPage })),
    'monitor/data/index': () => import('./data/data-page').then((m) => ({ default: m.DataPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
