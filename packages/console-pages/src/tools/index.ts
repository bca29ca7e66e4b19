import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

/** Form builder, code generator, API documentation (issue 8). */
export const toolsModule: PageModule = {
  id: 'tools',
  components: {
    ...pagesOf(() => import('./pages'), {
      'tool/build/index': 'BuildPage',
      'tool/gen/index': 'GenPage',
      'tool/gen/editTable': 'GenEditPage',
      'tool/swagger/index': 'SwaggerPage',
    }),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
