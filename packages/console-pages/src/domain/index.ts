import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

/** Domain settings, custom-domain wizard, management, change records and deployment (issue 17). */
export const domainModule: PageModule = {
  id: 'domain',
  components: {
    ...pagesOf(() => import('./pages'), {
      'domain/setting/index': 'DomainSettingPage',
      'domain/custom/index': 'CustomDomainPage',
      'domain/manage/index': 'DomainManagePage',
      'domain/record/index': 'DomainRecordPage',
      'domain/deploy/basic': 'BasicDeployPage',
      'domain/deploy/standard': 'StandardDeployPage',
      'domain/deploy/advanced': 'AdvancedDeployPage',
    }),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
