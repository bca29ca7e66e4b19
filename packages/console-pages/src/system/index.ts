import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

/** Menus, dictionaries, parameters, notices, operation and sign-in logs (issue 6). */
export const systemModule: PageModule = {
  id: 'system',
  components: pagesOf(() => import('./pages'), {
    'system/menu/index': 'MenuPage',
    'system/dict/index': 'DictTypePage',
    // Permission route /system/dict-data/index/:dictId (console-core PERMISSION_ROUTES).
    'system/dict/data': 'DictDataPage',
    'system/config/index': 'ConfigPage',
    'system/notice/index': 'NoticePage',
    'monitor/operlog/index': 'OperlogPage',
    'monitor/logininfor/index': 'LogininforPage',
  }),
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
