import type { MenuItem } from '@wcm/console-core';

// Story and test fixture shaped like `buildMenu` output for RuoYi's seed menu tree.
export const sampleMenus: MenuItem[] = [
  {
    key: '/system',
    title: 'System',
    icon: 'system',
    path: '/system',
    external: false,
    children: [
      { key: '/system/user', title: 'Users', icon: 'user', path: '/system/user', external: false },
      {
        key: '/system/role',
        title: 'Roles',
        icon: 'peoples',
        path: '/system/role',
        external: false,
      },
      {
        key: '/system/log',
        title: 'Logs',
        icon: 'log',
        path: '/system/log',
        external: false,
        children: [
          {
            key: '/system/log/operlog',
            title: 'Operation log',
            icon: 'form',
            path: '/system/log/operlog',
            external: false,
          },
          {
            key: '/system/log/logininfor',
            title: 'Sign-in log',
            icon: 'logininfor',
            path: '/system/log/logininfor',
            external: false,
          },
        ],
      },
    ],
  },
  {
    key: '/monitor',
    title: 'Monitor',
    icon: 'monitor',
    path: '/monitor',
    external: false,
    children: [
      {
        key: '/monitor/online',
        title: 'Online users',
        icon: 'online',
        path: '/monitor/online',
        external: false,
      },
    ],
  },
  { key: '/site', title: 'Site', icon: 'international', path: '/site', external: false },
  {
    key: 'http://ruoyi.vip',
    title: 'RuoYi website',
    icon: 'guide',
    path: 'http://ruoyi.vip',
    external: true,
  },
];
