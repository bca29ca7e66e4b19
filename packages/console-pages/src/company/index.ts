import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

/**
 * Company information (issue 15): brand and company profile, employees (with the public
 * invitation page), service providers, shareholding, customer-service contacts.
 */
export const companyModule: PageModule = {
  id: 'company',
  components: {
    ...pagesOf(() => import('./pages'), {
      'factory/info/index': 'InfoPage',
      'factory/employee/index': 'EmployeePage',
      'factory/provider/index': 'ProviderPage',
      'factory/service/index': 'ServicePage',
    }),
    'factory/equity/index': () =>
      import('./equity/equity-page').then((m) => ({ default: m.EquityPage })),
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
    fr: () => import('./locales/fr/messages'),
  },
};
