import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';

const pages = pagesOf(() => import('./pages'), {
  'system/user/index': 'UserPage',
  'system/user/authRole': 'AuthRolePage',
  'system/role/index': 'RolePage',
  'system/role/authUser': 'AuthUserPage',
  'system/dept/index': 'DeptPage',
  'system/post/index': 'PostPage',
  // RuoYi's router names the personal centre view this way.
  'system/user/profile/index': 'ProfilePage',
});

/** Users, roles, departments, positions, personal centre (issue 6). */
export const orgModule: PageModule = {
  id: 'org',
  components: pages,
  routes: [
    {
      // Not in /getRouters nor PERMISSION_ROUTES: every signed-in user may open it.
      path: '/user/profile',
      title: /*i18n*/ { id: 'pages.org.profile.routeTitle', message: 'Personal centre' },
      layout: 'shell',
      load: pages['system/user/profile/index'],
    },
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
