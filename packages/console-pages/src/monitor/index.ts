import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

/** Online users, jobs, server, cache, data (issue 8). */
export const monitorModule: PageModule = {
  id: 'monitor',
  components: {
    ...pagesOf(() => import('./pages'), {
      'monitor/online/index': 'OnlinePage',
      'monitor/job/index': 'JobPage',
      'monitor/job/log': 'JobLogPage',
      'monitor/server/index': 'ServerPage',
      'monitor/cache/index': 'CachePage',
      'monitor/cache/list': 'CacheListPage',
      'monitor/data/index': 'DataPage',
    }),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
