import type { PageModule } from '../registry/page-module';

/** Form builder, code generator, API documentation (issue 8). */
export const toolsModule: PageModule = {
  id: 'tools',
  components: {
    'tool/build/index': () => import('./build/build-page').then((m) => ({ default: m.BuildPage })),
    'tool/gen/index': () => import('./gen/gen-page').then((m) => ({ default: m.GenPage })),
    'tool/gen/editTable': () =>
      import('./gen/gen-edit-page').then((m) => ({ default: m.GenEditPage })),
    'tool/swagger/index': () =>
      import('./swagger/swagger-page').then((m) => ({ default: m.SwaggerPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
