import type { PageModule } from '../registry/page-module';

/**
 * Company information (issue 15): brand and company profile, employees (with the public
 * invitation page), service providers, shareholding, customer-service contacts.
 */
export const companyModule: PageModule = {
  id: 'company',
  components: {
    'factory/info/index': () => import('./info/info-page').then((m) => ({ default: m.InfoPage })),
    'factory/employee/index': () =>
      import('./employee/employee-page').then((m) => ({ default: m.EmployeePage })),
    'factory/provider/index': () =>
      import('./provider/provider-page').then((m) => ({ default: m.ProviderPage })),
    'factory/equity/index': () =>
      import('./equity/equity-page').then((m) => ({ default: m.EquityPage })),
    'factory/service/index': () =>
      import('./service/service-page').then((m) => ({ default: m.ServicePage })),
  },
  routes: [
    {
      path: '/invitation/:token',
      title: /*i18n*/ { id: 'pages.company.invitation.routeTitle', message: 'Invitation' },
      layout: 'blank',
      load: () =>
        import('./invitation/invitation-page').then((m) => ({ default: m.InvitationPage })),
    },
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
