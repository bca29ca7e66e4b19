import type { RouterVo } from './router-vo';

const meta = (title: string, icon: string, link: string | null = null) => ({
  title,
  icon,
  noCache: false,
  link,
});

/** A `/getRouters` answer shaped like RuoYi's for an admin (wire contract §3), trimmed. */
export const getRoutersFixture: RouterVo[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('System', 'system'),
    children: [
      {
        name: 'User',
        path: 'user',
        hidden: false,
        component: 'system/user/index',
        meta: meta('Users', 'user'),
      },
      {
        name: 'Config',
        path: 'config',
        hidden: true,
        component: 'system/config/index',
        meta: { title: 'Parameters', icon: 'edit', noCache: true, link: null },
      },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('Logs', 'log'),
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            hidden: false,
            component: 'monitor/operlog/index',
            meta: meta('Operations', 'form'),
          },
          {
            name: 'Logininfor',
            path: 'logininfor',
            hidden: false,
            component: 'monitor/logininfor/index',
            meta: meta('Sign-ins', 'logininfor'),
          },
        ],
      },
    ],
  },
  {
    name: 'Tool',
    path: '/tool',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('Tools', 'tool'),
    children: [
      {
        name: 'Gen',
        path: 'gen',
        hidden: false,
        component: 'tool/gen/index',
        meta: meta('Code generator', 'code'),
      },
      {
        name: 'Mailto:help@example.com',
        path: 'mailto:help@example.com',
        hidden: false,
        component: 'Layout',
        meta: meta('Mail us', 'email', 'mailto:help@example.com'),
      },
      {
        name: 'Tel:+8610123',
        path: 'tel:+8610123',
        hidden: false,
        component: 'Layout',
        meta: meta('Call us', 'phone', 'tel:+8610123'),
      },
    ],
  },
  // Top-level page (menu frame): a '/' Layout wrapper without meta and one child.
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      {
        name: 'Dashboard',
        path: 'dashboard',
        hidden: false,
        component: 'dashboard/index',
        meta: meta('Dashboard', 'chart'),
      },
    ],
  },
  // Inner link at the top level: the URL is shown in a frame under a path derived from it.
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: meta('Docs', 'guide'),
    children: [
      {
        name: 'Docs',
        path: 'docs/example/com',
        hidden: false,
        component: 'InnerLink',
        meta: meta('Docs', 'guide', 'https://docs.example.com'),
      },
    ],
  },
  // External link at the top level, opened in a new window.
  {
    name: 'Http://ruoyi.vip',
    path: 'http://ruoyi.vip',
    hidden: false,
    component: 'Layout',
    meta: meta('RuoYi site', 'guide', 'http://ruoyi.vip'),
  },
  // A hidden top-level directory: no menu entry, but its pages stay routable.
  {
    name: 'Drafts',
    path: '/drafts',
    hidden: true,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('Drafts', 'documentation'),
    children: [
      {
        name: 'DraftsProd',
        path: 'prod',
        hidden: false,
        component: 'drafts/prod/index',
        meta: meta('Product drafts', 'shopping'),
      },
    ],
  },
];
