import type { PageModule } from '../registry/page-module';

const loadUsers = () => import('./user/user-page').then((m) => ({ default: m.UserPage }));
const loadAuthRole = () =>
  import('./user/auth-role-page').then((m) => ({ default: m.AuthRolePage }));
const loadRoles = () => import('./role/role-page').then((m) => ({ default: m.RolePage }));
const loadAuthUser = () =>
  import('./role/auth-user-page').then((m) => ({ default: m.AuthUserPage }));
const loadDepts = () => import('./dept/dept-page').then((m) => ({ default: m.DeptPage }));
const loadPosts = () => import('./post/post-page').then((m) => ({ default: m.PostPage }));
const loadProfile = () =>
  import('./profile/profile-page').then((m) => ({ default: m.ProfilePage }));

/** Users, roles, departments, positions, personal centre (issue 6). */
export const orgModule: PageModule = {
  id: 'org',
  components: {
    'system/user/index': loadUsers,
    'system/user/authRole': loadAuthRole,
    'system/role/index': loadRoles,
    'system/role/authUser': loadAuthUser,
    'system/dept/index': loadDepts,
    'system/post/index': loadPosts,
    // RuoYi's router names the personal centre view this way.
    'system/user/profile/index': loadProfile,
  },
  routes: [
    {
      // Not in /getRouters nor PERMISSION_ROUTES: every signed-in user may open it.
      path: '/user/profile',
      title: /*i18n*/ { id: 'pages.org.profile.routeTitle', message: 'Personal centre' },
      layout: 'shell',
      load: loadProfile,
    },
  ],
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
};
