import type { PageModule } from '../registry/page-module';

/** Domain settings, custom-domain wizard, management, change records and deployment (issue 17). */
export const domainModule: PageModule = {
  id: 'domain',
  components: {
    'domain/setting/index': () =>
      import('./setting/domain-setting-page').then((m) => ({ default: m.DomainSettingPage })),
    'domain/custom/index': () =>
      import('./custom/custom-domain-page').then((m) => ({ default: m.CustomDomainPage })),
    'domain/manage/index': () =>
      import('./manage/domain-manage-page').then((m) => ({ default: m.DomainManagePage })),
    'domain/record/index': () =>
      import('./record/domain-record-page').then((m) => ({ default: m.DomainRecordPage })),
    'domain/deploy/basic': () =>
      import('./deploy/deploy-page').then((m) => ({ default: m.BasicDeployPage })),
    'domain/deploy/standard': () =>
      import('./deploy/deploy-page').then((m) => ({ default: m.StandardDeployPage })),
    'domain/deploy/advanced': () =>
      import('./deploy/deploy-page').then((m) => ({ default: m.AdvancedDeployPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
