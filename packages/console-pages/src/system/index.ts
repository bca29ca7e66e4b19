import type { PageModule } from '../registry/page-module';

/** Menus, dictionaries, parameters, notices, operation and sign-in logs (issue 6). */
export const systemModule: PageModule = {
  id: 'system',
  components: {
    'system/menu/index': () => import('./menu/menu-page').then((m) => ({ default: m.MenuPage })),
    'system/dict/index': () =>
      import('./dict/dict-type-page').then((m) => ({ default: m.DictTypePage })),
    // Permission route /system/dict-data/index/:dictId (console-core PERMISSION_ROUTES).
    'system/dict/data': () =>
      import('./dict/dict-data-page').then((m) => ({ default: m.DictDataPage })),
    'system/config/index': () =>
      import('./config/config-page').then((m) => ({ default: m.ConfigPage })),
    'system/notice/index': () =>
      import('./notice/notice-page').then((m) => ({ default: m.NoticePage })),
    'monitor/operlog/index': () =>
      import('./operlog/operlog-page').then((m) => ({ default: m.OperlogPage })),
    'monitor/logininfor/index': () =>
      import('./logininfor/logininfor-page').then((m) => ({ default: m.LogininforPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
